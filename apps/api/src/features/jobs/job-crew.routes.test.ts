import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, TaskStatus, type JobLoad, type OrderLogList } from '@routier/domain';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

// Decision 060: the company accepts a load in the place of a driver without a phone.
describe('the company accepts a load for its driver', () => {
  let t: TestApp;
  let carrier: Session;
  let dispatcher: Session;
  let otherCarrier: Session;
  let driver: Session;
  let factory: ReturnType<typeof createOrderFactory>;

  const call = (who: Session, method: 'GET' | 'PUT', url: string) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...who.headers, ...csrfHeaders } });

  const newLoad = async () => {
    const order = await factory.createOrder(driver.user, {
      status: OrderStatus.Active,
      carrierBusinessId: carrier.user.businessDetailsId,
      cars: [{ vin: '2T3P1RFVXPW210548' }],
    });
    const load = await factory.createLoad(order.id, {
      driverUserId: driver.user.id,
      status: TaskStatus.Assigned,
      carIds: [order.cars[0].id],
    });
    return { orderId: order.id, loadId: load.id };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    factory = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    otherCarrier = await t.loginAs(Role.TransportCompany);
    const crew = { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id };
    dispatcher = await t.loginAs(Role.Dispatcher, crew);
    driver = await t.loginAs(Role.Driver, crew);
  });
  afterAll(() => t.close());

  it('accepts the load, answers the job loads and records in the order log that the company did', async () => {
    const { orderId, loadId } = await newLoad();
    const res = await call(dispatcher, 'PUT', `/loads/accept-for-driver/${loadId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<JobLoad[]>().find((l) => l.id === loadId)).toMatchObject({ status: TaskStatus.Accepted });
    const log = (await call(carrier, 'GET', `/order-logs/${orderId}`)).json<OrderLogList>();
    const entry = log.data.find((e) => e.event?.type === 'load_accepted_for_driver');
    expect(entry).toMatchObject({ event: { params: { load_id: String(loadId) } } });
    expect(entry?.sender_role_name).not.toBe('driver');
    // the load runs: its steps start
    const steps = await call(carrier, 'GET', `/loads/status/${loadId}`);
    expect(steps.json()).toMatchObject({ status: TaskStatus.Accepted, progress: 0 });
  });

  it('refuses a load already answered (409), another company (404) and a driver (403)', async () => {
    const { loadId } = await newLoad();
    expect((await call(otherCarrier, 'PUT', `/loads/accept-for-driver/${loadId}`)).statusCode).toBe(404);
    expect((await call(driver, 'PUT', `/loads/accept-for-driver/${loadId}`)).statusCode).toBe(403);
    expect((await call(driver, 'PUT', `/loads/reject/${loadId}`)).statusCode).toBe(200);
    const late = await call(carrier, 'PUT', `/loads/accept-for-driver/${loadId}`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'load.already_answered' });
    expect((await call(carrier, 'PUT', '/loads/accept-for-driver/999999')).statusCode).toBe(404);
  });

  it('lets one answer win when the driver and the company answer at once', async () => {
    const { loadId } = await newLoad();
    const [company, own] = await Promise.all([
      call(carrier, 'PUT', `/loads/accept-for-driver/${loadId}`),
      call(driver, 'PUT', `/loads/reject/${loadId}`),
    ]);
    expect([company.statusCode, own.statusCode].sort()).toEqual([200, 409]);
    const steps = (await call(carrier, 'GET', `/loads/status/${loadId}`)).json<{ status: number }>();
    expect(steps.status).toBe(company.statusCode === 200 ? TaskStatus.Accepted : TaskStatus.Rejected);
  });
});
