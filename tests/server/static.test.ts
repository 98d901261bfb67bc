import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';

/** A built app in miniature: the server answers every client route of SPEC §2 with index.html. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script src="/assets/app-1.js"></script>');
fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
// As the build leaves a large asset: compressed beside it (vite.config.ts); a small one stays alone.
const big = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `tekst ${i}`))};`;
fs.writeFileSync(path.join(dist, 'assets', 'big-1.js'), big);
fs.writeFileSync(path.join(dist, 'assets', 'big-1.js.br'), zlib.brotliCompressSync(big));
fs.writeFileSync(path.join(dist, 'assets', 'big-1.js.gz'), zlib.gzipSync(big));
fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the browser app served by the API server', () => {
  const t = useTestApp({}, dist);

  it('answers deep links and reloads of every screen with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/bijscholing/cursussen/12/sprekers', '/dierenarts/N1001/adressen?x=1', '/iets/onbekends']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('/assets/app-1.js');
      // A page gets helmet's whole set, with a policy that lets it load its own code and nothing else.
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    }
  });

  it('serves the hashed assets for a year and keeps /api answers in JSON', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/weg.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
    const api = await t.app.inject({ method: 'GET', url: '/api/bestaat/niet' });
    expect(api.statusCode).toBe(404);
    expect(api.json().errorcode).toBe('NOT_FOUND');
  });

  it('sends an asset compressed as the browser accepts it, and as it is to one that accepts nothing', async () => {
    const get = (encoding?: string) => t.app.inject({ method: 'GET', url: '/assets/big-1.js', headers: encoding ? { 'accept-encoding': encoding } : {} });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(big);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
    // An asset the build left alone (too small to gain) is sent as it is, whatever is accepted.
    const small = await t.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('serves the new index.html once a new build replaced it while running', async () => {
    const index = path.join(dist, 'index.html');
    fs.writeFileSync(index, '<!doctype html><script src="/assets/app-2.js"></script>');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(index, later, later);
    expect((await t.app.inject({ method: 'GET', url: '/profiel' })).body).toContain('/assets/app-2.js');
  });
});
