import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type CurrentUser } from '@routier/domain';
import { users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/passwords.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { TEST_PASSWORD } from '../../test/factories.js';

const PROFILE = { first_name: 'Marie', last_name: 'Tremblay', phone: '514-555-0123' };
const PASSWORD = { current_password: TEST_PASSWORD, password: 'changed-pass-1', password_confirmation: 'changed-pass-1' };

describe('account settings: PUT /<role path>/{userId}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const put = (path: string, id: number, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/${path}/${id}`, headers, payload });
  const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

  it.each([
    ['dealers', Role.Dealer],
    ['transport-companies', Role.TransportCompany],
    ['subdealers', Role.SubDealer],
    ['dispatchers', Role.Dispatcher],
    ['users', Role.Admin],
    ['users', Role.Accountant],
    ['users', Role.Driver],
  ] as const)('PUT /%s/{id} saves the profile of a role %i user', async (path, role) => {
    const { user, headers } = await t.loginAs(role, { email: `settings-${path}-${role}@example.test` });
    const res = await put(path, user.id, { ...PROFILE, email: 'ignored@example.test' }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<CurrentUser>()).toMatchObject({ ...PROFILE, email: user.email });
  });

  it('saves a private user’s postal code through /individuals, and requires it', async () => {
    const { user, headers } = await t.loginAs(Role.PrivateUser);
    const missing = await put('individuals', user.id, PROFILE, headers);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ postal_code: ['postalCodeIsRequired'] });
    const res = await put('individuals', user.id, { ...PROFILE, postal_code: 'h2x 1y4' }, headers);
    expect(res.json<CurrentUser>().postal_code).toBe('H2X 1Y4');
  });

  it('completes a new sub-dealer’s personal info (clears new_user)', async () => {
    const { user, headers } = await t.loginAs(Role.SubDealer, { newUser: true, firstName: null, lastName: null, phone: null });
    const res = await put('subdealers', user.id, PROFILE, headers);
    expect(res.json<CurrentUser>()).toMatchObject({ ...PROFILE, new_user: false });
  });

  it('requires an address from a new dispatcher, and saves it', async () => {
    const { user, headers } = await t.loginAs(Role.Dispatcher, { newUser: true });
    const missing = await put('dispatchers', user.id, PROFILE, headers);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['address', 'lat', 'lng']);
    expect((await row(user.id)).newUser).toBe(true);
    const res = await put(
      'dispatchers',
      user.id,
      { ...PROFILE, address: '5 Rue Sainte-Catherine, Montréal', lat: 45.5, lng: -73.56 },
      headers,
    );
    expect(res.json<CurrentUser>()).toMatchObject({
      new_user: false,
      address: { address: '5 Rue Sainte-Catherine, Montréal', lat: 45.5, lng: -73.56 },
    });
  });

  it('answers bad profile input with field errors and changes nothing', async () => {
    const { user, headers } = await t.loginAs(Role.Dealer);
    const res = await put('dealers', user.id, { first_name: '  ', last_name: '', phone: '514-555-012' }, headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ['nameNotEmpty'],
      last_name: expect.arrayContaining(['isRequired']),
      phone: ['invalidPhone'],
    });
    expect(await row(user.id)).toEqual(user);
  });

  it('changes the password and signs out the other sessions only', async () => {
    const { user, headers } = await t.loginAs(Role.Dealer);
    const other = await t.tokenFor(user);
    const res = await put('dealers', user.id, PASSWORD, headers);
    expect(res.statusCode).toBe(200);
    expect(await verifyPassword((await row(user.id)).passwordHash, 'changed-pass-1')).toBe(true);
    expect((await t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers: other.headers })).statusCode).toBe(401);
  });

  it('validates the new password and keeps the old one', async () => {
    const { user, headers } = await t.loginAs(Role.TransportCompany);
    const res = await put(
      'transport-companies',
      user.id,
      { current_password: TEST_PASSWORD, password: 'changed-pass-1', password_confirmation: 'changed-pass-2' },
      headers,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password_confirmation: ['passDidntMatch'] });
    expect((await row(user.id)).passwordHash).toBe(user.passwordHash);
    const short = await put('transport-companies', user.id, { current_password: TEST_PASSWORD, password: 'short' }, headers);
    expect(short.json().errors).toEqual({ password: ['passMinLength'], password_confirmation: ['isRequired'] });
  });

  it('needs the current password: without it or with a wrong one, 422 on current_password and nothing changes', async () => {
    const { user, headers } = await t.loginAs(Role.Dealer);
    const other = await t.tokenFor(user);
    const missing = await put(
      'dealers',
      user.id,
      { password: 'changed-pass-1', password_confirmation: 'changed-pass-1' },
      headers,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['isRequired'] });
    const wrong = await put('dealers', user.id, { ...PASSWORD, current_password: 'not-my-password' }, headers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['currentPasswordWrong'] });
    expect((await row(user.id)).passwordHash).toBe(user.passwordHash);
    expect((await t.app.inject({ url: '/api/users/me', headers: other.headers })).statusCode).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins of the account: a stolen session cannot guess on and on', async () => {
    const { user, headers } = await t.loginAs(Role.PrivateUser);
    for (let i = 0; i < 5; i++) {
      const res = await put('individuals', user.id, { ...PASSWORD, current_password: `guess-${i}` }, headers);
      expect(res.statusCode).toBe(422);
    }
    const locked = await put('individuals', user.id, PASSWORD, headers);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await row(user.id)).passwordHash).toBe(user.passwordHash);
  });

  it('refuses another user’s id', async () => {
    const { headers } = await t.loginAs(Role.Dealer);
    const victim = await t.createUser(Role.Dealer);
    const res = await put('dealers', victim.id, PROFILE, headers);
    expect(res.statusCode).toBe(403);
    expect(await row(victim.id)).toEqual(victim);
  });

  it('refuses a path of another role', async () => {
    const { user, headers } = await t.loginAs(Role.Dealer);
    for (const path of ['individuals', 'transport-companies', 'users', 'subdealers', 'dispatchers']) {
      expect((await put(path, user.id, PROFILE, headers)).statusCode).toBe(403);
    }
    expect(await row(user.id)).toEqual(user);
  });

  it('refuses inactive users (they cannot submit settings)', async () => {
    const { user, headers } = await t.loginAs(Role.PrivateUser, { active: false });
    for (const payload of [{ ...PROFILE, postal_code: 'H2X 1Y4' }, PASSWORD]) {
      const res = await put('individuals', user.id, payload, headers);
      expect(res.statusCode).toBe(403);
    }
    expect(await row(user.id)).toEqual(user);
  });

  it('requires a signed-in, verified user and the CSRF header', async () => {
    const { user, headers, token } = await t.loginAs(Role.Dealer);
    expect(
      (await put('dealers', user.id, PROFILE, { cookie: headers.cookie, 'x-xsrf-token': headers['x-xsrf-token'] })).json(),
    ).toEqual({ message: 'Unauthenticated.' });
    expect((await put('dealers', user.id, PROFILE, { authorization: `Bearer ${token}` })).statusCode).toBe(419);
    const unverified = await t.loginAs(Role.Dealer, { emailVerifiedAt: null });
    expect((await put('dealers', unverified.user.id, PROFILE, unverified.headers)).statusCode).toBe(403);
  });
});
