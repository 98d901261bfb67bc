import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { endElection, makeCandidates, makeElection, makeVets } from '../../helpers/elections';

const run = promisify(execFile);
const DAY = 86_400_000;
const MEMBERS = ['N1003', 'N1004', 'N1005'];

/**
 * `npm run comite` (tools/comite.ts): the committee's part without the portal's JavaScript, against
 * the server over HTTP: the three rounds of the key ceremony, a wrong passphrase refused, and the
 * count by two members that checks the box first.
 */
describe('the committee on the command line', () => {
  const t = useTestApp();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comite-'));
  let portal: string;
  let election: number;

  const comite = async (member: string, step: string, env: Record<string, string> = {}, extra: string[] = []) => {
    const args = [
      '--import',
      'tsx',
      'tools/comite.ts',
      step,
      '--portaal',
      portal,
      '--gebruiker',
      member,
      '--verkiezing',
      String(election),
      '--bestand',
      path.join(dir, `${member}.json`),
      ...extra,
    ];
    const environment = { ...process.env, PORTAAL_WACHTWOORD: 'Dierenarts1', COMITE_WACHTZIN: `wachtzin van ${member}`, ...env };
    try {
      const { stdout } = await run(process.execPath, args, { env: environment });
      return { code: 0, out: stdout };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, out: `${e.stdout}${e.stderr}` };
    }
  };

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    portal = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // The command sends the address it was given as its Origin, which the origin check takes as the request's own host.
    election = await makeElection(t.db, { state: 'NEW', start: 2 * DAY, end: 9 * DAY, elected: 1 });
    await makeCandidates(t.db, election, 2);
    const sec = await login(t.app, 'secretariaat');
    expect((await as(t.app, sec, { method: 'PUT', url: `/api/verkiezingen/${election}/comite`, payload: { threshold: 2, members: MEMBERS } })).statusCode).toBe(
      200,
    );
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('runs the ceremony and the count, with the same key file as the page', async () => {
    for (const m of MEMBERS) expect(await comite(m, 'sleutel')).toMatchObject({ code: 0 });
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'N1003.json'), 'utf8'))).toMatchObject({ soort: 'ovd-comitesleutel', lid: 1, gebruiker: 'N1003' });
    expect(await comite('N1003', 'delen', { COMITE_WACHTZIN: 'niet de goede zin' })).toMatchObject({
      code: 1,
      out: expect.stringContaining('opent het sleutelbestand niet'),
    });
    for (const m of MEMBERS) expect(await comite(m, 'delen')).toMatchObject({ code: 0 });
    // The check prints the control code and sends nothing until the member says they compared it with the others.
    const codes = [];
    for (const m of MEMBERS) {
      const first = await comite(m, 'controleren');
      expect(first).toMatchObject({ code: 1, out: expect.stringContaining('Vergelijk deze code') });
      codes.push(/Controlecode van de ceremonie: (\S+)/.exec(first.out)?.[1]);
      expect(await comite(m, 'controleren', {}, ['--vergeleken'])).toMatchObject({ code: 0, out: expect.stringContaining('Alle ontvangen delen kloppen') });
    }
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){4}$/);

    const sec = await login(t.app, 'secretariaat');
    expect((await as(t.app, sec, { method: 'POST', url: `/api/verkiezingen/${election}/actions/finaliseren`, payload: {} })).statusCode).toBe(200);
    await t.db.query(`UPDATE verkiezingen SET starttime = now() - interval '1 hour' WHERE id = $1`, [election]);
    const [first] = (await t.db.query<{ id: number }>('SELECT id FROM verkiezing_kandidaten WHERE verkiezing_id = $1 ORDER BY id', [election])).map(
      (c) => c.id,
    );
    for (const v of await makeVets(t.db, 'CLI', 3)) await as(t.app, v.cookie, { method: 'POST', url: `/api/verkiezingen/${election}/votes`, payload: [first] });
    await endElection(t.db, election);

    expect(await comite('N1004', 'tellen')).toMatchObject({ code: 0, out: expect.stringContaining('1 van 2 comitéleden') });
    expect(await comite('N1005', 'tellen')).toMatchObject({ code: 0, out: expect.stringContaining('De uitslag is bekend') });
    const results = (await as(t.app, sec, { method: 'GET', url: `/api/verkiezingen/${election}/resultaten` })).json();
    expect(results).toMatchObject({ ballots: 3, voters: 3, blank: 0 });
    expect(results.candidates.find((c: { id: number }) => c.id === first).votes).toBe(3);
  }, 120_000);
});
