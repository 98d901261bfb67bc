import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';
import { newCourse } from '../../helpers/courses';
import { form, multipart, SAMPLES, storedKeys } from '../../helpers/files';

/**
 * Requests the server cannot read as sent (DESIGN §3: never a 500 for bad input): JSON nested
 * thousands deep, an upload without its boundary or cut off before its end. Each is a Dutch 400,
 * to anyone, logged in or not, and leaves nothing behind.
 */
describe('malformed requests', () => {
  const t = useTestApp();
  let opl = '';
  let sec = '';
  let course = 0;
  beforeAll(async () => {
    opl = await login(t.app, 'opleider');
    sec = await login(t.app, 'secretariaat');
    course = await newCourse(t, opl, { title: 'Onaangeroerd' });
  });

  const DEEP = {
    array: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    object: `${'{"a":'.repeat(4_000)}1${'}'.repeat(4_000)}`,
  };
  const json = { 'content-type': 'application/json' };
  const TOO_DEEP = 'De verstuurde gegevens zijn te diep genest.';
  const UNREADABLE = 'Het bestand werd niet (volledig) ontvangen. Probeer het opnieuw.';

  const storedFiles = async () => (await storedKeys(t.db)).length;
  const fileRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files'))[0]!.n;

  it.each(Object.keys(DEEP))('refuses a deeply nested %s on the anonymous login with a Dutch 400, and no session', async (kind) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/person/j_security_check', payload: DEEP[kind as keyof typeof DEEP], headers: json });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', usererror: TOO_DEEP, fields: { body: TOO_DEEP } });
    expect(res.cookies.find((c) => c.name === 'ovd_sid')).toBeUndefined();
  });

  it.each(Object.keys(DEEP))('refuses a deeply nested %s on a change, and changes nothing', async (kind) => {
    const res = await as(t.app, opl, { method: 'POST', url: `/api/bijscholing/cursussen/${course}`, payload: DEEP[kind as keyof typeof DEEP], headers: json });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', usererror: TOO_DEEP });
    const [row] = await t.db.query<{ title: string }>('SELECT title FROM bijscholing_cursussen WHERE id = $1', [course]);
    expect(row!.title).toBe('Onaangeroerd');
  });

  it('counts only brackets outside strings, so text full of them is still taken', async () => {
    const title = `Haakjes ${'[{'.repeat(80)}`;
    const res = await as(t.app, opl, { method: 'POST', url: `/api/bijscholing/cursussen/${course}`, payload: JSON.stringify({ title }), headers: json });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().title).toBe(title);
    await as(t.app, opl, { method: 'POST', url: `/api/bijscholing/cursussen/${course}`, payload: { title: 'Onaangeroerd' } });
  });

  it('refuses an upload whose content type lacks its boundary, keeping no file', async () => {
    const [rows, files] = [await fileRows(), await storedFiles()];
    const { payload } = multipart('lijst.pdf', SAMPLES.pdf);
    const res = await as(t.app, opl, {
      method: 'POST',
      url: `/api/bijscholing/cursussen/${course}/attachment`,
      payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', usererror: UNREADABLE, fields: { file: UNREADABLE } });
    expect([await fileRows(), await storedFiles()]).toEqual([rows, files]);
  });

  it('refuses an upload cut off before its closing boundary, anywhere, keeping no file', async () => {
    const [rows, files] = [await fileRows(), await storedFiles()];
    const { payload, headers } = multipart('lijst.pdf', SAMPLES.pdf);
    // In the file's bytes, and in the part's own header before any byte of the file.
    for (const end of [payload.length - 20, 40]) {
      const res = await as(t.app, opl, { method: 'POST', url: `/api/bijscholing/cursussen/${course}/attachment`, payload: payload.subarray(0, end), headers });
      expect(res.statusCode, `${end}: ${res.body}`).toBe(400);
      expect(res.json(), String(end)).toMatchObject({ errorcode: 'VALIDATION_ERROR', usererror: expect.stringMatching(/\S/) });
    }
    expect([await fileRows(), await storedFiles()]).toEqual([rows, files]);
    const whole = await as(t.app, opl, { method: 'POST', url: `/api/bijscholing/cursussen/${course}/attachment`, payload, headers });
    expect(whole.statusCode, whole.body).toBe(201);
  });

  // Only the calls that take a file read multipart (server/generator/index.ts); elsewhere it is a type the call does not take.
  it('refuses a multipart form on a call that takes JSON with a Dutch 415, and changes nothing', async () => {
    const { payload, headers } = multipart('lijst.pdf', SAMPLES.pdf);
    const res = await as(t.app, opl, { method: 'POST', url: `/api/bijscholing/cursussen/${course}`, payload, headers });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', usererror: 'Niet alle velden zijn correct ingevuld.' });
    const [row] = await t.db.query<{ title: string }>('SELECT title FROM bijscholing_cursussen WHERE id = $1', [course]);
    expect(row!.title).toBe('Onaangeroerd');
  });

  it('asks for the file when an upload call gets JSON instead', async () => {
    const res = await as(t.app, opl, { method: 'POST', url: `/api/bijscholing/cursussen/${course}/attachment`, payload: { file: 'lijst.pdf' } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', fields: { file: expect.stringMatching(/\S/) } });
  });

  it('refuses an upload sent with more text fields than any form has, in Dutch, keeping no file', async () => {
    const [rows, files] = [await fileRows(), await storedFiles()];
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`veld${i}`, 'x'.repeat(1000)]));
    const { payload, headers } = form(fields, [['file', 'lijst.pdf', SAMPLES.pdf]]);
    const res = await as(t.app, opl, { method: 'POST', url: `/api/bijscholing/cursussen/${course}/attachment`, payload, headers });
    expect(res.statusCode, res.body).toBe(400);
    const tooMany = 'Het formulier bevat meer velden dan verwacht. Verstuur het opnieuw vanuit het portaal.';
    expect(res.json()).toMatchObject({ errorcode: 'VALIDATION_ERROR', usererror: tooMany, fields: { file: tooMany } });
    expect([await fileRows(), await storedFiles()]).toEqual([rows, files]);
  });

  it('answers 404 for the evaluation test of a course that has none', async () => {
    for (const url of [
      `/api/bijscholing/evaluaties/${course}`,
      `/api/bijscholing/evaluaties/${course}/evaluation`,
      `/api/bijscholing/evaluaties/${course}/historiek`,
    ]) {
      const res = await as(t.app, sec, { method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      expect(res.json().usererror).toMatch(/\S/);
    }
  });
});
