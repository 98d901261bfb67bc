import { z } from 'zod';
import { isPublicKey } from '../../domain/crypto/group';
import { dutchDateTime } from '../../domain/dates';
import verkiezingen from '../../domain/declarations/verkiezingen';
import { ELECTION_STAGES, type ElectionStage, stageCondition } from '../../domain/rules/elections';
import { V } from '../../domain/validation';
import { filesGoAlong } from '../declared/helpers/files';
import type { AfterTransition, BeforeTransition } from '../declared/part';
import { serve } from '../declared/part';
import { fieldError } from '../errors';
import { queueToCurrentVets } from '../repositories/elections';
import { DEMO_ELECTION_KEY } from '../seed/electionKey';

/** A day from today at an hour in Brussels (winter time; the demo needs no more precision). */
const at = (days: number, hour = 9) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour - 1, 0, 0, 0);
  return d.toISOString();
};

/**
 * Finalising takes the election's public key from the secretariat's browser, which made the key and
 * handed out its shares (domain/crypto/keys.ts): a point of the group, and a threshold no larger than
 * the committee. It also marks the invitations as sent.
 */
const sealWithKey: BeforeTransition = ({ name, sets, config }) => {
  if (name !== 'finaliseren') return undefined;
  if (!isPublicKey(sets.publicKey)) throw fieldError('publicKey', V.pattern);
  // The demo key's shares are in the README: outside the demo no election may be sealed with it.
  if (sets.publicKey === DEMO_ELECTION_KEY.publicKey && !config.seedDemo) throw fieldError('publicKey', V.pattern);
  if (Number(sets.keyThreshold) > Number(sets.keyHolders)) throw fieldError('keyThreshold', V.tooHigh);
  return { mailssended: true };
};

/** Finalising invites every current veterinarian to vote, all in one statement (SPEC §4). */
const invite: AfterTransition = async ({ q, config, name, after }) => {
  if (name !== 'finaliseren') return;
  await queueToCurrentVets(q, {
    template: 'VERKIEZING_UITNODIGING',
    params: {
      link: `${config.publicUrl}/verkiezingen/${after.id}`,
      verkiezing: String(after.title),
      begin: dutchDateTime(after.starttime as string),
      einde: dutchDateTime(after.endtime as string),
    },
  });
};

/** A finalised demo election: its invitations sent, sealed with the demo key (its shares are in the README). */
const finalised = {
  state: 'FINISHED',
  mailssended: true,
  publicKey: DEMO_ELECTION_KEY.publicKey,
  keyHolders: DEMO_ELECTION_KEY.holders,
  keyThreshold: DEMO_ELECTION_KEY.threshold,
};

export default serve(verkiezingen, {
  // SPEC §2 `?stage=`: worked out in the database by the rule of stageOf. Without one the secretariat
  // sees what it still prepares, everyone else what can be voted on now.
  filters: {
    stage: {
      schema: z.enum(ELECTION_STAGES, { error: V.select }),
      where: (value, { t, caller, now }) => {
        const stage = (value as ElectionStage | undefined) ?? (caller.roles.includes('SECRETARIAAT') ? 'admin' : 'voting');
        const [sql, ...marks] = stageCondition(stage, { state: t.column('state'), votable: t.column('votable'), endtime: t.column('endtime') });
        return [[sql, ...marks.map(() => now)]];
      },
    },
  },
  guards: {
    // Invitations for a vote that already began would come late; an election without candidates is none.
    finaliseren: (record) =>
      Number(record.candidateCount ?? 0) === 0 ? 'ELECTION_WITHOUT_CANDIDATES' : Date.parse(String(record.starttime)) <= Date.now() ? 'ELECTION_ALREADY_STARTED' : null,
  },
  hooks: {
    // A deleted election takes its candidates' campaign files along.
    beforeChange: [filesGoAlong()],
    beforeTransition: [sealWithKey],
    afterTransition: [invite],
  },
  sample: { votable: true },
  // One election still being prepared, one open for votes now, one that ended two weeks ago.
  demo: () => [
    { title: 'Verkiezing provinciale raad Antwerpen', starttime: at(20), endtime: at(34, 17), numberOfElected: 2, votable: true },
    { title: 'Verkiezing provinciale raad Oost-Vlaanderen', starttime: at(-3), endtime: at(11, 17), numberOfElected: 2, votable: true, ...finalised },
    { title: 'Verkiezing Hoge Raad', starttime: at(-30), endtime: at(-16, 17), numberOfElected: 1, votable: true, ...finalised },
  ],
});
