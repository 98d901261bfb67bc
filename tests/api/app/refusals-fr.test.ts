import { describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

/** A French account's refusals are worded from the French catalogue, a rule's fields by their French labels. */
describe('refusals in French', () => {
  const t = useTestApp();
  const french = async (username: string) => {
    const cookie = await login(t.app, username);
    expect((await as(t.app, cookie, { method: 'PUT', url: '/api/auth/person/language', payload: { language: 'fr' } })).statusCode).toBe(200);
    return cookie;
  };
  const service = (extra: object) => ({ name: 'Garde de test', telephone: '09 111 22 33', type: 'GEZEL', diersoorten: ['GEZEL'], cities: ['44021'], ...extra });

  it('names the fields of a "one of these" rule in French, and changes nothing', async () => {
    const cookie = await french('N1003');
    const before = await t.db.query('SELECT count(*)::int AS n FROM wachtdienst_aanvragen');
    const res = await as(t.app, cookie, { method: 'POST', url: '/api/wachtdiensten', payload: { service: service({ telephone: null, website: '' }) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorcode: 'VALIDATION_ERROR',
      usererror: 'Tous les champs ne sont pas correctement remplis.',
      fields: {
        telephone: 'Remplissez au moins un de ces champs : téléphone, site web.',
        website: 'Remplissez au moins un de ces champs : téléphone, site web.',
      },
    });
    expect(await t.db.query('SELECT count(*)::int AS n FROM wachtdienst_aanvragen')).toEqual(before);
  });

  it('keeps the Dutch wording for a Dutch account', async () => {
    const cookie = await login(t.app, 'N1004');
    const res = await as(t.app, cookie, { method: 'POST', url: '/api/wachtdiensten', payload: { service: service({ telephone: null, website: '' }) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.telephone).toBe('Vul minstens één van deze velden in: telefoon, website.');
  });
});
