import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEnv } from './config/env.js';
import { users } from './db/schema/index.js';
import { createRuntime, describeAdapters } from './runtime.js';

const env = (overrides: Record<string, string> = {}) => loadEnv({ DATA_DIR: '/srv/routier', ...overrides });

describe('describeAdapters', () => {
  it('names the embedded adapter of each concern by default, and the ones not built yet', () => {
    expect(describeAdapters(env(), { demoAccounts: 0 })).toEqual([
      'database: PGlite (embedded) in /srv/routier/pglite',
      'mail: dev mailbox at http://127.0.0.1:3000/dev/mailbox (this machine only)',
      'files: local folder /srv/routier/uploads; order files in /srv/routier/private (signed URLs)',
      'payments: sandbox gateway (Stripe test cards, no real charges)',
      'geo: built-in gazetteer (Canadian FSAs, US ZIPs, cities)',
      'VIN: not configured yet',
    ]);
  });

  it('names the configured providers without their credentials', () => {
    const lines = describeAdapters(
      env({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://routier:s3cret@db.internal:5432/routier',
        SMTP_URL: 'smtp://mailer:p4ss@smtp.example.com:587',
        GEOCODER_URL: 'https://photon.komoot.io',
        STRIPE_SECRET_KEY: 'sk_test_s3cret',
      }),
      { demoAccounts: 0 },
    );
    expect(lines).toContain('database: PostgreSQL at db.internal:5432/routier');
    expect(lines).toContain('mail: SMTP via smtp.example.com:587');
    expect(lines).toContain('geo: Photon geocoder at https://photon.komoot.io');
    expect(lines).toContain('payments: Stripe');
    expect(lines.join('\n')).not.toMatch(/s3cret|p4ss/);
  });

  it('says the dev mailbox is open when DEV_MAILBOX=true, and that production has none', () => {
    expect(describeAdapters(env({ DEV_MAILBOX: 'true' }), { demoAccounts: 0 })[1]).toContain('open to every client');
    expect(describeAdapters(env({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }), { demoAccounts: 0 })[1]).toBe(
      'mail: no SMTP_URL, emails are stored but not sent (no dev mailbox in production)',
    );
  });

  it('refuses production without a real payment gateway unless PAYMENTS=sandbox says so, and then warns', () => {
    expect(() => env({ NODE_ENV: 'production' })).toThrow(/production needs a real payment gateway/);
    expect(() => env({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS=stripe needs STRIPE_SECRET_KEY/);
    expect(env({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }).STRIPE_SECRET_KEY).toBe('sk_live_x');
    const lines = describeAdapters(env({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }), { demoAccounts: 0 });
    expect(lines).toContain('payments: sandbox gateway (Stripe test cards, no real charges)');
    expect(lines.at(-1)).toMatch(/^WARNING: TEST MODE\. PAYMENTS=sandbox in production/);
    // outside production the sandbox is the quiet default
    expect(describeAdapters(env(), { demoAccounts: 0 }).join('\n')).not.toMatch(/TEST MODE/);
  });

  it('warns when demo accounts exist', () => {
    const lines = describeAdapters(env(), { demoAccounts: 10 });
    expect(lines).toHaveLength(7);
    expect(lines[6]).toMatch(/^WARNING: 10 demo accounts exist/);
  });
});

describe('createRuntime', () => {
  afterEach(() => vi.restoreAllMocks());

  it('in production loads no demo accounts whatever DEMO_DATA says, and prints its adapters', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'routier-runtime-'));
    const runtime = await createRuntime(
      loadEnv({ NODE_ENV: 'production', PAYMENTS: 'sandbox', DEMO_DATA: 'true', DATA_DIR: dataDir }),
    );
    try {
      expect((await runtime.deps.db.select({ n: count() }).from(users))[0].n).toBe(0);
    } finally {
      await runtime.close();
    }
    expect(printed).toContain(`database: PGlite (embedded) in ${path.join(dataDir, 'pglite')}`);
    expect(printed).toContain('VIN: not configured yet');
    expect(printed.join('\n')).not.toMatch(/demo/i);
  }, 120_000); // a new PGlite data folder and its migrations take a while on a busy machine
});
