import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { appendEntries, type BoardFile, boardStart } from '../../domain/crypto/board';
import { auditFileOf, committeeElection } from '../helpers/auditedBallots';

const run = promisify(execFile);

/**
 * `npm run verify:box -- --board` and `-- --audit` (tools/verify-modes.ts), run as a member runs them
 * (tests/api/verkiezingen/comite-cli.test.ts runs a command the same way): exit code 0 when all holds,
 * 1 with the Dutch problem when something does not, 2 when a file cannot be read or is another kind.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-modes-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = (name: string, value: unknown) => {
  const full = path.join(dir, name);
  fs.writeFileSync(full, typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  return full;
};

async function verify(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'tools/verify-box.ts', ...args]);
    return { code: 0, out: `${stdout}${stderr}` };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}

const election = committeeElection(9, 'Provinciale raad');
const { fingerprint } = election;
const tracker = (n: number) => n.toString(16).padStart(64, '0');
const items = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ tracker: tracker(from + i), day: '2026-11-20', serverSealed: i % 2 === 0 }));
const board = (entries: BoardFile['entries']): BoardFile => ({
  soort: 'ovd-stembord',
  verkiezing: { id: 9, title: 'Provinciale raad', fingerprint },
  entries,
  head: entries.at(-1)?.hash ?? boardStart(fingerprint),
});
const earlier = appendEntries(fingerprint, { seq: 0, hash: boardStart(fingerprint) }, items(1, 2));
const later = [...earlier, ...appendEntries(fingerprint, earlier.at(-1)!, items(3, 4))];

describe('npm run verify:box -- --board', () => {
  it('says a board holds, and that a later copy only appended to an earlier one', async () => {
    const one = await verify('--board', file('later.json', board(later)));
    expect(one.code).toBe(0);
    expect(one.out).toContain('Verkiezing 9: 4 regels op het stembord');
    expect(one.out).toContain('Elke regel volgt uit de vorige; geen stembiljet staat er twee keer op.');
    expect(one.out).toContain(`Kop van het stembord: ${later.at(-1)!.hash}`);
    const both = await verify('--board', file('later.json', board(later)), '--sinds', file('earlier.json', board(earlier)));
    expect(both).toMatchObject({
      code: 0,
      out: expect.stringContaining('Het eerdere stembord (2 regels) is het begin van dit stembord: niets weggenomen of veranderd.'),
    });
  });

  it('names the broken line, and a later copy that is not a growth of the earlier', async () => {
    const changed = later.map((e, i) => (i === 2 ? { ...e, day: '2026-11-21' } : e));
    expect(await verify('--board', file('changed.json', board(changed)))).toEqual({
      code: 1,
      out: expect.stringContaining('De controle vond een fout: Het stembord is geen ononderbroken keten: een regel volgt niet uit de vorige (regel 3).'),
    });
    // The files given the other way round: the "later" one lost two lines.
    expect(await verify('--board', file('earlier.json', board(earlier)), '--sinds', file('later.json', board(later)))).toEqual({
      code: 1,
      out: expect.stringContaining('Het latere stembord begint niet met het eerdere: er werd iets weggenomen of veranderd (regel 3).'),
    });
  });

  it('stops with exit code 2 on a file it cannot read or that is no board', async () => {
    expect(await verify('--board', path.join(dir, 'er-niet.json'))).toMatchObject({ code: 2, out: expect.stringContaining('kan niet gelezen worden') });
    expect(await verify('--board', file('kapot.json', '{"soort":'))).toMatchObject({ code: 2, out: expect.stringContaining('kan niet gelezen worden') });
    expect(await verify('--board', file('biljet.json', auditFileOf(election, [])))).toEqual({
      code: 2,
      out: expect.stringContaining('Dit bestand is geen download van het stembord.'),
    });
    expect(await verify('--board', file('later.json', board(later)), '--sinds')).toMatchObject({
      code: 2,
      out: expect.stringContaining('Geef na --sinds het eerdere stembord op.'),
    });
  });
});

describe('npm run verify:box -- --audit', () => {
  it('says which candidates an audited ballot held, and the election’s fingerprint', async () => {
    const audited = auditFileOf(election, [13, 11]);
    const { code, out } = await verify('--audit', file('audit.json', audited));
    expect(code).toBe(0);
    expect(out.split('\n')).toEqual([
      `Gecontroleerd stembiljet ${audited.tracker}`,
      `Vingerafdruk van de verkiezing: ${fingerprint}`,
      'De versleuteling, de bewijzen en de vingerafdruk van het stembiljet kloppen. Het stembiljet bevatte:',
      '  An Peeters',
      '  Carla Maes',
      '',
    ]);
    expect(await verify('--audit', file('blanco.json', auditFileOf(election, [])))).toMatchObject({
      code: 0,
      out: expect.stringContaining('  een blanco stem\n'),
    });
  });

  it('gives the Dutch problem of a tampered file, and exit code 2 for one it cannot read', async () => {
    const tampered = auditFileOf(election, [12]);
    tampered.randomness.reverse();
    expect(await verify('--audit', file('gewijzigd.json', tampered))).toEqual({
      code: 1,
      out: 'De controle vond een fout: Het stembiljet werd niet met deze willekeurige getallen verzegeld.\n',
    });
    const renamed = auditFileOf(election, [12]);
    renamed.manifest!.candidates[1]!.firstname = 'Bert';
    expect(await verify('--audit', file('hernoemd.json', renamed))).toMatchObject({
      code: 1,
      out: expect.stringContaining('Een bewijs van een geldig stembiljet klopt niet'),
    });
    expect(await verify('--audit', file('null.json', 'null'))).toMatchObject({ code: 2, out: expect.stringContaining('het is geen JSON-object') });
    expect(await verify('--audit')).toMatchObject({ code: 2, out: expect.stringContaining('Geef het controlebestand van het stembiljet op.') });
  });
});
