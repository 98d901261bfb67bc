import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

describe('veterinarian directory and own data', () => {
  const t = useTestApp();
  let vet: string;
  let other: string;
  let sec: string;
  beforeAll(async () => {
    vet = await login(t.app, 'N1001');
    other = await login(t.app, 'N1003');
    sec = await login(t.app, 'secretariaat');
  });
  const get = (cookie: string, url: string) => as(t.app, cookie, { method: 'GET', url });

  it('searches by name without minding case, accents or spaces', async () => {
    const smet = (await get(vet, '/api/dierenartsen?lastname=de%20smet')).json();
    expect(smet.items.map((v: { ordenummer: string }) => v.ordenummer)).toEqual(['N1004']);
    expect((await get(vet, '/api/dierenartsen?lastname=DESMET')).json().size).toBe(1);
    const desire = (await get(vet, '/api/dierenartsen?lastname=desire')).json();
    expect(desire.items[0]).toMatchObject({ ordenummer: 'N1005', firstname: 'Désiré' });
  });

  it('searches by locality and ordenummer, 25 per page with the total', async () => {
    const gent = (await get(vet, '/api/dierenartsen?locality=gent')).json();
    expect(gent.items.map((v: { ordenummer: string }) => v.ordenummer)).toEqual(['N1001']);
    expect((await get(vet, '/api/dierenartsen?reference=n100')).json().size).toBe(7);
    const page = (await get(vet, '/api/dierenartsen?limit=2&offset=2')).json();
    expect(page).toMatchObject({ limit: 2, offset: 2, size: 7 });
    expect(page.items).toHaveLength(2);
    expect((await get(vet, '/api/dierenartsen')).json().limit).toBe(25);
  });

  it('shows others only the public address, and the member everything', async () => {
    const seen = (await get(other, '/api/dierenartsen/N1001')).json();
    expect(seen.addresses.map((a: { role: string }) => a.role)).toEqual(['PUBLIEK']);
    expect(seen.email).toBeUndefined();
    expect(seen.relaties[0]).toMatchObject({ legalentityname: 'Dierenkliniek Zuiderpark', workaddress: 'ASSOCIE' });
    const own = (await get(vet, '/api/dierenartsen/N1001')).json();
    expect(own.addresses.map((a: { role: string }) => a.role).sort()).toEqual(['LID', 'POST', 'PUBLIEK']);
    expect(own.email).toBe('n1001@demo.orde-dierenartsen.be');
  });

  it("keeps a member out of another member's addresses and activities", async () => {
    for (const url of ['/api/dierenartsen/N1003/addressen', '/api/dierenartsen/N1003/activiteiten', '/api/dierenartsen/N1003/relaties']) {
      expect((await get(vet, url)).statusCode).toBe(403);
      expect((await get(sec, url)).statusCode).toBe(200);
    }
    const res = await as(t.app, vet, { method: 'POST', url: '/api/dierenartsen/N1003/activiteiten', payload: { practpct: 10 } });
    expect(res.statusCode).toBe(403);
  });

  it("makes a cooperation's work address the correspondence address", async () => {
    const own = (await get(vet, '/api/dierenartsen/N1001/addressen')).json();
    const work = own.relaties[0].iddicaddress;
    const res = await as(t.app, vet, { method: 'POST', url: '/api/dierenartsen/N1001/addressen', payload: { iddosextrole: 'POST', iddicaddress: work } });
    expect(res.statusCode).toBe(200);
    const post = res.json().items.filter((a: { role: string }) => a.role === 'POST');
    expect(post.map((a: { iddicaddress: number }) => a.iddicaddress)).toEqual([work]);
    const foreign = await as(t.app, vet, { method: 'POST', url: '/api/dierenartsen/N1001/addressen', payload: { iddosextrole: 'POST', iddicaddress: 999999 } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.iddicaddress).toBe('Veld is verplicht, gelieve een selectie te maken.');
  });

  it('saves the activities profile with practpct 1 to 100 and active codes only', async () => {
    const url = '/api/dierenartsen/N1001/activiteiten';
    for (const practpct of [0, 101, 2.5]) {
      const bad = await as(t.app, vet, { method: 'POST', url, payload: { practpct, species: [], sectors: [] } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.practpct).toMatch(/te laag|te hoog|geheel getal/);
    }
    const inactive = await as(t.app, vet, { method: 'POST', url, payload: { practpct: 50, species: ['PELS'], sectors: [] } });
    expect(inactive.statusCode).toBe(400);
    expect((await get(vet, url)).json().practpct).toBe(80);
    const ok = await as(t.app, vet, { method: 'POST', url, payload: { practpct: 60, species: ['PAARD'], sectors: ['GEZEL'], xray: true } });
    expect(ok.statusCode).toBe(200);
    expect((await get(vet, url)).json()).toMatchObject({ practpct: 60, species: ['PAARD'], xray: true });
  });

  it('lets an inactive species that was already chosen stay', async () => {
    await t.db.query(`UPDATE activities SET species = '{PELS}' WHERE iddicperson = (SELECT iddicperson FROM persons WHERE ordenummer = 'N1001')`);
    const res = await as(t.app, vet, { method: 'POST', url: '/api/dierenartsen/N1001/activiteiten', payload: { practpct: 60, species: ['PELS', 'PAARD'] } });
    expect(res.statusCode).toBe(200);
  });
});

describe('legal entities', () => {
  const t = useTestApp();
  it('searches the directory by name and locality, and the public typeahead answers 404 when none', async () => {
    const vet = await login(t.app, 'N1001');
    const res = (await as(t.app, vet, { method: 'GET', url: '/api/rechtspersonen?name=dierenkliniek' })).json();
    expect(res.items[0]).toMatchObject({ name: 'Dierenkliniek Zuiderpark', legalentityDisplayAddress: 'Kortrijksesteenweg 1024, 9000 Gent' });
    expect((await as(t.app, vet, { method: 'GET', url: '/api/rechtspersonen?locality=elsene' })).json().size).toBe(1);
    // A word anywhere in the name, whatever its case.
    const inside = (await as(t.app, vet, { method: 'GET', url: '/api/rechtspersonen?name=KLINIEK' })).json();
    expect(inside.items.map((e: { name: string }) => e.name)).toContain('Dierenkliniek Zuiderpark');
    expect((await as(t.app, vet, { method: 'GET', url: '/api/rechtspersonen?name=zuiderpark' })).json().items[0].name).toBe('Dierenkliniek Zuiderpark');
    const typeahead = await t.app.inject({ method: 'GET', url: '/api/crm/public/legalentities?name=vetacad&ffOpl=1' });
    expect(typeahead.json().items[0].name).toBe('Vetacademie Vlaanderen');
    expect(typeahead.json().items[0].email).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/crm/public/legalentities?name=bestaatniet' })).statusCode).toBe(404);
    // `type` narrows to one legal form.
    expect((await t.app.inject({ method: 'GET', url: '/api/crm/public/legalentities?name=vetacad&type=VZW' })).json().size).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/crm/public/legalentities?name=vetacad&type=NV' })).statusCode).toBe(404);
  });

  it('gives every entity in the directory its reference: the stored one, else its number', async () => {
    const vet = await login(t.app, 'N1001');
    const page = (await as(t.app, vet, { method: 'GET', url: '/api/rechtspersonen?limit=25&offset=0' })).json();
    expect(page.items.length).toBeGreaterThan(1);
    for (const entity of page.items) expect(entity.reference).toBe(String(entity.iddiclegalentity));
    const [first] = page.items;
    await t.db.query(`UPDATE legal_entities SET reference = 'RP-0042' WHERE iddiclegalentity = $1`, [first.iddiclegalentity]);
    const again = (await as(t.app, vet, { method: 'GET', url: '/api/rechtspersonen?limit=25&offset=0' })).json();
    expect(again.items[0]).toMatchObject({ iddiclegalentity: first.iddiclegalentity, reference: 'RP-0042' });
  });

  it('shows a provider the contacts of its own organisation only', async () => {
    const opl = await login(t.app, 'opleider');
    const [own] = await t.db.query<{ id: number }>(`SELECT legal_entity_id AS id FROM users WHERE username = 'opleider'`);
    const [other] = await t.db.query<{ id: number }>(`SELECT legal_entity_id AS id FROM users WHERE username = 'opleider2'`);
    expect((await as(t.app, opl, { method: 'GET', url: `/api/crm/public/legalentities/${own!.id}/contacts` })).statusCode).toBe(200);
    expect((await as(t.app, opl, { method: 'GET', url: `/api/crm/public/legalentities/${other!.id}/contacts` })).statusCode).toBe(403);
  });
});
