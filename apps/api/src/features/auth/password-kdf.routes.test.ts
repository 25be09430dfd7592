import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '@routier/domain';
import type { TestApp } from '../../test/build-test-app.js';

// Test files share modules (the api project does not isolate them): load the app afresh, so that it
// imports the watched module below rather than one another file already loaded.
vi.resetModules();
const passwords = await import('../../lib/passwords.js');
const { buildTestApp, csrfHeaders } = await import('../../test/build-test-app.js');
const { createSetPasswordLink } = await import('./password.service.js');

// The real KDF, watched: the test counts how often a request makes the server hash a password.
vi.mock('../../lib/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/passwords.js')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});

const NEW_PASSWORD = { password: 'brand-new-pass', password_confirmation: 'brand-new-pass' };

describe('setting a password from a link costs no hashing for a bogus token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: csrfHeaders, payload });
  const hashes = vi.mocked(passwords.hashPassword);

  it('checks the reset token before hashing the new password', async () => {
    const user = await t.createUser(Role.PrivateUser);
    hashes.mockClear();
    for (let i = 0; i < 20; i++) {
      const res = await post('/api/auth/password/reset', { token: `bogus-${i}`, email: user.email, ...NEW_PASSWORD });
      expect(res.statusCode).toBe(422);
    }
    expect(hashes).not.toHaveBeenCalled();
  });

  it('checks the invitation token before hashing the new password', async () => {
    hashes.mockClear();
    for (let i = 0; i < 20; i++) {
      expect((await post(`/api/auth/password/reset-dynamic/bogus-${i}`, NEW_PASSWORD)).statusCode).toBe(422);
    }
    expect(hashes).not.toHaveBeenCalled();
  });

  it('hashes once for a valid link', async () => {
    const user = await t.createUser(Role.Driver, { passwordHash: null });
    const link = await createSetPasswordLink(t.deps, user.id);
    hashes.mockClear();
    expect((await post(`/api/auth/password/reset-dynamic/${link.split('/password/set/')[1]}`, NEW_PASSWORD)).statusCode).toBe(
      200,
    );
    expect(hashes).toHaveBeenCalledTimes(1);
  });
});
