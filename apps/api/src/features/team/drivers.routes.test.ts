import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, type Paged, type TeamDriver } from '@routier/domain';
import { buildTestApp, csrfHeaders, json, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

const upload = (field: string, bytes: Buffer, type = 'image/png') => {
  const boundary = '----routier-team-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="license.png"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

describe('team: drivers', () => {
  let t: TestApp;
  let carrier: Awaited<ReturnType<TestApp['loginAs']>>;
  let dispatcher: Awaited<ReturnType<TestApp['loginAs']>>;
  let rival: Awaited<ReturnType<TestApp['loginAs']>>;
  let driverId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    carrier = await t.loginAs(Role.TransportCompany);
    const company = { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id };
    dispatcher = await t.loginAs(Role.Dispatcher, company);
    rival = await t.loginAs(Role.TransportCompany);
    const busy = await t.createUser(Role.Driver, { ...company, firstName: 'Busy', lastName: 'Driver' });
    driverId = busy.id;
    await t.createUser(Role.Driver, { ...company, firstName: 'Idle', lastName: 'Driver' });
    await t.createUser(Role.Driver, { businessDetailsId: rival.user.businessDetailsId, firstName: 'Rival' });
    const { createOrder, createLoad } = createOrderFactory(t.deps);
    const customer = await t.createUser(Role.Dealer);
    const order = await createOrder(customer, { status: OrderStatus.Active, carrierBusinessId: carrier.user.businessDetailsId });
    await createLoad(order.id, { driverUserId: busy.id, status: 12, progress: 2 });
    await createLoad(order.id, { driverUserId: busy.id, status: 12, progress: 6 });
    await createLoad(order.id, { driverUserId: busy.id, status: 11, progress: 0 });
  });
  afterAll(() => t.close());

  const list = async (who: { headers: Record<string, string> }, query = '') =>
    json<Paged<TeamDriver>>(
      await t.app.inject({ method: 'GET', url: `/api/transport-companies/view-drivers${query}`, headers: who.headers }),
    );

  it('lists the company’s drivers with their load counts, busiest first', async () => {
    const page = await list(carrier);
    expect(page.data.map((d) => d.full_name)).toEqual(['Busy Driver', 'Idle Driver']);
    expect(page.data[0]).toMatchObject({ active_loads: 2, completed_loads: 1, status_name: 'active', role: 7, deleted_at: null });
    expect(page.meta).toMatchObject({ total: 2, last_page: 1, from: 1, to: 2 });
    // the dispatcher sees the same team
    expect((await list(dispatcher)).meta.total).toBe(2);
  });

  it('sorts by an allow-listed column only', async () => {
    const byName = await list(carrier, '?order_by=full_name&order_direction=asc');
    expect(byName.data.map((d) => d.first_name)).toEqual(['Busy', 'Idle']);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/transport-companies/view-drivers?order_by=password_hash',
      headers: carrier.headers,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses another company’s list, customers and drivers', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/transport-companies/view-drivers?business_details_id=${rival.user.businessDetailsId}`,
      headers: carrier.headers,
    });
    expect(other.statusCode).toBe(403);
    const dealer = await t.loginAs(Role.Dealer);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/transport-companies/view-drivers', headers: dealer.headers })).statusCode,
    ).toBe(403);
  });

  it('invites a driver by email: an unverified driver of the company, and an email with a password-set link', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/drivers',
      headers: carrier.headers,
      payload: { email: 'New.Driver@Example.com' },
    });
    expect(res.statusCode).toBe(201);
    const driver = json<TeamDriver>(res);
    expect(driver).toMatchObject({ email: 'new.driver@example.com', status_name: 'email_sent', role: 7, full_name: '' });
    await t.drainJobs();
    const mail = t.lastMailTo('new.driver@example.com');
    expect(mail?.text).toMatch(/\/password\/set\/[\w-]+/);
    const token = /\/password\/set\/([\w-]+)/.exec(mail!.text)![1];

    const set = await t.app.inject({
      method: 'POST',
      url: `/api/auth/password/reset-dynamic/${token}`,
      headers: csrfHeaders,
      payload: { password: 'driver-password', password_confirmation: 'driver-password', from: 'web' },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/web-login',
      headers: csrfHeaders,
      payload: { email: 'new.driver@example.com', password: 'driver-password' },
    });
    expect(login.statusCode).toBe(200);
    const token2 = json<{ token: string }>(login).token;
    const loads = await t.app.inject({
      method: 'GET',
      url: '/api/loads/assigned',
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(loads.statusCode).toBe(200);
    const after = json<TeamDriver>(
      await t.app.inject({ method: 'GET', url: `/api/drivers/${driver.id}`, headers: carrier.headers }),
    );
    expect(after.status_name).toBe('active');
  });

  it('makes a dispatcher’s invitee a driver of the dispatcher’s company, under its owner', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/drivers',
      headers: dispatcher.headers,
      payload: { email: 'by.dispatcher@example.com' },
    });
    const driver = json<TeamDriver>(res);
    const row = await t.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, driver.id) });
    expect(row).toMatchObject({
      role: 7,
      businessDetailsId: carrier.user.businessDetailsId,
      parentId: carrier.user.id,
      emailVerifiedAt: null,
    });
  });

  it('sends a new link when a pending driver is invited again, and refuses any other taken email', async () => {
    const first = json<TeamDriver>(
      await t.app.inject({
        method: 'POST',
        url: '/api/drivers',
        headers: dispatcher.headers,
        payload: { email: 'again@example.com' },
      }),
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/drivers',
      headers: carrier.headers,
      payload: { email: 'again@example.com' },
    });
    expect(again.statusCode).toBe(201);
    expect(json<TeamDriver>(again).id).toBe(first.id);
    // a pending invitation does not hold the address: another company may invite it too
    const rivals = await t.app.inject({
      method: 'POST',
      url: '/api/drivers',
      headers: rival.headers,
      payload: { email: 'again@example.com' },
    });
    expect(rivals.statusCode).toBe(201);
    expect(json<TeamDriver>(rivals).id).not.toBe(first.id);
    // an address that is someone's account is taken
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/drivers',
      headers: carrier.headers,
      payload: { email: rival.user.email },
    });
    expect(taken.statusCode).toBe(422);
    expect(json(taken)).toMatchObject({ errors: { email: ['emailTaken'] } });
    const bad = await t.app.inject({ method: 'POST', url: '/api/drivers', headers: carrier.headers, payload: { email: 'nope' } });
    expect(json(bad)).toMatchObject({ errors: { email: ['invalidEmail'] } });
  });

  it('edits a driver’s names, phone and plate', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${driverId}`,
      headers: dispatcher.headers,
      payload: { first_name: 'Jean', last_name: 'Tremblay', phone: '+1 (514) 555-0142', dealer_plate_number: 'DLR 9' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ full_name: 'Jean Tremblay', phone: '514-555-0142', dealer_plate_number: 'DLR 9' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${driverId}`,
      headers: carrier.headers,
      payload: { first_name: '', last_name: 'T', phone: '12' },
    });
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ errors: { first_name: ['isRequired'], phone: ['invalidPhone'] } });
  });

  it('hides another company’s driver', async () => {
    for (const [method, url] of [
      ['GET', `/api/drivers/${driverId}`],
      ['DELETE', `/api/drivers/${driverId}`],
      ['PUT', `/api/drivers/restore/${driverId}`],
      ['PUT', `/api/users/deactivate/${driverId}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: rival.headers });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${driverId}`,
      headers: rival.headers,
      payload: { first_name: 'X', last_name: 'Y', phone: '416-555-0100' },
    });
    expect(edit.statusCode).toBe(404);
  });

  it('deactivates a driver, who is signed out and then sees no loads, and activates him again', async () => {
    const driverRow = async () => (await t.deps.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, driverId) }))!;
    const before = await t.tokenFor(await driverRow());
    const off = await t.app.inject({ method: 'PUT', url: `/api/users/deactivate/${driverId}`, headers: carrier.headers });
    expect(json(off)).toMatchObject({ status_name: 'inactive' });
    expect((await t.app.inject({ method: 'GET', url: '/api/loads/assigned', headers: before.headers })).statusCode).toBe(401);
    const session = await t.tokenFor(await driverRow());
    expect((await t.app.inject({ method: 'GET', url: '/api/loads/assigned', headers: session.headers })).statusCode).toBe(403);
    const on = await t.app.inject({ method: 'PUT', url: `/api/users/activate/${driverId}`, headers: dispatcher.headers });
    expect(json(on)).toMatchObject({ status_name: 'active' });
    expect((await t.app.inject({ method: 'GET', url: '/api/loads/assigned', headers: session.headers })).statusCode).toBe(200);
  });

  it('a dispatcher cannot deactivate the company owner nor another dispatcher', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/deactivate/${carrier.user.id}`,
      headers: dispatcher.headers,
    });
    expect(res.statusCode).toBe(404);
    const self = await t.app.inject({ method: 'PUT', url: `/api/users/deactivate/${carrier.user.id}`, headers: carrier.headers });
    expect(self.statusCode).toBe(404);
  });

  it('names a driver’s live loads, and deletes him only once confirmed (kept in the list, flagged), then restores him', async () => {
    const loads = await t.app.inject({ method: 'GET', url: `/api/drivers/live-loads/${driverId}`, headers: dispatcher.headers });
    expect(loads.statusCode).toBe(200);
    // the accepted load on its way and the one he has not answered; not the delivered one
    expect(json<{ data: { status: number; order_number: string }[] }>(loads).data.map((l) => l.status)).toEqual([12, 11]);
    expect(json<{ data: { order_number: string }[] }>(loads).data[0].order_number).not.toBe('');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/drivers/live-loads/${driverId}`, headers: rival.headers })).statusCode,
    ).toBe(404);
    const unconfirmed = await t.app.inject({ method: 'DELETE', url: `/api/drivers/${driverId}`, headers: carrier.headers });
    expect(unconfirmed.statusCode).toBe(409);
    expect(json(unconfirmed)).toEqual({ message: 'driver.has_live_loads' });
    expect((await list(carrier)).data.find((d) => d.id === driverId)?.deleted_at).toBeNull();
    const bad = await t.app.inject({ method: 'DELETE', url: `/api/drivers/${driverId}?confirm=yes`, headers: carrier.headers });
    expect(bad.statusCode).toBe(422);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/drivers/${driverId}?confirm=1`, headers: carrier.headers });
    expect(del.statusCode).toBe(200);
    expect(json<TeamDriver>(del).deleted_at).not.toBeNull();
    const row = (await list(carrier)).data.find((d) => d.id === driverId);
    expect(row?.deleted_at).not.toBeNull();
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/drivers/${driverId}`,
      headers: carrier.headers,
      payload: { first_name: 'X', last_name: 'Y', phone: '416-555-0100' },
    });
    expect(edit.statusCode).toBe(404);
    const back = await t.app.inject({ method: 'PUT', url: `/api/drivers/restore/${driverId}`, headers: carrier.headers });
    expect(json<TeamDriver>(back).deleted_at).toBeNull();
  });

  it('stores a license photo privately, with a thumbnail, and refuses what is not an image', async () => {
    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const body = upload('driver_license', png);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/drivers/driver-license/${driverId}`,
      headers: { ...carrier.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const license = json<TeamDriver>(res).driver_license!;
    expect(license.path_url).toMatch(/\/api\/files\/driver-licenses\/.+-full\.webp\?expires=\d+&signature=/);
    const file = await t.app.inject({ method: 'GET', url: license.thumbnail_url!.replace('http://routier.test', '') });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    const text = upload('driver_license', Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/drivers/driver-license/${driverId}`,
      headers: { ...carrier.headers, 'content-type': text.contentType },
      payload: text.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(json(refused)).toMatchObject({ errors: { driver_license: ['imagesOnly'] } });

    const other = await t.app.inject({
      method: 'POST',
      url: `/api/drivers/driver-license/${driverId}`,
      headers: { ...rival.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(other.statusCode).toBe(404);
  });
});
