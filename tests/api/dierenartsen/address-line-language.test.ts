import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

/** An address line the server writes names its box in the reader's language: "bus" in Dutch, "bte" in French. */
describe("an address line in the reader's language", () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const u of ['N1001', 'secretariaat', 'secretariat']) cookies[u] = await login(t.app, u);
  });
  const queue = async (who: string) =>
    (await as(t.app, cookies[who], { method: 'GET', url: '/api/dierenartsen/addresschanges?state=NEW&limit=100' })).json().items as {
      id: number;
      address: string;
    }[];

  it('words the box on the address changes’ queue for each secretary, and in the decision mail in both languages', async () => {
    const filed = await as(t.app, cookies.N1001, {
      method: 'POST',
      url: '/api/dierenartsen/addresschanges',
      payload: { code: 'DOMICILIE', startdate: '2027-02-01', street: 'Meir', number: '12', box: 'B2', postcode: '2000', locality: 'Antwerpen' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().id as number;
    expect((await queue('secretariaat')).find((r) => r.id === id)?.address).toBe('Meir 12 bus B2, 2000 Antwerpen');
    expect((await queue('secretariat')).find((r) => r.id === id)?.address).toBe('Meir 12 bte B2, 2000 Antwerpen');
    // The member reads their own requests in their language too (N1001 reads Dutch).
    const own = (await as(t.app, cookies.N1001, { method: 'GET', url: '/api/dierenartsen/addresschanges' })).json().items;
    expect(own.find((r: { id: number }) => r.id === id).address).toBe('Meir 12 bus B2, 2000 Antwerpen');

    const decided = await as(t.app, cookies.secretariat, { method: 'POST', url: `/api/dierenartsen/addresschanges/${id}`, payload: { state: 'APPROVED' } });
    expect(decided.json().state).toBe('APPROVED');
    const [param] = await t.db.query<{ value: string; value_fr: string }>(
      `SELECT mp.value, mp.value_fr FROM mails m JOIN mail_params mp ON mp.idmail = m.idmail AND mp.name = 'adres'
        WHERE m.recipient = 'n1001@demo.orde-dierenartsen.be' ORDER BY m.idmail DESC LIMIT 1`,
    );
    expect(param).toEqual({ value: 'Meir 12 bus B2, 2000 Antwerpen', value_fr: 'Meir 12 bte B2, 2000 Antwerpen' });
  });

  it("words the box of an organisation's address in the directory and the public search, in the caller's language", async () => {
    await t.db.query("UPDATE addresses SET box = '3' WHERE iddicaddress = (SELECT iddicaddress FROM legal_entities WHERE name = 'Formavet Liège')");
    const search = async (language: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/crm/public/legalentities?name=Formavet', headers: { 'accept-language': language } })).json().items[0]
        .legalentityDisplayAddress;
    expect(await search('fr-BE,fr;q=0.9')).toBe('Boulevard de Colonster 20 bte 3, 4000 Liège');
    expect(await search('nl-BE')).toBe('Boulevard de Colonster 20 bus 3, 4000 Liège');
    const directory = async (who: string) =>
      (await as(t.app, cookies[who], { method: 'GET', url: '/api/rechtspersonen?name=Formavet' })).json().items[0].legalentityDisplayAddress;
    expect(await directory('secretariat')).toBe('Boulevard de Colonster 20 bte 3, 4000 Liège');
    expect(await directory('secretariaat')).toBe('Boulevard de Colonster 20 bus 3, 4000 Liège');
  });
});
