import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { buildApp } from '../app.js';
import { loadEnv, repoRoot } from '../config/env.js';
import { localKey } from '../platform/keys/local-key.js';
import { createRuntime } from '../runtime.js';
import { csrfHeaders } from '../test/build-test-app.js';
import { TEST_PASSWORD, createTestFactories } from '../test/factories.js';

/**
 * The restore drill of docs/operations.md on the embedded default: back up a data folder, restore it into a
 * fresh one, start on it, sign in, and find the files and keys. PGlite only (the command's subject).
 */
const onPglite = process.env.TEST_DB !== 'postgres';
const envOf = (dataDir: string) =>
  loadEnv({ NODE_ENV: 'test', DEMO_DATA: 'false', DATA_DIR: dataDir, APP_URL: 'http://routier.test', AUTH_RATE_LIMIT: '1000' });

const run = (command: 'backup' | 'restore', dataDir: string, file: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/ops/backup.ts', command, file], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, INIT_CWD: repoRoot },
    encoding: 'utf8',
  });

describe.skipIf(!onPglite)('npm run backup / restore (embedded data folder)', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('restores a backup into a fresh folder where the account signs in and the files and keys are the same', async () => {
    const original = mkdtempSync(path.join(tmpdir(), 'routier-backup-a-'));
    const archive = path.join(mkdtempSync(path.join(tmpdir(), 'routier-backups-')), 'routier.tar.gz');
    const runtime = await createRuntime(envOf(original));
    const user = await createTestFactories(runtime.deps).createUser(Role.Dealer, { email: 'kept@example.test' });
    await runtime.deps.privateFiles.put('orders/1/bill.pdf', Buffer.from('%PDF bill of lading'));
    const key = localKey(undefined, original, 'files-signing.key').toString('hex');

    // the server holds the folder: the backup refuses rather than copy a database being written
    const refused = run('backup', original, archive);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`data folder in use by pid ${process.pid}`);
    await runtime.close();

    const backedUp = run('backup', original, archive);
    expect(backedUp.stderr).toBe('');
    expect(backedUp.status).toBe(0);

    const fresh = path.join(mkdtempSync(path.join(tmpdir(), 'routier-backup-b-')), 'data');
    const restored = run('restore', fresh, archive);
    expect(restored.stderr).toBe('');
    expect(restored.status).toBe(0);
    // restoring over data refuses
    expect(run('restore', fresh, archive).stderr).toContain('is not empty');

    const again = await createRuntime(envOf(fresh));
    closers.push(again.close);
    const app = await buildApp(again.deps, { webDist: null });
    closers.unshift(() => app.close());
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: csrfHeaders,
      payload: { email: 'kept@example.test', password: TEST_PASSWORD, from: 'web' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: user.id } });
    expect((await again.deps.privateFiles.get('orders/1/bill.pdf'))?.toString()).toBe('%PDF bill of lading');
    expect(readFileSync(path.join(fresh, 'files-signing.key'), 'utf8')).toBe(key);
  }, 120_000);
});
