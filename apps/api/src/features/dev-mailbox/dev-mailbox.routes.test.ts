import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';

const MAILBOX_URLS = ['/dev/mailbox', '/api/dev/mailbox'];

describe('the dev mailbox', () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.close();
    t = null;
  });

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t!.app.inject({ url, remoteAddress, headers });

  it('does not exist in production, even with DEMO_DATA and DEV_MAILBOX on', async () => {
    t = await buildTestApp({ NODE_ENV: 'production', PAYMENTS: 'sandbox', DEMO_DATA: 'true', DEV_MAILBOX: 'true' });
    expect(t.deps.env.demoData).toBe(false);
    for (const url of MAILBOX_URLS) {
      const res = await get(url, '127.0.0.1');
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('Dev mailbox');
    }
  });

  it('answers clients on this machine outside production', async () => {
    t = await buildTestApp();
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await get('/dev/mailbox', address)).statusCode, address).toBe(200);
      expect((await get('/api/dev/mailbox', address)).json()).toEqual({ data: [] });
    }
  });

  it('does not exist for other machines, nor for requests a local proxy forwarded', async () => {
    t = await buildTestApp();
    for (const url of MAILBOX_URLS) {
      expect((await get(url, '192.168.1.20')).statusCode, url).toBe(404);
      expect((await get(url, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode, url).toBe(404);
      expect((await get(url, '127.0.0.1', { forwarded: 'for=203.0.113.9' })).statusCode, url).toBe(404);
    }
    expect((await get('/api/dev/mailbox', '192.168.1.20')).json()).toEqual({ message: 'Not found.' });
  });

  it('trusts a configured proxy to say whether the client is local', async () => {
    t = await buildTestApp({ TRUST_PROXY: 'true' });
    expect((await get('/dev/mailbox', '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect((await get('/dev/mailbox', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
  });

  it('answers every client with DEV_MAILBOX=true', async () => {
    t = await buildTestApp({ DEV_MAILBOX: 'true' });
    for (const url of MAILBOX_URLS) expect((await get(url, '192.168.1.20')).statusCode, url).toBe(200);
  });
});
