import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

/**
 * Contact fields take only what they name (an e-mail address, a telephone number) and no text is
 * longer than its field: a refusal is a Dutch 400 that names the field, and nothing is written.
 */
describe('contact data and texts with their format and length', () => {
  const t = useTestApp();
  let vet: string;
  beforeAll(async () => {
    vet = await login(t.app, 'N1001');
  });
  const post = (url: string, payload: Record<string, unknown>) => as(t.app, vet, { method: 'POST', url, payload });
  const person = async () =>
    (await t.db.query<Record<string, unknown>>("SELECT firstname, lastname, email, telephone, mobile FROM persons WHERE ordenummer = 'N1001'"))[0];
  const account = async () => (await t.db.query<Record<string, unknown>>("SELECT firstname, lastname, email FROM users WHERE username = 'N1001'"))[0];
  const refused = (res: { statusCode: number; json: () => any }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', usererror: 'Niet alle velden zijn correct ingevuld.' });
    return res.json().fields as Record<string, string>;
  };

  it("refuses a member's contact data with a malformed telephone, mobile or e-mail", async () => {
    const before = await person();
    const fields = refused(await post('/api/dierenartsen/N1001', { email: 'pieter@', telephone: 'bel me maar', mobile: '12' }));
    expect(fields).toMatchObject({
      email: 'Dit is geen geldig e-mailadres.',
      telephone: expect.stringMatching(/^Dit is geen geldig telefoonnummer/),
      mobile: expect.stringMatching(/^Dit is geen geldig telefoonnummer/),
    });
    expect(await person()).toEqual(before);
    // As people write them, with + and groups.
    const saved = await post('/api/dierenartsen/N1001', { email: 'pieter@voorbeeld.be', telephone: '+32 9 123 45 67', mobile: '0470/12.34.56' });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses a profile with an over-long name or e-mail, or a telephone of letters', async () => {
    const before = await account();
    const long = `${'a'.repeat(250)}@voorbeeld.be`;
    const fields = refused(await post('/api/crm/user/N1001', { firstname: 'P'.repeat(101), lastname: 'Janssens', email: long, telephone: 'nul negen' }));
    expect(fields).toMatchObject({ firstname: 'De waarde is te lang.', email: 'De waarde is te lang.' });
    expect(fields.telephone).toMatch(/^Dit is geen geldig telefoonnummer/);
    expect(await account()).toEqual(before);
  });

  it("refuses an over-long free text of a member's activities", async () => {
    const read = async () => (await as(t.app, vet, { method: 'GET', url: '/api/dierenartsen/N1001/activiteiten' })).json();
    const before = await read();
    const fields = refused(await post('/api/dierenartsen/N1001/activiteiten', { practpct: 80, interests: 'x'.repeat(1001) }));
    expect(fields.interests).toBe('De waarde is te lang.');
    expect(await read()).toEqual(before);
  });
});
