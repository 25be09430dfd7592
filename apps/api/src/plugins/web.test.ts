import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { AppInstance } from '../app-deps.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-B1a2c3.js"></script></head></html>';
const SCRIPT = `console.log(${JSON.stringify('routier '.repeat(400))});`;

/** A built web app as Vite and its compression plugin write it: each file with a .br and a .gz beside it. */
const writeDist = () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'routier-web-'));
  mkdirSync(path.join(dist, 'assets'));
  const files: [string, string][] = [
    ['index.html', INDEX],
    ['assets/index-B1a2c3.js', SCRIPT],
  ];
  for (const [name, content] of files) {
    writeFileSync(path.join(dist, name), content);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
};

describe('web app delivery', () => {
  let t: TestApp;
  let app: AppInstance;
  beforeAll(async () => {
    t = await buildTestApp();
    app = await buildApp(t.deps, { webDist: writeDist() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

  it('serves hashed assets precompressed with brotli, cached for a year', async () => {
    const res = await get('/assets/index-B1a2c3.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzip = await get('/assets/index-B1a2c3.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-B1a2c3.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves index.html compressed and never cached without revalidation, for / and every page path', async () => {
    for (const url of ['/index.html', '/login', '/my-orders?filter=2']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('revalidates unhashed files', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await get('/assets/index-OLD123.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
