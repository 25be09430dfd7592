import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFileSignature, signedFileUrl } from './signed-url.js';

const NOW = new Date('2026-11-21T15:00:00Z');
const deps = (dataDir: string, key?: string, now = NOW) => ({
  env: { dataDir, appUrl: 'http://routier.test', FILES_SIGNING_KEY: key },
  clock: () => now,
});
const parts = (url: string) => {
  const u = new URL(url);
  return {
    key: decodeURIComponent(u.pathname.replace('/api/files/', '')),
    expires: Number(u.searchParams.get('expires')),
    signature: u.searchParams.get('signature')!,
  };
};

describe('signed file URLs', () => {
  it('generates a key once under DATA_DIR (0600) and checks its own signatures', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'routier-sign-'));
    const url = signedFileUrl(deps(dir), 'orders/1/a.pdf');
    const { key, expires, signature } = parts(url);
    expect(key).toBe('orders/1/a.pdf');
    expect(expires * 1000 - NOW.getTime()).toBeGreaterThanOrEqual(3600 * 1000);
    expect(checkFileSignature(deps(dir), key, expires, signature)).toBe('ok');
    expect(readFileSync(path.join(dir, 'files-signing.key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(path.join(dir, 'files-signing.key')).mode & 0o777).toBe(0o600);
  });

  it('refuses another key, another expiry, another signing key, and an expired link', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'routier-sign-'));
    const secret = 'x'.repeat(40);
    const { key, expires, signature } = parts(signedFileUrl(deps(dir, secret), 'orders/1/a.pdf'));
    expect(checkFileSignature(deps(dir, secret), 'orders/1/b.pdf', expires, signature)).toBe('invalid');
    expect(checkFileSignature(deps(dir, secret), key, expires + 300, signature)).toBe('invalid');
    expect(checkFileSignature(deps(dir, 'y'.repeat(40)), key, expires, signature)).toBe('invalid');
    expect(checkFileSignature(deps(dir, secret, new Date(expires * 1000)), key, expires, signature)).toBe('expired');
  });

  it('gives the same URL for a page shown twice within five minutes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'routier-sign-'));
    const a = signedFileUrl(deps(dir, 'z'.repeat(40), new Date('2026-11-21T15:00:10Z')), 'k.png');
    const b = signedFileUrl(deps(dir, 'z'.repeat(40), new Date('2026-11-21T15:04:50Z')), 'k.png');
    expect(a).toBe(b);
  });
});
