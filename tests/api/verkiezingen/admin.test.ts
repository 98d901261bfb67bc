import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { keyCommittee } from '../../helpers/committee';
import { multipart, SAMPLES } from '../../helpers/files';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Finalising takes no values: the committee's ceremony made the key (docs/features/elections.md). */
const KEY = {};

/** The secretariat prepares and finalises elections (SPEC §2, §4, §6, §7); vets see them only once finalised. */
describe('administering elections', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    as(t.app, cookies[who], { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
  const person = async (ordenummer: string) =>
    (await t.db.query<{ id: number }>('SELECT iddicperson AS id FROM persons WHERE ordenummer = $1', [ordenummer]))[0]!.id;
  const newElection = async (title: string, start = 10) => {
    const res = await call('secretariaat', 'POST', '/verkiezingen', {
      title,
      starttime: inDays(start),
      endtime: inDays(start + 7),
      numberOfElected: 2,
      votable: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const addCandidate = (election: number, ordenummer: string, names: [string, string]) =>
    person(ordenummer).then((personId) =>
      call('secretariaat', 'POST', `/verkiezingen/${election}/kandidaten`, { personId, firstname: names[0], lastname: names[1] }),
    );
  const titles = async (who: string, query = '') => ((await call(who, 'GET', `/verkiezingen${query}`)).json().items as { title: string }[]).map((e) => e.title);

  beforeAll(async () => {
    for (const u of ['secretariaat', 'N1001']) cookies[u] = await login(t.app, u);
  });

  it('opens the secretariat on the elections it prepares and vets on those they can vote in; a vet never sees a NEW one', async () => {
    const id = await newElection('Verkiezing in voorbereiding');
    expect(await titles('secretariaat')).toContain('Verkiezing in voorbereiding');
    expect(await titles('secretariaat')).not.toContain('Verkiezing provinciale raad Oost-Vlaanderen');
    expect(await titles('N1001')).toEqual(['Verkiezing provinciale raad Oost-Vlaanderen']);
    expect(await titles('N1001', '?stage=admin')).toEqual([]);
    expect((await call('N1001', 'GET', `/verkiezingen/${id}`)).statusCode).toBe(404);
    expect((await call('N1001', 'GET', `/verkiezingen/${id}/kandidaten`)).statusCode).toBe(404);
  });

  it('filters on every stage, worked out from the state and the window', async () => {
    expect(await titles('secretariaat', '?stage=voting')).toEqual(['Verkiezing provinciale raad Oost-Vlaanderen']);
    expect(await titles('N1001', '?stage=counting')).toEqual([]);
    expect(await titles('secretariaat', '?stage=finished')).toEqual(['Verkiezing Hoge Raad']);
    const [closed] = await t.db.query<{ id: number }>(
      `INSERT INTO verkiezingen (title, starttime, endtime, number_of_elected, votable, state, mailssended)
       VALUES ('Ingetrokken verkiezing', now() - interval '2 days', now() - interval '1 day', 1, false, 'FINISHED', true) RETURNING id`,
    );
    expect(await titles('N1001', '?stage=closed')).toEqual(['Ingetrokken verkiezing']);
    await t.db.query(`UPDATE verkiezingen SET votable = true WHERE id = $1`, [closed!.id]);
    expect(await titles('N1001', '?stage=counting')).toEqual(['Ingetrokken verkiezing']);
    const wrong = await call('secretariaat', 'GET', '/verkiezingen?stage=later');
    expect(wrong.statusCode).toBe(400);
  });

  it('makes a new election one that can be voted in unless the secretariat says otherwise; a change keeps what is stored', async () => {
    const plain = await call('secretariaat', 'POST', '/verkiezingen', {
      title: 'Verkiezing zonder keuze',
      starttime: inDays(10),
      endtime: inDays(17),
      numberOfElected: 1,
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().votable).toBe(true);
    const off = await call('secretariaat', 'POST', '/verkiezingen', {
      title: 'Verkiezing zonder stemming',
      starttime: inDays(10),
      endtime: inDays(17),
      numberOfElected: 1,
      votable: false,
    });
    expect(off.json().votable).toBe(false);
    const changed = await call('secretariaat', 'POST', `/verkiezingen/${off.json().id}`, { numberOfElected: 2 });
    expect(changed.json()).toMatchObject({ numberOfElected: 2, votable: false });
  });

  it('names a candidate’s veterinarian, so the form shows who was chosen', async () => {
    const id = await newElection('Verkiezing met naam');
    const added = await addCandidate(id, 'N1003', ['Els', 'Claes']);
    expect(added.json()).toMatchObject({ personId: await person('N1003'), personName: 'Els Claes' });
    const listed = (await call('secretariaat', 'GET', `/verkiezingen/${id}/kandidaten`)).json().items[0];
    expect(listed.personName).toBe('Els Claes');
    expect((await call('secretariaat', 'GET', `/verkiezingen/${id}/kandidaten/${added.json().id}`)).json().personName).toBe('Els Claes');
  });

  it('changes a NEW election and its candidates, with a campaign file uploaded, downloaded and removed', async () => {
    const id = await newElection('Verkiezing om te wijzigen');
    expect((await call('secretariaat', 'POST', `/verkiezingen/${id}`, { numberOfElected: 3 })).json().numberOfElected).toBe(3);
    const added = await addCandidate(id, 'N1004', ['Wouter', 'De Smet']);
    expect(added.statusCode, added.body).toBe(201);
    const candidate = added.json().id;
    const path = `/api/verkiezingen/${id}/kandidaten/${candidate}/campagne`;
    expect((await as(t.app, cookies.secretariaat, { method: 'POST', url: path, ...multipart('programma.pdf', SAMPLES.pdf) })).statusCode).toBe(201);
    expect((await call('secretariaat', 'GET', `/verkiezingen/${id}/kandidaten`)).json().items[0]).toMatchObject({
      lastname: 'De Smet',
      campaignfilename: 'programma.pdf',
    });
    expect((await as(t.app, cookies.secretariaat, { method: 'GET', url: path })).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const removed = await as(t.app, cookies.secretariaat, { method: 'DELETE', url: path });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().campaignfilename ?? null).toBeNull();
    expect((await as(t.app, cookies.secretariaat, { method: 'GET', url: path })).statusCode).toBe(404);
    expect((await call('secretariaat', 'DELETE', `/verkiezingen/${id}/kandidaten/${candidate}`)).statusCode).toBe(200);
    expect((await call('secretariaat', 'GET', `/verkiezingen/${id}/kandidaten`)).json().size).toBe(0);
  });

  it('deletes a NEW election with its candidates and their files', async () => {
    const id = await newElection('Verkiezing om te schrappen');
    const candidate = (await addCandidate(id, 'N1005', ['Désiré', 'Wouters'])).json().id;
    await as(t.app, cookies.secretariaat, {
      method: 'POST',
      url: `/api/verkiezingen/${id}/kandidaten/${candidate}/campagne`,
      ...multipart('folder.pdf', SAMPLES.pdf),
    });
    const files = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM files WHERE name = 'folder.pdf'`))[0]!.n;
    expect(await files()).toBe(1);
    expect((await call('secretariaat', 'DELETE', `/verkiezingen/${id}`)).statusCode).toBe(200);
    expect((await call('secretariaat', 'GET', `/verkiezingen/${id}`)).statusCode).toBe(404);
    expect(await files()).toBe(0);
  });

  it('refuses to finalise an election without candidates, or one whose start has passed', async () => {
    const empty = await newElection('Verkiezing zonder kandidaten');
    const refused = await call('secretariaat', 'POST', `/verkiezingen/${empty}/actions/finaliseren`, KEY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorcode).toBe('ELECTION_WITHOUT_CANDIDATES');
    const late = await newElection('Verkiezing die al begon');
    await addCandidate(late, 'N1004', ['Wouter', 'De Smet']);
    await t.db.query(`UPDATE verkiezingen SET starttime = now() - interval '1 hour' WHERE id = $1`, [late]);
    const started = await call('secretariaat', 'POST', `/verkiezingen/${late}/actions/finaliseren`, KEY);
    expect(started.json().errorcode).toBe('ELECTION_ALREADY_STARTED');
    expect((await call('N1001', 'POST', `/verkiezingen/${late}/actions/finaliseren`, KEY)).statusCode).toBe(403);
  });

  it('finalises only once the committee made the key, fixing the manifest and its fingerprint', async () => {
    const id = await newElection('Verkiezing met sleutel');
    await addCandidate(id, 'N1004', ['Wouter', 'De Smet']);
    const early = await call('secretariaat', 'POST', `/verkiezingen/${id}/actions/finaliseren`, KEY);
    expect([early.statusCode, early.json().errorcode]).toEqual([409, 'CEREMONY_NOT_COMPLETE']);
    expect((await call('secretariaat', 'GET', `/verkiezingen/${id}`)).json()).toMatchObject({ state: 'NEW', publicKey: null, fingerprint: null });
    const ceremony = await keyCommittee(t.db, id);
    expect((await call('secretariaat', 'POST', `/verkiezingen/${id}/actions/finaliseren`, KEY)).statusCode).toBe(200);
    const finalised = (await call('N1001', 'GET', `/verkiezingen/${id}`)).json();
    expect(finalised).toMatchObject({
      state: 'FINISHED',
      publicKey: ceremony.publicKey,
      keyHolders: 3,
      keyThreshold: 2,
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('finalises: one invitation per current vet, mailssended set, and from then on every change is refused', async () => {
    const id = await newElection('Verkiezing om te finaliseren');
    const kept = (await addCandidate(id, 'N1004', ['Wouter', 'De Smet'])).json().id;
    await keyCommittee(t.db, id);
    const campaign = `/api/verkiezingen/${id}/kandidaten/${kept}/campagne`;
    await as(t.app, cookies.secretariaat, { method: 'POST', url: campaign, ...multipart('programma.pdf', SAMPLES.pdf) });
    // A vet without an account that can be mailed, and one whose account was closed, get none.
    await t.db.query(`UPDATE users SET active = false WHERE username = 'N1006'`);
    const [{ vets }] = (await t.db.query<{ vets: number }>(
      `SELECT count(*)::int AS vets FROM users WHERE active AND 'DIERENARTS' = ANY(roles) AND email <> ''`,
    )) as [{ vets: number }];
    const done = await call('secretariaat', 'POST', `/verkiezingen/${id}/actions/finaliseren`, KEY);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ state: 'FINISHED', mailssended: true });
    const mails = await t.db.query<{ recipient: string; params: Record<string, string> }>(
      `SELECT m.recipient, jsonb_object_agg(p.name, p.value) AS params FROM mails m JOIN mail_templates tpl USING (idmailtemplate) JOIN mail_params p USING (idmail)
        WHERE tpl.name = 'VERKIEZING_UITNODIGING' AND EXISTS (SELECT 1 FROM mail_params x WHERE x.idmail = m.idmail AND x.name = 'link' AND x.value LIKE $1) GROUP BY m.idmail`,
      [`%/verkiezingen/${id}`],
    );
    expect(mails.length).toBe(vets);
    expect(new Set(mails.map((m) => m.params.gebruikersnaam)).size).toBe(vets);
    expect(mails.map((m) => m.params.gebruikersnaam)).not.toContain('N1006');
    expect(mails.find((m) => m.params.gebruikersnaam === 'N1001')?.params).toMatchObject({
      voornaam: 'Pieter',
      achternaam: 'Janssens',
      verkiezing: 'Verkiezing om te finaliseren',
      begin: expect.stringMatching(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/),
      // What a member compares an audited ballot's check with.
      vingerafdruk_verkiezing: done.json().fingerprint,
    });
    expect(done.json().fingerprint).toMatch(/^[0-9a-f]{64}$/);
    await t.db.query(`UPDATE users SET active = true WHERE username = 'N1006'`);

    const refusals = [
      await call('secretariaat', 'POST', `/verkiezingen/${id}`, { title: 'Gewijzigd' }),
      await call('secretariaat', 'DELETE', `/verkiezingen/${id}`),
      await call('secretariaat', 'POST', `/verkiezingen/${id}/actions/finaliseren`, KEY),
      await addCandidate(id, 'N1005', ['Désiré', 'Wouters']),
      await call('secretariaat', 'POST', `/verkiezingen/${id}/kandidaten/${kept}`, { lastname: 'Anders' }),
      await call('secretariaat', 'DELETE', `/verkiezingen/${id}/kandidaten/${kept}`),
      await as(t.app, cookies.secretariaat, { method: 'POST', url: campaign, ...multipart('nieuw.pdf', SAMPLES.pdf) }),
      await as(t.app, cookies.secretariaat, { method: 'DELETE', url: campaign }),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual(Array(8).fill(409));
    expect(refusals.map((r) => r.json().errorcode)).toEqual(Array(8).fill('ELECTION_FINALISED'));
    const stored = (await call('secretariaat', 'GET', `/verkiezingen/${id}/kandidaten`)).json().items;
    expect(stored).toMatchObject([{ lastname: 'De Smet', campaignfilename: 'programma.pdf' }]);
    // Now the vets see it, with its candidate.
    expect((await call('N1001', 'GET', `/verkiezingen/${id}/kandidaten`)).json().size).toBe(1);
  });
});
