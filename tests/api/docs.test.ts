import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

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
      // A download (an uploaded file) is documented as binary instead of JSON.
      const documented = (r: { content?: Record<string, { schema?: unknown }> }) =>
        !!r.content?.['application/json']?.schema || !!r.content?.['application/octet-stream']?.schema;
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
});
