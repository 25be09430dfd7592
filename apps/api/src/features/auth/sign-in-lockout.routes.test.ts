import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { SIGN_IN_FIRST_LOCK_MS, SIGN_IN_MAX_FAILURES } from './sign-in-lockout.service.js';

const START = new Date('2026-11-21T15:00:00Z');

/**
 * Sign-in failures are limited per account, not only per address: an attacker spreading his guesses over many
 * addresses locks the account's sign-in (429 with Retry-After) for a growing time, and its owner gets one e-mail
 * per lock-out, in his language.
 */
describe('sign-in lock-out per account', () => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    // the per-address limit stays out of the way: every attempt below comes from another address anyway
    t = await buildTestApp({ AUTH_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const signIn = async (email: string, password: string) => {
    address += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: csrfHeaders,
      remoteAddress: `10.1.${Math.floor(address / 250)}.${address % 250}`,
      payload: { email, password },
    });
    await t.drainJobs();
    return res;
  };
  const lockMails = (email: string) => t.mails.filter((m) => m.to === email && /bloqu|locked/i.test(m.subject));

  it('locks the account after repeated failures from different addresses, and mails its owner once, in his language', async () => {
    t.setNow(START);
    const user = await t.createUser(Role.Dealer, { email: 'target@example.test', locale: 'fr' });
    for (let i = 1; i < SIGN_IN_MAX_FAILURES; i++) expect((await signIn(user.email, `guess-${i}`)).statusCode).toBe(422);
    expect(lockMails(user.email)).toHaveLength(0);
    expect((await signIn(user.email, 'the-last-guess')).statusCode).toBe(422);

    // locked now: even the right password is refused, before any password check
    const locked = await signIn(user.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(SIGN_IN_FIRST_LOCK_MS / 1000);
    expect(locked.json()).toMatchObject({ retry_after: SIGN_IN_FIRST_LOCK_MS / 1000 });
    // the address was not the issue: another one is refused as well, with the same wait
    expect((await signIn('TARGET@example.test', TEST_PASSWORD)).statusCode).toBe(429);
    const mails = lockMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Connexion à votre compte Routier bloquée');
    expect(mails[0].text).toContain('15\u00a0minutes');
    expect(mails[0].text).toContain('http://routier.test/password/forgot');

    // other accounts are not affected
    const other = await t.createUser(Role.Dealer);
    expect((await signIn(other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the owner in once the lock is over, and locks longer the next time', async () => {
    t.setNow(START);
    const user = await t.createUser(Role.PrivateUser, { email: 'again@example.test' });
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) await signIn(user.email, `guess-${i}`);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(429);

    t.setNow(new Date(START.getTime() + SIGN_IN_FIRST_LOCK_MS + 1000));
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await signIn(user.email, `guess-${i}`)).statusCode).toBe(422);
    const second = await signIn(user.email, TEST_PASSWORD);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe((2 * SIGN_IN_FIRST_LOCK_MS) / 1000);
    expect(lockMails(user.email)).toHaveLength(2);

    // after that lock, the right password signs in and forgets the failures
    t.setNow(new Date(START.getTime() + 4 * SIGN_IN_FIRST_LOCK_MS));
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 1; i < SIGN_IN_MAX_FAILURES; i++) await signIn(user.email, `guess-${i}`);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an address without an account the same way (the answer tells nothing), and mails nobody', async () => {
    t.setNow(START);
    const before = t.mails.length;
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++)
      expect((await signIn('nobody@example.test', `guess-${i}`)).statusCode).toBe(422);
    expect((await signIn('nobody@example.test', 'another')).statusCode).toBe(429);
    expect(t.mails.length).toBe(before);
  });

  it('sends one e-mail for one lock-out, however many failures arrive at once', async () => {
    t.setNow(START);
    const user = await t.createUser(Role.TransportCompany, { email: 'parallel@example.test' });
    const results = await Promise.all(
      Array.from({ length: 3 * SIGN_IN_MAX_FAILURES }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/web-login',
          headers: csrfHeaders,
          remoteAddress: `10.9.0.${i + 1}`,
          payload: { email: user.email, password: `guess-${i}` },
        }),
      ),
    );
    await t.drainJobs();
    // the ones checked before the lock answer 422, the others 429; none lets anyone in
    expect(results.every((r) => r.statusCode === 422 || r.statusCode === 429)).toBe(true);
    expect(lockMails(user.email)).toHaveLength(1);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });
});
