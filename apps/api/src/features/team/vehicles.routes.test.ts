import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type Paged, type TeamVehicle } from '@routier/domain';
import { buildTestApp, json, type TestApp } from '../../test/build-test-app.js';

describe('team: vehicles', () => {
  let t: TestApp;
  let carrier: Awaited<ReturnType<TestApp['loginAs']>>;
  let dispatcher: Awaited<ReturnType<TestApp['loginAs']>>;
  let rival: Awaited<ReturnType<TestApp['loginAs']>>;

  beforeAll(async () => {
    t = await buildTestApp();
    carrier = await t.loginAs(Role.TransportCompany);
    dispatcher = await t.loginAs(Role.Dispatcher, {
      businessDetailsId: carrier.user.businessDetailsId,
      parentId: carrier.user.id,
    });
    rival = await t.loginAs(Role.TransportCompany);
  });
  afterAll(() => t.close());

  const add = (who: { headers: Record<string, string> }, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/vehicles', headers: who.headers, payload });
  const list = async (who: { headers: Record<string, string> }, query = '') =>
    json<Paged<TeamVehicle>>(
      await t.app.inject({ method: 'GET', url: `/api/transport-companies/view-vehicles${query}`, headers: who.headers }),
    );

  it('adds a flatbed truck that carries exactly one car', async () => {
    const res = await add(carrier, { type: 1, license_plate: 'flt 100', capacity: 5 });
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ type: 1, license_plate: 'FLT 100', capacity: 1, is_active: true, deleted_at: null });
  });

  it('adds a haul truck with its capacity; type, plate and capacity are required', async () => {
    expect(json(await add(dispatcher, { type: 2, license_plate: 'HAL 200', capacity: 8 }))).toMatchObject({ capacity: 8 });
    const bad = await add(carrier, { type: 2, license_plate: '' });
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ errors: { license_plate: ['isRequired'] } });
    expect(json(await add(carrier, { type: 2, license_plate: 'X' }))).toMatchObject({ errors: { capacity: ['isRequired'] } });
  });

  it('lists only the company’s vehicles, active first by default', async () => {
    await add(rival, { type: 2, license_plate: 'RIVAL 1', capacity: 3 });
    const page = await list(carrier);
    expect(page.data.map((v) => v.license_plate).sort()).toEqual(['FLT 100', 'HAL 200']);
    expect(page.meta).toMatchObject({ total: 2, last_page: 1 });
  });

  it('deactivates, removes and restores a vehicle; the removed one stays in the list, flagged', async () => {
    const id = (await list(carrier)).data.find((v) => v.license_plate === 'FLT 100')!.id;
    const off = await t.app.inject({ method: 'PUT', url: `/api/vehicles/deactivate/${id}`, headers: carrier.headers });
    expect(json(off)).toMatchObject({ is_active: false });
    // is_active ascending: inactive (false) first
    expect((await list(carrier)).data[0].id).toBe(id);
    const on = await t.app.inject({ method: 'PUT', url: `/api/vehicles/activate/${id}`, headers: dispatcher.headers });
    expect(json(on)).toMatchObject({ is_active: true });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/vehicles/${id}`, headers: carrier.headers });
    expect(json<TeamVehicle>(del).deleted_at).not.toBeNull();
    expect((await list(carrier)).data.find((v) => v.id === id)?.deleted_at).not.toBeNull();
    const again = await t.app.inject({ method: 'PUT', url: `/api/vehicles/deactivate/${id}`, headers: carrier.headers });
    expect(again.statusCode).toBe(404);
    const back = await t.app.inject({ method: 'PUT', url: `/api/vehicles/restore/${id}`, headers: carrier.headers });
    expect(json<TeamVehicle>(back).deleted_at).toBeNull();
  });

  it('refuses a second vehicle with a plate of the fleet, however it is spaced; a removed vehicle frees its plate', async () => {
    const first = await add(carrier, { type: 1, license_plate: 'DUP 300', capacity: 1 });
    expect(first.statusCode).toBe(201);
    const count = (await list(carrier)).meta.total;
    for (const plate of ['DUP 300', 'dup-300', 'DUP300']) {
      const twin = await add(dispatcher, { type: 1, license_plate: plate, capacity: 1 });
      expect(twin.statusCode).toBe(422);
      expect(json(twin)).toMatchObject({ errors: { license_plate: ['plateTaken'] } });
    }
    expect((await list(carrier)).meta.total).toBe(count);
    // another company may carry the same plate
    expect((await add(rival, { type: 1, license_plate: 'DUP 300', capacity: 1 })).statusCode).toBe(201);

    const id = json<TeamVehicle>(first).id;
    await t.app.inject({ method: 'DELETE', url: `/api/vehicles/${id}`, headers: carrier.headers });
    expect((await add(carrier, { type: 1, license_plate: 'DUP-300', capacity: 1 })).statusCode).toBe(201);
    // restoring the removed one would make two: refused, it stays removed
    const restore = await t.app.inject({ method: 'PUT', url: `/api/vehicles/restore/${id}`, headers: carrier.headers });
    expect(restore.statusCode).toBe(422);
    expect(json(restore)).toMatchObject({ errors: { license_plate: ['plateTaken'] } });
    expect((await list(carrier)).data.find((v) => v.id === id)?.deleted_at).not.toBeNull();
  });

  it('hides another company’s vehicle and refuses customers and drivers', async () => {
    const id = (await list(carrier)).data[0].id;
    for (const [method, url] of [
      ['DELETE', `/api/vehicles/${id}`],
      ['PUT', `/api/vehicles/activate/${id}`],
      ['PUT', `/api/vehicles/deactivate/${id}`],
      ['PUT', `/api/vehicles/restore/${id}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: rival.headers })).statusCode, `${method} ${url}`).toBe(404);
    }
    for (const role of [Role.Dealer, Role.PrivateUser, Role.Driver]) {
      const who = await t.loginAs(role);
      expect((await add(who, { type: 1, license_plate: 'X' })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/transport-companies/view-vehicles', headers: who.headers })).statusCode,
      ).toBe(403);
    }
  });

  it('needs an approved account to add a vehicle', async () => {
    const pending = await t.loginAs(Role.TransportCompany, { active: false });
    expect((await add(pending, { type: 1, license_plate: 'NEW 1' })).statusCode).toBe(403);
  });
});
