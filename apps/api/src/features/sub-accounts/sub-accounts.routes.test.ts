import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Paged, type SubAccount } from '@routier/domain';
import { buildTestApp, csrfHeaders, json, type TestApp } from '../../test/build-test-app.js';

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
const FILLED_CARRIER = {
  name: 'Haul Test Inc.',
  address: '1 Front St, Toronto, ON',
  lat: 43.64,
  lng: -79.37,
  email: 'office@haul.test',
  cvor: '123-456-789',
  usdot: '1234567',
  iccmc: 'MC-1',
  insuranceCompanyName: 'Intact',
  policyNumber: 'POL1',
  generalLiabilityCents: 200_000_000,
  cargoInsuranceCents: 10_000_000,
};

describe('sub-accounts: a dealer’s sub-dealers', () => {
  let t: TestApp;
  let dealer: Session;
  let rival: Session;
  let unfilled: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    dealer = await t.loginAs(Role.Dealer, { businessDetailsId: (await t.createBusiness(3, FILLED_DEALER)).id, locale: 'fr' });
    rival = await t.loginAs(Role.Dealer, { businessDetailsId: (await t.createBusiness(3, FILLED_DEALER)).id });
    unfilled = await t.loginAs(Role.Dealer);
    const mine = { businessDetailsId: dealer.user.businessDetailsId, parentId: dealer.user.id };
    await t.createUser(Role.SubDealer, { ...mine, firstName: 'Zoé', lastName: 'Roy', title: 2 });
    await t.createUser(Role.SubDealer, { ...mine, firstName: 'Adam', lastName: 'Lee', title: 5 });
    await t.createUser(Role.SubDealer, { businessDetailsId: rival.user.businessDetailsId, firstName: 'Rival' });
  });
  afterAll(() => t.close());

  const call = (who: { headers: Record<string, string> }, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const list = async (who: Session, query = '') =>
    json<Paged<SubAccount>>(await call(who, 'GET', `/dealers/view-subdealers${query}`));
  const invite = (who: Session, payload: unknown) => call(who, 'POST', '/subdealers', payload);

  it('lists the business’s sub-dealers by full name ascending, with titles', async () => {
    const page = await list(dealer);
    expect(page.data.map((r) => [r.full_name, r.title, r.status_name])).toEqual([
      ['Adam Lee', 5, 'active'],
      ['Zoé Roy', 2, 'active'],
    ]);
    expect(page.data[0]).toMatchObject({ role: Role.SubDealer, provinces: [], deleted_at: null });
    expect((await list(dealer, '?order_by=full_name&order_direction=desc')).data[0].full_name).toBe('Zoé Roy');
    expect((await list(dealer, '?order_by=title')).data[0].title).toBe(2);
    expect((await call(dealer, 'GET', '/dealers/view-subdealers?order_by=password_hash')).statusCode).toBe(422);
  });

  it('is the dealer’s only: carriers, sub-dealers and private users are refused', async () => {
    for (const role of [Role.TransportCompany, Role.SubDealer, Role.PrivateUser]) {
      const other = await t.loginAs(role);
      expect((await call(other, 'GET', '/dealers/view-subdealers')).statusCode).toBe(403);
      expect((await invite(other, { email: 'x@example.test', title: 1 })).statusCode).toBe(403);
    }
  });

  it('invites a sub-dealer: an unverified account of the business with his title, and an email in the dealer’s language', async () => {
    const res = await invite(dealer, { email: 'New.Sub@Example.com', title: '3' });
    expect(res.statusCode).toBe(201);
    const row = json<SubAccount>(res);
    expect(row).toMatchObject({ email: 'new.sub@example.com', title: 3, status_name: 'email_sent', role: Role.SubDealer });
    const user = await t.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, row.id) });
    expect(user).toMatchObject({
      businessDetailsId: dealer.user.businessDetailsId,
      parentId: dealer.user.id,
      newUser: true,
      active: true,
      locale: 'fr',
      emailVerifiedAt: null,
      passwordHash: null,
    });
    await t.drainJobs();
    const mail = t.lastMailTo('new.sub@example.com');
    expect(mail?.subject).toBe('Votre invitation à Routier');
    expect(mail?.text).toMatch(/\/password\/set\/[\w-]+/);

    const token = /\/password\/set\/([\w-]+)/.exec(mail!.text)![1];
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/auth/password/reset-dynamic/${token}`,
      headers: csrfHeaders,
      payload: { password: 'sub-password', password_confirmation: 'sub-password', from: 'web' },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: csrfHeaders,
      payload: { email: 'new.sub@example.com', password: 'sub-password' },
    });
    expect(login.statusCode).toBe(200);
    expect(json<{ user: { new_user: boolean; title: number } }>(login).user).toMatchObject({ new_user: true, title: 3 });
    const headers = { ...csrfHeaders, authorization: `Bearer ${json<{ token: string }>(login).token}` };
    // the personal-info form at first sign-in, through the same path the dealer edits him by
    const info = await t.app.inject({
      method: 'PUT',
      url: `/api/subdealers/${row.id}`,
      headers,
      payload: { first_name: 'Nora', last_name: 'Blais', phone: '(514) 555-0142' },
    });
    expect(info.statusCode).toBe(200);
    expect(json(info)).toMatchObject({ new_user: false, first_name: 'Nora', phone: '514-555-0142' });
    expect((await list(dealer)).data.find((r) => r.id === row.id)).toMatchObject({
      status_name: 'active',
      full_name: 'Nora Blais',
    });
  });

  it('refuses a taken email, a missing title and an unfilled business', async () => {
    const taken = await invite(dealer, { email: rival.user.email, title: 1 });
    expect(taken.statusCode).toBe(422);
    expect(json(taken)).toMatchObject({ errors: { email: ['emailTaken'] } });
    const noTitle = await invite(dealer, { email: 'someone@example.test' });
    expect(json(noTitle)).toMatchObject({ errors: { title: ['isRequired'] } });
    const notFilled = await invite(unfilled, { email: 'someone@example.test', title: 1 });
    expect(notFilled.statusCode).toBe(409);
    expect(json(notFilled)).toMatchObject({ message: 'account.business_details_required' });
    expect(await t.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, 'someone@example.test') })).toBeUndefined();
  });

  it('sends a new link when the dealer invites again a sub-dealer who has not joined', async () => {
    const first = json<SubAccount>(await invite(dealer, { email: 'twice@example.test', title: 1 }));
    const again = await invite(dealer, { email: 'twice@example.test', title: 4 });
    expect(again.statusCode).toBe(201);
    expect(json<SubAccount>(again)).toMatchObject({ id: first.id, title: 4 });
    // another dealer does not take over the pending invitation, but may invite the address too (it is not held)
    const rivals = await invite(rival, { email: 'twice@example.test', title: 1 });
    expect(rivals.statusCode).toBe(201);
    expect(json<SubAccount>(rivals).id).not.toBe(first.id);
    // an address that is someone's account is taken
    expect((await invite(dealer, { email: rival.user.email, title: 1 })).statusCode).toBe(422);
  });

  it('edits the title (PUT /subdealers/{id}) and the details (PUT /dealers/update-subdealer/{id})', async () => {
    const zoe = (await list(dealer)).data.find((r) => r.full_name === 'Zoé Roy')!;
    const title = await call(dealer, 'PUT', `/subdealers/${zoe.id}`, { title: 6 });
    expect(title.statusCode).toBe(200);
    expect(json(title)).toMatchObject({ id: zoe.id, title: 6 });
    expect(json(await call(dealer, 'PUT', `/subdealers/${zoe.id}`, { title: 9 }))).toMatchObject({
      errors: { title: ['invalidChoice'] },
    });
    const update = await call(dealer, 'PUT', `/dealers/update-subdealer/${zoe.id}`, { title: 1, last_name: 'Roy-Côté' });
    expect(json(update)).toMatchObject({ title: 1, full_name: 'Zoé Roy-Côté', first_name: 'Zoé' });
  });

  it('never touches another dealer’s sub-dealer, nor the dealer himself', async () => {
    const theirs = (await list(rival)).data[0];
    for (const [method, url, payload] of [
      ['PUT', `/subdealers/${theirs.id}`, { title: 1 }],
      ['PUT', `/dealers/update-subdealer/${theirs.id}`, { title: 1 }],
      ['DELETE', `/subdealers/${theirs.id}`, undefined],
      ['PUT', `/subdealers/restore/${theirs.id}`, undefined],
      ['PUT', `/subdealers/deactivate/${theirs.id}`, undefined],
      ['PUT', `/subdealers/deactivate/${dealer.user.id}`, undefined],
    ] as const) {
      expect((await call(dealer, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await list(rival)).data[0]).toMatchObject({ status_name: 'active', deleted_at: null, title: theirs.title });
  });

  it('deactivating signs the sub-dealer out and keeps him out until activated', async () => {
    const sub = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId, parentId: dealer.user.id });
    const signIn = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/web-login',
        headers: csrfHeaders,
        payload: { email: sub.user.email, password: 'secret-password' },
      });
    const off = await call(dealer, 'PUT', `/subdealers/deactivate/${sub.user.id}`);
    expect(json(off)).toMatchObject({ status_name: 'inactive' });
    expect((await t.app.inject({ url: '/api/users/me', headers: sub.headers })).statusCode).toBe(401);
    const refused = await signIn();
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ errors: { email: ['accountDeactivated'] } });

    expect(json(await call(dealer, 'PUT', `/subdealers/activate/${sub.user.id}`))).toMatchObject({ status_name: 'active' });
    expect((await signIn()).statusCode).toBe(200);
  });

  it('removing keeps the row greyed with restore; a removed sub-dealer cannot sign in until restored', async () => {
    const sub = await t.loginAs(Role.SubDealer, {
      businessDetailsId: dealer.user.businessDetailsId,
      parentId: dealer.user.id,
      firstName: 'Gone',
    });
    const removed = json<SubAccount>(await call(dealer, 'DELETE', `/subdealers/${sub.user.id}`));
    expect(removed.deleted_at).not.toBeNull();
    expect((await list(dealer)).data.find((r) => r.id === sub.user.id)?.deleted_at).not.toBeNull();
    expect((await t.app.inject({ url: '/api/users/me', headers: sub.headers })).statusCode).toBe(401);
    // a removed row offers only restore
    expect((await call(dealer, 'PUT', `/subdealers/${sub.user.id}`, { title: 2 })).statusCode).toBe(404);
    const restored = await call(dealer, 'PUT', `/subdealers/restore/${sub.user.id}`);
    expect(json(restored)).toMatchObject({ deleted_at: null, status_name: 'active' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: csrfHeaders,
      payload: { email: sub.user.email, password: 'secret-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a sub-dealer’s orders are his dealer’s to see', async () => {
    const sub = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId, parentId: dealer.user.id });
    const { createOrderFactory } = await import('../../test/order-factory.js');
    const order = await createOrderFactory(t.deps).createOrder(sub.user, {});
    expect((await call(dealer, 'GET', `/orders/${order.id}`)).statusCode).toBe(200);
    expect((await call(rival, 'GET', `/orders/${order.id}`)).statusCode).toBe(404);
  });
});

describe('sub-accounts: a transport company’s dispatchers', () => {
  let t: TestApp;
  let carrier: Session;
  let rival: Session;

  beforeAll(async () => {
    t = await buildTestApp();
    carrier = await t.loginAs(Role.TransportCompany, {
      businessDetailsId: (await t.createBusiness(5, FILLED_CARRIER)).id,
    });
    rival = await t.loginAs(Role.TransportCompany, { businessDetailsId: (await t.createBusiness(5, FILLED_CARRIER)).id });
    await t.createUser(Role.Dispatcher, {
      businessDetailsId: carrier.user.businessDetailsId,
      parentId: carrier.user.id,
      firstName: 'Emily',
      lastName: 'Wilson',
      provinces: ['ON'],
    });
    // a driver of the same company is not a dispatcher
    await t.createUser(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId, firstName: 'Driver' });
  });
  afterAll(() => t.close());

  const call = (who: { headers: Record<string, string> }, method: string, url: string, payload?: unknown) =>
    t.app.inject({ method: method as 'GET', url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const list = async (who: Session) => json<Paged<SubAccount>>(await call(who, 'GET', '/transport-companies/view-dispatchers'));

  it('lists the company’s dispatchers with their provinces; a dispatcher or a dealer may not', async () => {
    const page = await list(carrier);
    expect(page.data.map((r) => [r.full_name, r.provinces, r.title])).toEqual([['Emily Wilson', ['ON'], null]]);
    const dispatcher = await t.loginAs(Role.Dispatcher, { businessDetailsId: carrier.user.businessDetailsId });
    expect((await call(dispatcher, 'GET', '/transport-companies/view-dispatchers')).statusCode).toBe(403);
    expect((await call(await t.loginAs(Role.Dealer), 'GET', '/transport-companies/view-dispatchers')).statusCode).toBe(403);
  });

  it('invites a dispatcher with provinces (or none), and edits them', async () => {
    const res = await call(carrier, 'POST', '/dispatchers', { email: 'disp@example.test', provinces: ['QC', 'ON'] });
    expect(res.statusCode).toBe(201);
    const row = json<SubAccount>(res);
    expect(row).toMatchObject({ provinces: ['ON', 'QC'], status_name: 'email_sent', role: Role.Dispatcher, title: null });
    await t.drainJobs();
    expect(t.lastMailTo('disp@example.test')?.subject).toBe('Your invitation to Routier');
    expect(json(await call(carrier, 'POST', '/dispatchers', { email: 'none@example.test' }))).toMatchObject({ provinces: [] });
    expect(json(await call(carrier, 'POST', '/dispatchers', { email: 'bad@example.test', provinces: ['XX'] }))).toMatchObject({
      errors: { 'provinces.0': ['invalidProvince'] },
    });

    const edit = await call(carrier, 'PUT', `/dispatchers/${row.id}`, { provinces: ['BC'] });
    expect(json(edit)).toMatchObject({ id: row.id, provinces: ['BC'] });
    expect((await call(rival, 'PUT', `/dispatchers/${row.id}`, { provinces: [] })).statusCode).toBe(404);
    expect((await call(rival, 'DELETE', `/dispatchers/${row.id}`)).statusCode).toBe(404);
  });

  it('a dispatcher saves his own settings with an address through PUT /dispatchers/{id}, never another’s', async () => {
    const me = await t.loginAs(Role.Dispatcher, { businessDetailsId: carrier.user.businessDetailsId, newUser: true });
    const other = (await list(carrier)).data[0];
    expect((await call(me, 'PUT', `/dispatchers/${other.id}`, { provinces: [] })).statusCode).toBe(403);
    const missing = await call(me, 'PUT', `/dispatchers/${me.user.id}`, {
      first_name: 'A',
      last_name: 'B',
      phone: '416-555-0199',
    });
    expect(missing.statusCode).toBe(422);
    const saved = await call(me, 'PUT', `/dispatchers/${me.user.id}`, {
      first_name: 'Amy',
      last_name: 'Bell',
      phone: '416-555-0199',
      address: '100 Queen St W, Toronto, ON',
      lat: 43.65,
      lng: -79.38,
    });
    expect(json(saved)).toMatchObject({ new_user: false, address: { address: '100 Queen St W, Toronto, ON' } });
  });

  it('removes, restores, deactivates and activates a dispatcher', async () => {
    const d = (await list(carrier)).data[0];
    expect(json(await call(carrier, 'DELETE', `/dispatchers/${d.id}`))).toMatchObject({ id: d.id });
    expect((await list(carrier)).data.find((r) => r.id === d.id)?.deleted_at).not.toBeNull();
    expect(json(await call(carrier, 'PUT', `/dispatchers/restore/${d.id}`))).toMatchObject({ deleted_at: null });
    expect(json(await call(carrier, 'PUT', `/dispatchers/deactivate/${d.id}`))).toMatchObject({ status_name: 'inactive' });
    expect(json(await call(carrier, 'PUT', `/dispatchers/activate/${d.id}`))).toMatchObject({ status_name: 'active' });
  });
});
