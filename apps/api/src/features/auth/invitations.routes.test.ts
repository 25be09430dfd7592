import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type AuthResponse } from '@routier/domain';
import { buildTestApp, csrfHeaders, json, type TestApp } from '../../test/build-test-app.js';
import { INVITATIONS_PER_ADDRESS_PER_DAY, INVITATIONS_PER_INVITER_PER_HOUR } from './password.service.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const FILLED_DEALER = {
  name: 'Maple Test Motors',
  address: '1 King St W, Toronto, ON',
  lat: 43.65,
  lng: -79.38,
  email: 'office@maple.test',
  zipCode: 'M5H 1A1',
  phone: '416-555-0100',
  dealerLicense: 'OMVIC-1',
  taxId: '123456789RT0001',
};
const NEW_PASSWORD = { password: 'long-enough-1', password_confirmation: 'long-enough-1' };

/**
 * Invitations (drivers, sub-dealers, dispatchers) do not hold the address until the invitee accepts: it can still
 * register, or be invited by another business. They are limited per inviter and per invited address.
 */
describe('invitations', () => {
  let t: TestApp;
  let carrier: Session;
  let rival: Session;
  let dealer: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    carrier = await t.loginAs(Role.TransportCompany);
    rival = await t.loginAs(Role.TransportCompany);
    dealer = await t.loginAs(Role.Dealer, { businessDetailsId: (await t.createBusiness(3, FILLED_DEALER)).id });
  });
  afterAll(() => t.close());

  const call = (who: { headers: Record<string, string> } | null, method: 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...csrfHeaders, ...who?.headers }, ...(payload ? { payload } : {}) });
  const inviteDriver = (who: Session, email: string) => call(who, 'POST', '/drivers', { email });
  /** the token of the last invitation link mailed to an address */
  const invitationToken = async (email: string) => {
    await t.drainJobs();
    const url = t.lastMailTo(email)?.text.match(/http:\/\/routier\.test\/password\/set\/([\w-]+)/);
    expect(url).toBeTruthy();
    return url![1];
  };
  const accept = (token: string) => call(null, 'POST', `/auth/password/reset-dynamic/${token}`, NEW_PASSWORD);
  const registerIndividual = (email: string) =>
    call(null, 'POST', '/auth/register', {
      role: Role.PrivateUser,
      email,
      first_name: 'Ana',
      last_name: 'Roy',
      phone: '416-555-0101',
      postal_code: 'M5H 1A1',
      ...NEW_PASSWORD,
    });

  it('an invited address that has not joined can still register; the invitation then cannot be accepted', async () => {
    expect((await inviteDriver(carrier, 'ana@example.test')).statusCode).toBe(201);
    const token = await invitationToken('ana@example.test');
    const registered = await registerIndividual('ana@example.test');
    expect(registered.statusCode).toBe(200);
    expect(json<AuthResponse>(registered).user).toMatchObject({ email: 'ana@example.test', role: Role.PrivateUser });
    // the address is now an account: the link is refused, and a new invitation too
    const late = await accept(token);
    expect(late.statusCode).toBe(422);
    expect(json(late)).toMatchObject({ errors: { token: ['emailTaken'] } });
    expect((await inviteDriver(rival, 'ana@example.test')).statusCode).toBe(422);
    // signing in reaches the registered account, not the invitation
    const signIn = await call(null, 'POST', '/auth/web-login', { email: 'ana@example.test', password: NEW_PASSWORD.password });
    expect(json<AuthResponse>(signIn).user).toMatchObject({ role: Role.PrivateUser });
  });

  it('two businesses may invite one address; the first accepted becomes the account, the other link is refused', async () => {
    expect((await inviteDriver(carrier, 'ben@example.test')).statusCode).toBe(201);
    const fromCarrier = await invitationToken('ben@example.test');
    const invited = await call(dealer, 'POST', '/subdealers', { email: 'ben@example.test', title: 1 });
    expect(invited.statusCode).toBe(201);
    const fromDealer = await invitationToken('ben@example.test');
    expect(fromDealer).not.toBe(fromCarrier);

    expect((await accept(fromDealer)).statusCode).toBe(200);
    const signIn = await call(null, 'POST', '/auth/web-login', { email: 'ben@example.test', password: NEW_PASSWORD.password });
    expect(signIn.statusCode).toBe(200);
    expect(json<AuthResponse>(signIn).user).toMatchObject({ role: Role.SubDealer });
    expect(json(await accept(fromCarrier))).toMatchObject({ errors: { token: ['emailTaken'] } });
  });

  it(`limits invitations to one address to ${INVITATIONS_PER_ADDRESS_PER_DAY} a day, whoever sends them`, async () => {
    const inviters = [carrier, rival, await t.loginAs(Role.TransportCompany), await t.loginAs(Role.TransportCompany)];
    for (const who of inviters.slice(0, INVITATIONS_PER_ADDRESS_PER_DAY))
      expect((await inviteDriver(who, 'popular@example.test')).statusCode).toBe(201);
    const refused = await inviteDriver(inviters[INVITATIONS_PER_ADDRESS_PER_DAY], 'popular@example.test');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await t.drainJobs();
    expect(t.mails.filter((m) => m.to === 'popular@example.test')).toHaveLength(INVITATIONS_PER_ADDRESS_PER_DAY);
  });

  it(`limits one inviter to ${INVITATIONS_PER_INVITER_PER_HOUR} invitations an hour`, async () => {
    const busy = await t.loginAs(Role.TransportCompany);
    for (let i = 0; i < INVITATIONS_PER_INVITER_PER_HOUR; i++)
      expect((await inviteDriver(busy, `driver-${i}@example.test`)).statusCode).toBe(201);
    const refused = await inviteDriver(busy, 'one-more@example.test');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // the limit is the inviter's: another company still invites
    expect((await inviteDriver(carrier, 'one-more@example.test')).statusCode).toBe(201);
  });
});
