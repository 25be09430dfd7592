import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, TaskStatus, type JobLoad } from '@routier/domain';
import type { UserRow } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;
type Factory = ReturnType<typeof createOrderFactory>;

const place = (city: string, province: string) => ({
  address: `1 Main St, ${city}`,
  company: null,
  city,
  province,
  lat: 45,
  lng: -75,
});
const TRIP = { from: place('Toronto', 'ON'), to: place('Montréal', 'QC'), due_date: '2026/12/01' };

describe('load building (POST/GET/PUT /loads, cancel, add and remove car)', () => {
  let t: TestApp;
  let f: Factory;
  let carrier: Session;
  let dispatcher: Session;
  let otherCarrier: Session;
  let driver: UserRow;
  let frenchDriver: UserRow;
  let otherDriver: UserRow;
  let customer: UserRow;
  let haulTruck: { id: number };
  let smallTruck: { id: number };
  let flatbed: { id: number };
  let foreignTruck: { id: number };

  const call = async (who: Session, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as JobLoad[] & { message?: string; errors?: Record<string, string[]> } };
  };
  const heldJob = (overrides: Parameters<Factory['createOrder']>[1] = {}) =>
    f.createOrder(customer, {
      status: OrderStatus.Active,
      shippingMethod: 3,
      carrierBusinessId: carrier.user.businessDetailsId,
      acceptedByTcAt: t.deps.clock(),
      dueDate: '2026-12-04',
      cars: [{ vin: '2T3P1RFVXPW210548' }, { vin: '1FTFW1E51PF210274' }, { vin: 'JM3KFBCM0P0210000' }],
      ...overrides,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    f = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    const crew = { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id };
    dispatcher = await t.loginAs(Role.Dispatcher, crew);
    driver = await t.createUser(Role.Driver, { ...crew, firstName: 'Ann', lastName: 'Lee', dealerPlateNumber: 'D 1234' });
    frenchDriver = await t.createUser(Role.Driver, { ...crew, firstName: 'Luc', lastName: 'Roy', locale: 'fr' });
    await t.createUser(Role.Driver, { ...crew, active: false, firstName: 'Inactive' });
    await t.createUser(Role.Driver, { ...crew, deletedAt: new Date(), firstName: 'Deleted' });
    otherCarrier = await t.loginAs(Role.TransportCompany);
    otherDriver = await t.createUser(Role.Driver, { businessDetailsId: otherCarrier.user.businessDetailsId });
    customer = await t.createUser(Role.Dealer);
    const biz = carrier.user.businessDetailsId!;
    haulTruck = await f.createVehicle(biz, { type: 2, capacity: 8, licensePlate: 'HAUL 8' });
    smallTruck = await f.createVehicle(biz, { type: 2, capacity: 2, licensePlate: 'HAUL 2' });
    flatbed = await f.createVehicle(biz, { type: 1, capacity: 1, licensePlate: 'FLAT 1' });
    await f.createVehicle(biz, { type: 2, isActive: false, licensePlate: 'OFF 1' });
    foreignTruck = await f.createVehicle(otherCarrier.user.businessDetailsId!, { type: 2 });
  });
  afterAll(() => t.close());

  describe('create and list', () => {
    it('assigns a driver and a haul truck to several cars, lists the load with its steps and emails the driver', async () => {
      const job = await heldJob();
      const [c1, c2] = job.cars.map((c) => c.id);
      const res = await call(carrier, 'POST', `/loads/${job.id}`, {
        loads: [{ driver_id: driver.id, driverName: 'Ann Lee', vehicle_id: haulTruck.id, car_ids: [c1, c2], ...TRIP }],
      });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0]).toMatchObject({
        order_id: job.id,
        status: TaskStatus.Assigned,
        progress: 0,
        driver: { user_id: driver.id, full_name: 'Ann Lee', dealer_plate_number: 'D 1234' },
        vehicle: { id: haulTruck.id, type: 2, license_plate: 'HAUL 8', capacity: 8 },
        from: { city: 'Toronto', address: '1 Main St, Toronto' },
        to: { city: 'Montréal' },
        due_date: '2026-12-01',
        is_late: false,
      });
      expect(res.body[0].steps.map((s) => s.availability)).toEqual([4, 4, 4, 4, 4, 4]);
      expect(res.body[0].cars.map((c) => c.id)).toEqual([c1, c2]);
      expect((await call(dispatcher, 'GET', `/loads/${job.id}`)).body).toEqual(res.body);

      await t.drainJobs();
      const mail = t.lastMailTo(driver.email);
      expect(mail?.subject).toBe(`New load: order ${job.orderNumber}`);
      expect(mail?.text).toContain('http://routier.test/loads');
    });

    it("writes the driver's email in his language", async () => {
      const job = await heldJob();
      const res = await call(dispatcher, 'POST', `/loads/${job.id}`, {
        loads: [{ driver_id: frenchDriver.id, vehicle_id: smallTruck.id, car_ids: [job.cars[0].id], ...TRIP }],
      });
      expect(res.status).toBe(200);
      await t.drainJobs();
      expect(t.lastMailTo(frenchDriver.email)?.subject).toBe(`Nouveau chargement\u00a0: commande ${job.orderNumber}`);
    });

    it('refuses a car already in a live load, and frees the cars of cancelled ones', async () => {
      const job = await heldJob();
      const [c1, c2] = job.cars.map((c) => c.id);
      const first = { driver_id: driver.id, vehicle_id: haulTruck.id, car_ids: [c1], ...TRIP };
      expect((await call(carrier, 'POST', `/loads/${job.id}`, { loads: [first] })).status).toBe(200);
      const again = await call(carrier, 'POST', `/loads/${job.id}`, { loads: [{ ...first, car_ids: [c1, c2] }] });
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ 'loads.0.car_ids': ['carInAnotherLoad'] });
      await f.createLoad(job.id, { driverUserId: driver.id, status: TaskStatus.Cancelled, carIds: [c2] });
      expect((await call(carrier, 'POST', `/loads/${job.id}`, { loads: [{ ...first, car_ids: [c2] }] })).status).toBe(200);
      expect((await call(carrier, 'GET', `/loads/${job.id}`)).body).toHaveLength(3);
    });

    it('checks the driver, the vehicle, the cars and the capacity, and writes nothing on a refusal', async () => {
      const job = await heldJob();
      const [c1, c2, c3] = job.cars.map((c) => c.id);
      const other = await heldJob();
      const res = await call(carrier, 'POST', `/loads/${job.id}`, {
        loads: [
          { driver_id: otherDriver.id, vehicle_id: foreignTruck.id, car_ids: [c1, other.cars[0].id], ...TRIP },
          { driver_id: driver.id, vehicle_id: flatbed.id, car_ids: [c1], ...TRIP },
          { driver_id: driver.id, vehicle_id: smallTruck.id, car_ids: [c2, c3, c2], ...TRIP },
          { driver_id: driver.id, vehicle_id: null, car_ids: [], ...TRIP, due_date: 'soon' },
        ],
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toMatchObject({ 'loads.3.car_ids': ['isRequired'], 'loads.3.due_date': ['invalidDate'] });
      const valid = await call(carrier, 'POST', `/loads/${job.id}`, {
        loads: [
          { driver_id: otherDriver.id, vehicle_id: foreignTruck.id, car_ids: [c1, other.cars[0].id], ...TRIP },
          { driver_id: driver.id, vehicle_id: flatbed.id, car_ids: [c1], ...TRIP },
          { driver_id: driver.id, vehicle_id: smallTruck.id, car_ids: [c2, c3, c2], ...TRIP },
          { driver_id: driver.id, vehicle_id: null, car_ids: [c3], ...TRIP },
        ],
      });
      expect(valid.status).toBe(422);
      expect(valid.body.errors).toEqual({
        'loads.0.driver_id': ['driverUnavailable'],
        'loads.0.vehicle_id': ['vehicleUnavailable'],
        'loads.0.car_ids': ['carNotInOrder'],
        'loads.1.vehicle_id': ['vehicleNotFitting'],
        'loads.1.car_ids': ['duplicateCar'],
        'loads.2.car_ids': ['duplicateCar', 'tooManyCars'],
        'loads.3.vehicle_id': ['vehicleRequired'],
        'loads.3.car_ids': ['duplicateCar'],
      });
      expect((await call(carrier, 'GET', `/loads/${job.id}`)).body).toEqual([]);
    });

    it('puts one car per load for flatbed and drive away; drive away needs no vehicle', async () => {
      const flat = await heldJob({ shippingMethod: 2 });
      const two = flat.cars.slice(0, 2).map((c) => c.id);
      const res = await call(carrier, 'POST', `/loads/${flat.id}`, {
        loads: [{ driver_id: driver.id, vehicle_id: flatbed.id, car_ids: two, ...TRIP }],
      });
      expect(res.body.errors).toEqual({ 'loads.0.car_ids': ['oneCarOnly'] });
      const drive = await heldJob({ shippingMethod: 1 });
      const ok = await call(carrier, 'POST', `/loads/${drive.id}`, {
        loads: drive.cars.map((c) => ({ driver_id: driver.id, car_ids: [c.id], ...TRIP })),
      });
      expect(ok.status).toBe(200);
      expect(ok.body.map((l) => l.vehicle)).toEqual([null, null, null]);
    });

    it('refuses loads on a cancelled or completed job', async () => {
      for (const status of [OrderStatus.Cancelled, OrderStatus.Completed]) {
        const job = await heldJob({ status });
        const res = await call(carrier, 'POST', `/loads/${job.id}`, {
          loads: [{ driver_id: driver.id, vehicle_id: haulTruck.id, car_ids: [job.cars[0].id], ...TRIP }],
        });
        expect(res.status).toBe(422);
        expect(res.body.errors).toEqual({ loads: ['jobNotOpen'] });
      }
    });

    it('marks a live load past its due date as late', async () => {
      const job = await heldJob();
      await f.createLoad(job.id, { driverUserId: driver.id, status: TaskStatus.Accepted, progress: 2, dueDate: '2026-11-20' });
      await f.createLoad(job.id, { driverUserId: driver.id, status: TaskStatus.Accepted, progress: 6, dueDate: '2026-11-20' });
      const loads = (await call(carrier, 'GET', `/loads/${job.id}`)).body;
      expect(loads.map((l) => l.is_late)).toEqual([true, false]);
      expect(loads[0].steps.map((s) => s.availability)).toEqual([1, 1, 2, 3, 3, 3]);
      // a load created before places were kept shows the order's
      expect(loads[0].from).toMatchObject({ city: 'Toronto', address: '1200 Bay St, Toronto, ON M5R 2A5' });
    });
  });

  describe('cancel', () => {
    it('cancels an accepted load and tells the driver; refuses a completed one', async () => {
      const job = await heldJob();
      const [c1, c2, c3] = job.cars.map((c) => c.id);
      const assigned = await f.createLoad(job.id, { driverUserId: driver.id, status: TaskStatus.Assigned, carIds: [c1] });
      const accepted = await f.createLoad(job.id, {
        driverUserId: driver.id,
        status: TaskStatus.Accepted,
        progress: 1,
        carIds: [c2],
      });
      const done = await f.createLoad(job.id, {
        driverUserId: driver.id,
        status: TaskStatus.Accepted,
        progress: 6,
        carIds: [c3],
      });

      const blocked = await call(carrier, 'GET', `/loads/cancel/${done.id}`);
      expect(blocked.status).toBe(422);
      expect(blocked.body).toEqual({
        message: 'Load cancel blocked: completed, or driver has not accepted',
        errors: { load: ['loadCompleted'] },
      });
      // a load its driver never answered (decision 060): the company cancels it, its car is free again
      const unanswered = await call(carrier, 'GET', `/loads/cancel/${assigned.id}`);
      expect(unanswered.status).toBe(200);
      expect(unanswered.body.find((l) => l.id === assigned.id)?.status).toBe(TaskStatus.Cancelled);

      const res = await call(dispatcher, 'GET', `/loads/cancel/${accepted.id}`);
      expect(res.status).toBe(200);
      expect(res.body.find((l) => l.id === accepted.id)?.status).toBe(TaskStatus.Cancelled);
      await t.drainJobs();
      expect(t.lastMailTo(driver.email)?.subject).toBe(`Load cancelled: order ${job.orderNumber}`);
      expect((await call(carrier, 'GET', `/loads/cancel/${accepted.id}`)).body.errors).toEqual({ load: ['loadCancelled'] });
    });
  });

  describe('edit', () => {
    it('edits an accepted drive-away load; a new driver has to accept it again', async () => {
      const job = await heldJob({ shippingMethod: 1 });
      const load = await f.createLoad(job.id, {
        driverUserId: driver.id,
        status: TaskStatus.Accepted,
        progress: 1,
        carIds: [job.cars[0].id],
      });
      const edit = { driver_id: frenchDriver.id, vehicle_id: null, ...TRIP, due_date: '2026.12.03', to: place('Ottawa', 'ON') };
      const res = await call(carrier, 'PUT', `/loads/${load.id}`, edit);
      expect(res.status).toBe(200);
      expect(res.body[0]).toMatchObject({
        status: TaskStatus.Assigned,
        progress: 1,
        driver: { user_id: frenchDriver.id },
        to: { city: 'Ottawa' },
        due_date: '2026-12-03',
      });
      await t.drainJobs();
      expect(t.lastMailTo(frenchDriver.email)?.subject).toContain(job.orderNumber);
      expect(t.lastMailTo(driver.email)?.subject).toBe(`Load cancelled: order ${job.orderNumber}`);
      // assigned again, not answered yet: the company may still reassign it
      expect((await call(carrier, 'PUT', `/loads/${load.id}`, { ...edit, driver_id: driver.id })).status).toBe(200);
      await t.drainJobs();
    });

    it('reassigns a haul-away load its driver has not accepted, to a driver who can drive and a truck that holds its cars', async () => {
      const job = await heldJob();
      const [c1, c2, c3] = job.cars.map((c) => c.id);
      const load = await f.createLoad(job.id, {
        driverUserId: driver.id,
        vehicleId: haulTruck.id,
        status: TaskStatus.Assigned,
        carIds: [c1, c2, c3],
      });
      const edit = { driver_id: frenchDriver.id, vehicle_id: smallTruck.id, ...TRIP };
      const small = await call(carrier, 'PUT', `/loads/${load.id}`, edit);
      expect(small.status).toBe(422);
      expect(small.body.errors).toEqual({ vehicle_id: ['tooManyCars'] });
      const invitee = await t.createUser(Role.Driver, {
        businessDetailsId: carrier.user.businessDetailsId,
        passwordHash: null,
        invitationPending: true,
      });
      const notJoined = await call(carrier, 'PUT', `/loads/${load.id}`, {
        ...edit,
        driver_id: invitee.id,
        vehicle_id: haulTruck.id,
      });
      expect(notJoined.body.errors).toEqual({ driver_id: ['driverUnavailable'] });
      const res = await call(dispatcher, 'PUT', `/loads/${load.id}`, { ...edit, vehicle_id: haulTruck.id });
      expect(res.status).toBe(200);
      expect(res.body.find((l) => l.id === load.id)).toMatchObject({
        status: TaskStatus.Assigned,
        driver: { user_id: frenchDriver.id },
      });
      await t.drainJobs();
      const subjects = t.mails.filter((m) => m.to === frenchDriver.email).map((m) => m.subject);
      expect(subjects.some((s) => s.includes(job.orderNumber) && !s.startsWith('Chargement annulé'))).toBe(true);
    });

    it('refuses to edit a load of another method, or with a driver of another company', async () => {
      const job = await heldJob();
      const load = await f.createLoad(job.id, { driverUserId: driver.id, status: TaskStatus.Accepted, carIds: [job.cars[0].id] });
      const edit = { driver_id: driver.id, vehicle_id: haulTruck.id, ...TRIP };
      expect((await call(carrier, 'PUT', `/loads/${load.id}`, edit)).body.errors).toEqual({ load: ['loadNotDriveAway'] });
      const drive = await heldJob({ shippingMethod: 1 });
      const dLoad = await f.createLoad(drive.id, {
        driverUserId: driver.id,
        status: TaskStatus.Accepted,
        carIds: [drive.cars[0].id],
      });
      const res = await call(carrier, 'PUT', `/loads/${dLoad.id}`, { ...edit, driver_id: otherDriver.id, vehicle_id: null });
      expect(res.body.errors).toEqual({ driver_id: ['driverUnavailable'] });
    });
  });

  describe('add and remove a car', () => {
    it('adds a free car to a haul-away load within the truck capacity and removes it again', async () => {
      const job = await heldJob();
      const [c1, c2, c3] = job.cars.map((c) => c.id);
      const load = await f.createLoad(job.id, {
        driverUserId: driver.id,
        vehicleId: smallTruck.id,
        status: TaskStatus.Assigned,
        carIds: [c1],
      });
      const added = await call(carrier, 'POST', `/loads/add-car/${load.id}`, { car_id: c2 });
      expect(added.status).toBe(200);
      expect(added.body[0].cars.map((c) => c.id)).toEqual([c1, c2]);
      const full = await call(carrier, 'POST', `/loads/add-car/${load.id}`, { car_id: c3 });
      expect(full.status).toBe(422);
      expect(full.body).toEqual({ message: 'Something went wrong', errors: { car_id: ['tooManyCars'] } });
      expect((await call(carrier, 'POST', `/loads/add-car/${load.id}`, { car_id: c2 })).body.errors).toEqual({
        car_id: ['carAlreadyInLoad'],
      });

      const removed = await call(carrier, 'POST', `/loads/remove-car/${load.id}`, { car_id: c2 });
      expect(removed.body[0].cars.map((c) => c.id)).toEqual([c1]);
      expect((await call(carrier, 'POST', `/loads/remove-car/${load.id}`, { car_id: c1 })).body.errors).toEqual({
        car_id: ['lastCar'],
      });
      expect((await call(carrier, 'POST', `/loads/remove-car/${load.id}`, { car_id: c3 })).body.errors).toEqual({
        car_id: ['carNotInLoad'],
      });
    });

    it("refuses a car of another load or another order, and a cancelled load's changes", async () => {
      const job = await heldJob();
      const [c1, c2] = job.cars.map((c) => c.id);
      const load = await f.createLoad(job.id, { driverUserId: driver.id, vehicleId: haulTruck.id, carIds: [c1] });
      await f.createLoad(job.id, { driverUserId: driver.id, vehicleId: haulTruck.id, carIds: [c2] });
      expect((await call(carrier, 'POST', `/loads/add-car/${load.id}`, { car_id: c2 })).body.errors).toEqual({
        car_id: ['carInAnotherLoad'],
      });
      const other = await heldJob();
      expect((await call(carrier, 'POST', `/loads/add-car/${load.id}`, { car_id: other.cars[0].id })).body.errors).toEqual({
        car_id: ['carNotInOrder'],
      });
      const cancelled = await f.createLoad(job.id, { driverUserId: driver.id, status: TaskStatus.Cancelled, carIds: [c1] });
      expect((await call(carrier, 'POST', `/loads/add-car/${cancelled.id}`, { car_id: c2 })).body.errors).toEqual({
        car_id: ['loadCancelled'],
      });
    });
  });

  describe('access', () => {
    it("answers 404 on another company's job and load, as on none", async () => {
      const job = await heldJob();
      const load = await f.createLoad(job.id, { driverUserId: driver.id, status: TaskStatus.Accepted, carIds: [job.cars[0].id] });
      const body = { loads: [{ driver_id: otherDriver.id, vehicle_id: foreignTruck.id, car_ids: [job.cars[1].id], ...TRIP }] };
      expect((await call(otherCarrier, 'GET', `/loads/${job.id}`)).status).toBe(404);
      expect((await call(otherCarrier, 'POST', `/loads/${job.id}`, body)).status).toBe(404);
      expect((await call(otherCarrier, 'GET', `/loads/cancel/${load.id}`)).status).toBe(404);
      expect((await call(otherCarrier, 'POST', `/loads/add-car/${load.id}`, { car_id: job.cars[1].id })).status).toBe(404);
      expect((await call(otherCarrier, 'POST', `/loads/remove-car/${load.id}`, { car_id: job.cars[0].id })).status).toBe(404);
      expect((await call(carrier, 'GET', '/loads/999999')).status).toBe(404);
      expect((await call(carrier, 'GET', '/loads/cancel/999999')).status).toBe(404);
      expect((await call(carrier, 'GET', `/loads/${job.id}`)).body[0].status).toBe(TaskStatus.Accepted);
    });

    it('answers 404 to an open offer the company does not hold', async () => {
      const offer = await f.createOrder(customer, { status: OrderStatus.Active, shippingMethod: 3 });
      expect((await call(carrier, 'GET', `/loads/${offer.id}`)).status).toBe(404);
    });

    it('answers 403 to drivers, customers and carriers not approved', async () => {
      const job = await heldJob();
      for (const who of [
        await t.loginAs(Role.Driver, { businessDetailsId: carrier.user.businessDetailsId }),
        await t.loginAs(Role.Dealer),
        await t.loginAs(Role.TransportCompany, { active: false }),
      ]) {
        expect((await call(who, 'GET', `/loads/${job.id}`)).status).toBe(403);
        expect((await call(who, 'POST', '/transport-companies/view-available-drivers', { shipping_method: 3 })).status).toBe(403);
      }
      expect((await t.app.inject({ url: `/api/loads/${job.id}` })).statusCode).toBe(401);
    });
  });

  describe('available drivers and vehicles', () => {
    it("lists the company's approved drivers and the active vehicles fitting the method", async () => {
      const drivers = await call(dispatcher, 'POST', '/transport-companies/view-available-drivers', { shipping_method: 3 });
      expect(drivers.status).toBe(200);
      const names = (drivers.body as unknown as { data: { full_name: string }[] }).data.map((d) => d.full_name);
      expect(names).toEqual(expect.arrayContaining(['Ann Lee', 'Luc Roy']));
      expect(names.join()).not.toMatch(/Inactive|Deleted/);
      // an invitee who never chose a password cannot answer a load: he is not offered
      await t.createUser(Role.Driver, {
        businessDetailsId: carrier.user.businessDetailsId,
        firstName: 'Invitee',
        passwordHash: null,
        invitationPending: true,
      });
      const again = await call(carrier, 'POST', '/transport-companies/view-available-drivers', { shipping_method: 3 });
      expect(JSON.stringify(again.body)).not.toContain('Invitee');
      const plates = async (method: number) =>
        (
          (await call(carrier, 'POST', '/transport-companies/view-available-vehicles', { shipping_method: method }))
            .body as unknown as { data: { license_plate: string }[] }
        ).data.map((v) => v.license_plate);
      expect(await plates(3)).toEqual(['HAUL 2', 'HAUL 8']);
      expect(await plates(2)).toEqual(['FLAT 1']);
      expect(await plates(1)).toEqual(['FLAT 1', 'HAUL 2', 'HAUL 8']);
      const bad = await call(carrier, 'POST', '/transport-companies/view-available-vehicles', { shipping_method: 9 });
      expect(bad.status).toBe(422);
    });
  });
});
