import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../domain/errors';
import { as, login, useTestApp } from '../../helpers/app';
import { ROLE_TABLE } from '../../helpers/declared';

type Operation = { responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }> };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, any> } };

const ERROR_ANSWER = '#/components/schemas/ErrorAnswer';

/** The role-table row of a documented operation ("post", "/api/x/{id}" is "POST /x/:id"). */
const accessOf = (method: string, path: string) => {
  const key = `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`;
  const access = ROLE_TABLE[key];
  if (!access) throw new Error(`${key} staat niet in de rechtentabel`);
  return access;
};

describe('/api/docs', () => {
  const t = useTestApp();

  it('shows a response schema for every success answer of every route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = Object.entries(doc.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, responses: operation.responses ?? {} })),
    );
    expect(operations.length).toBeGreaterThan(50);
    // Without a response schema Fastify documents a bare 200 "Default Response": that route is reported.
    const missing = operations.flatMap(({ route, responses }) => {
      const success = Object.entries(responses).filter(([code]) => code === '200' || code === '201');
      if (success.length === 0) return [`${route}: no 200 or 201`];
      // A download (an uploaded file, an Excel workbook) is documented as binary of its own type instead of JSON.
      const documented = (r: { content?: Record<string, { schema?: unknown }> }) => Object.values(r.content ?? {}).some((c) => !!c.schema);
      return success.filter(([, r]) => !documented(r)).map(([code]) => `${route} ${code}`);
    });
    expect(missing).toEqual([]);
  });

  it('documents a timestamp as ISO text and a date column as text', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const item = doc.paths['/api/mails'].get.responses['200'].content['application/json'].schema.properties.items.items;
    expect(item.properties.creationdate).toMatchObject({ type: 'string', format: 'date-time' });
    expect(item.required).toEqual(expect.arrayContaining(['idmail', 'recipient', 'status', 'creationdate']));
  });

  it('documents the error answers of every route with the one error schema', async () => {
    const doc: Doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // The shape server/plugins/errors sends (DESIGN §3), once, as a component.
    const schema = doc.components.schemas.ErrorAnswer;
    expect(Object.keys(schema.properties).sort()).toEqual(['errorcode', 'fields', 'usererror']);
    expect(schema.required).toEqual(['errorcode', 'usererror']);
    expect([...schema.properties.errorcode.enum].sort()).toEqual([...ERROR_CODES].sort());
    expect(schema.properties.fields).toMatchObject({ type: 'object', additionalProperties: { type: 'string' } });
    expect(Object.keys(doc.components.schemas)).toEqual(['ErrorAnswer']);

    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, { responses = {} }] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        const access = accessOf(method, path);
        const expected = ['400', '503'];
        if (access !== 'public') expected.push('401', '403');
        if (path.includes('{')) expected.push('404');
        if (method !== 'get') expected.push('409');
        for (const status of expected) {
          const answer = responses[status];
          if (answer?.content?.['application/json']?.schema === undefined) missing.push(`${route} ${status}`);
          else if ((answer.content['application/json'].schema as { $ref?: string }).$ref !== ERROR_ANSWER) missing.push(`${route} ${status}: another schema`);
          else if (!answer.description || answer.description === 'Default Response') missing.push(`${route} ${status}: no description`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('still sends every field of a real refusal through that schema', async () => {
    // A serializer drops what its schema lacks: a 400 without `fields` would leave the form without its errors.
    const secretariaat = await login(t.app, 'secretariaat');
    const vet = await login(t.app, 'N1001');
    const centrums = '/api/bijscholing/centrums';
    const post = (cookie: string | undefined, url: string, payload: object) => as(t.app, cookie, { method: 'POST', url, payload });

    const invalid = await post(secretariaat, centrums, { name: '', status: 'ONBEKEND' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      errorcode: 'VALIDATION_ERROR',
      usererror: expect.any(String),
      fields: { name: expect.any(String), status: expect.any(String) },
    });

    const name = `Centrum ${Date.now()}`;
    expect((await post(secretariaat, centrums, { name, status: 'ACTIEF' })).statusCode).toBe(201);
    const twice = await post(secretariaat, centrums, { name, status: 'ACTIEF' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ errorcode: 'VALUE_NOT_UNIQUE', usererror: expect.any(String), fields: { name: expect.any(String) } });

    // A hand-written public route, and the refusals of the authorization hook and of a missing row.
    const registration = await post(undefined, '/api/registraties', { firstname: 'Els' });
    expect(registration.statusCode).toBe(400);
    expect(Object.keys(registration.json().fields)).toEqual(expect.arrayContaining(['lastname', 'email', 'username']));
    const refusals = [
      [await as(t.app, undefined, { method: 'GET', url: centrums }), 401, 'NOT_LOGGED_IN'],
      [await as(t.app, vet, { method: 'GET', url: centrums }), 403, 'FORBIDDEN'],
      [await as(t.app, secretariaat, { method: 'GET', url: `${centrums}/999999` }), 404, 'NOT_FOUND'],
    ] as const;
    for (const [res, status, errorcode] of refusals) {
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ errorcode, usererror: expect.stringMatching(/\S/) });
    }
  });

  it('marks a comment as required where a move asks one, for its own call and for each state of the one decide call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = (path: string) => doc.paths[path].post.requestBody.content['application/json'].schema;
    expect(body('/api/bijscholing/aanvragen/{id}/enok').required).toContain('comment');
    expect(body('/api/bijscholing/aanvragen/{id}/eok').required ?? []).not.toContain('comment');
    const variants = body('/api/bijscholing/aanvragen/{id}/status').oneOf as { properties: { status: { enum: string[] } }; required: string[] }[];
    const requiredFor = (status: string) => variants.find((v) => v.properties.status.enum.includes(status))!.required;
    expect(requiredFor('ONVOLLEDIG')).toEqual(['status', 'comment']);
    expect(requiredFor('AFGEKEURD')).toEqual(['status', 'comment']);
    expect(requiredFor('GOEDGEKEURD')).toEqual(['status']);
    // The assessor is asked for by the move that sets it; the call names it on every state, never required there.
    expect(requiredFor('BEOORDELEN_P')).toEqual(['status']);
  });

  it('describes a number without decimals as an integer, within its bounds, in what a form sends and the server answers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = doc.paths['/api/bijscholing/coefficients'];
    expect(path.post.requestBody.content['application/json'].schema.properties.coefficient).toMatchObject({ type: 'integer', minimum: 1, maximum: 99 });
    expect(path.get.responses['200'].content['application/json'].schema.properties.items.items.properties.coefficient.type).toBe('integer');
    expect(path.post.requestBody.content['application/json'].schema.properties.code.maxLength).toBe(20);
  });
});
