import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { makeCandidates, makeElection } from '../../helpers/elections';

/**
 * What a veterinarian gets of an election besides the election itself: not the
 * secretariat's audit trail nor its counts per state, and a ballot only as JSON numbers.
 */
describe('elections as a veterinarian sees them', () => {
  const t = useTestApp();
  let vet: string;
  let sec: string;
  beforeAll(async () => {
    vet = await login(t.app, 'N1001');
    sec = await login(t.app, 'secretariaat');
  });
  const get = (cookie: string, url: string) => as(t.app, cookie, { method: 'GET', url });

  it('gives the history and the counts per state to the secretariat only', async () => {
    const id = await makeElection(t.db);
    for (const url of [`/api/verkiezingen/${id}/historiek`, '/api/verkiezingen/stats']) {
      const refused = await get(vet, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().usererror, url).toBe('U hebt onvoldoende rechten');
      expect((await get(sec, url)).statusCode, url).toBe(200);
    }
    // The election itself stays theirs to read.
    expect((await get(vet, `/api/verkiezingen/${id}`)).statusCode).toBe(200);
  });

  it('refuses a ballot whose ids are text, with a Dutch 400, and keeps no vote', async () => {
    const id = await makeElection(t.db);
    const [a] = await makeCandidates(t.db, id, 2);
    for (const body of [[String(a)], [`${a}.0`], [a, String(a! + 1)]]) {
      const res = await as(t.app, vet, { method: 'POST', url: `/api/verkiezingen/${id}/votes`, payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', usererror: 'Niet alle velden zijn correct ingevuld.' });
    }
    expect((await get(vet, `/api/verkiezingen/${id}/stem`)).json().voted).toBe(false);
    expect((await as(t.app, vet, { method: 'POST', url: `/api/verkiezingen/${id}/votes`, payload: [a] })).statusCode).toBe(200);
  });
});
