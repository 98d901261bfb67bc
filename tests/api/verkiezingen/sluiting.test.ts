import { describe, expect, it } from 'vitest';
import { sealWithSecrets } from '../../../domain/crypto/ballot';
import { checkBoard } from '../../../domain/crypto/board';
import { checkCommitteeBox, type CommitteeBox } from '../../../domain/crypto/box';
import { precomputed } from '../../../domain/crypto/group';
import { closeEndedBoxes } from '../../../server/services/committeeCount';
import { as, login, useTestApp } from '../../helpers/app';
import { makeCommitteeElection } from '../../helpers/committee';
import { endElection, makeVets } from '../../helpers/elections';

/**
 * The close of a committee election (docs/features/elections.md, "The close and the count"): the
 * board's head becomes the box's announced fingerprint, is mailed once to every member who voted
 * and to the committee, and is what the published box and its check hold to.
 */
describe('the close of the box', () => {
  const t = useTestApp();

  it('mails the board head at the close to every voter once, and the box checks against it', async () => {
    const e = await makeCommitteeElection(t.db, { candidates: 3 });
    const vets = await makeVets(t.db, 'SL', 4);
    const Y = precomputed(e.manifest.publicKey);
    const shape = { candidates: e.manifest.candidates.map((c) => c.id), max: e.manifest.election.seats, fingerprint: e.fingerprint };
    for (const [i, v] of vets.slice(0, 3).entries()) {
      // Two sealed in the browser, one by the server from SPEC's array.
      const payload = i < 2 ? { fingerprint: e.fingerprint, ballot: sealWithSecrets(Y, shape, [shape.candidates[i]!]).ballot } : [shape.candidates[0]!];
      expect((await as(t.app, v.cookie, { method: 'POST', url: `/api/verkiezingen/${e.id}/votes`, payload })).statusCode).toBe(200);
    }
    const closed = async () => (await t.db.query<{ f: string | null }>('SELECT closed_fingerprint AS f FROM verkiezingen WHERE id = $1', [e.id]))[0]!.f;
    // Before the end nothing closes (the demo's ended election closes here, if it had not).
    await closeEndedBoxes(t.db, 'http://portaal.test');
    expect(await closed()).toBeNull();
    await endElection(t.db, e.id);
    expect(await closeEndedBoxes(t.db, 'http://portaal.test')).toBe(1);
    expect(await closeEndedBoxes(t.db, 'http://portaal.test')).toBe(0);
    expect(await closed()).toMatch(/^[0-9a-f]{64}$/);

    const mails = await t.db.query<{ recipient: string; value: string }>(
      `SELECT m.recipient_username AS recipient, p.value FROM mails m JOIN mail_templates t USING (idmailtemplate) JOIN mail_params p ON p.idmail = m.idmail AND p.name = 'vingerafdruk'
        WHERE t.name = 'VERKIEZING_SLUITING' AND p.value = (SELECT closed_fingerprint FROM verkiezingen WHERE id = $1) ORDER BY 1`,
      [e.id],
    );
    expect(mails.map((m) => m.recipient)).toEqual(
      vets
        .slice(0, 3)
        .map((v) => v.username)
        .sort(),
    );

    const sec = await login(t.app, 'secretariaat');
    const box = (await as(t.app, sec, { method: 'GET', url: `/api/verkiezingen/${e.id}/stembus` })).json() as CommitteeBox & { board: { hash: string }[] };
    expect(box.board).toHaveLength(3);
    expect(box.closedFingerprint).toBe(box.board.at(-1)!.hash);
    expect(box.closedFingerprint).toBe(mails[0]!.value);
    const verdict = await checkCommitteeBox(box);
    expect(verdict.findings).toEqual([]);
    expect(verdict.boxFingerprint).toBe(box.closedFingerprint);

    const board = (await as(t.app, vets[3]!.cookie, { method: 'GET', url: `/api/verkiezingen/${e.id}/bord/download` })).json();
    expect(checkBoard(board)).toMatchObject({ ok: true, head: box.closedFingerprint, entries: 3 });
    expect(board.entries.filter((x: { serverSealed: boolean }) => x.serverSealed)).toHaveLength(1);
  });
});
