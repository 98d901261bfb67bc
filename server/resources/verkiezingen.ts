import { z } from 'zod';
import { dutchDateTime } from '../../domain/dates';
import verkiezingen from '../../domain/resources/verkiezingen';
import { ELECTION_STAGES, type ElectionStage, stageCondition } from '../../domain/rules/elections';
import { filesGoAlong } from '../generator/helpers/files';
import type { AfterTransition, BeforeTransition } from '../generator/part';
import { serve } from '../generator/part';
import { V } from '../../domain/validation';
import { queueToCurrentVets } from '../repositories/elections';
import { manifestForFinalising } from '../services/committee';

/** A day from today at an hour in Brussels (winter time; the demo needs no more precision). */
const at = (days: number, hour = 9) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour - 1, 0, 0, 0);
  return d.toISOString();
};

/**
 * Finalising fixes the election's manifest (its candidates, seats, committee and the committee's joint
 * key) and its fingerprint: only once every committee member checked their shares
 * (server/services/committee.ts). It also marks the invitations as sent.
 */
const sealWithCommitteeKey: BeforeTransition = async ({ q, name, before }) => {
  // A move the state or the guard refuses is refused by them, before any work on the key.
  if (name !== 'finaliseren' || before.state !== 'NEW' || finaliseGuard(before)) return undefined;
  const made = await manifestForFinalising(q, { id: Number(before.id), title: String(before.title), numberOfElected: Number(before.numberOfElected) });
  await q.query('UPDATE verkiezingen SET manifest = $2 WHERE id = $1', [before.id, JSON.stringify(made.manifest)]);
  return { mailssended: true, publicKey: made.publicKey, keyHolders: made.holders, keyThreshold: made.threshold, fingerprint: made.fingerprint };
};

/** Invitations for a vote that already began would come late; an election without candidates is none. */
const finaliseGuard = (record: Record<string, unknown>) =>
  Number(record.candidateCount ?? 0) === 0
    ? 'ELECTION_WITHOUT_CANDIDATES'
    : Date.parse(String(record.starttime)) <= Date.now()
      ? 'ELECTION_ALREADY_STARTED'
      : null;

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
      // What an audited ballot's check shows (domain/crypto/audit.ts): the member compares it with this mail.
      vingerafdruk_verkiezing: String(after.fingerprint ?? ''),
    },
  });
};

/** A finalised demo election: its invitations sent; the demo committee keys it (server/seed/committee.ts). */
const finalised = { state: 'FINISHED', mailssended: true };

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
    finaliseren: finaliseGuard,
  },
  hooks: {
    // A deleted election takes its candidates' campaign files along.
    beforeChange: [filesGoAlong()],
    beforeTransition: [sealWithCommitteeKey],
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
