import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role } from '@routier/domain';
import { buildTestApp, csrfHeaders, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory, MONTREAL, TORONTO } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const QUEBEC = { ...MONTREAL, address: '1 Rue des Carrières, Québec, QC G1R 4P5', city: 'Québec', zip_code: 'G1R 4P5' };
const OTTAWA = { ...TORONTO, address: '111 Wellington St, Ottawa, ON K1A 0A9', city: 'Ottawa', zip_code: 'K1A 0A9' };
const MONTREAL_NORD = { ...MONTREAL, city: 'Montréal-Nord' };

describe('active-jobs suggestions: VINs and places of the jobs the company holds', () => {
  let t: TestApp;
  let carrier: Session;
  let dispatcher: Session;
  let driver: Session;
  let otherCarrier: Session;
  let customer: Session;

  const post = (who: Session, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...who.headers, ...csrfHeaders }, payload });
  const vins = async (who: Session, vin: string) => {
    const res = await post(who, '/orders/vin', { vin, type: 1 });
    expect(res.statusCode).toBe(200);
    return (res.json() as string[]).sort();
  };
  const places = async (who: Session, location: string) => {
    const res = await post(who, '/orders/locations', { location, type: 0 });
    expect(res.statusCode).toBe(200);
    return (res.json() as string[]).sort();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder, createLoad } = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    otherCarrier = await t.loginAs(Role.TransportCompany);
    const crew = { businessDetailsId: carrier.user.businessDetailsId, parentId: carrier.user.id };
    dispatcher = await t.loginAs(Role.Dispatcher, crew);
    driver = await t.loginAs(Role.Driver, crew);
    customer = await t.loginAs(Role.Dealer);
    const held = (businessId: number | null) => ({ status: OrderStatus.Active, carrierBusinessId: businessId });
    const a1 = await createOrder(customer.user, {
      ...held(carrier.user.businessDetailsId),
      origin: MONTREAL,
      destination: TORONTO,
      cars: [{ vin: '5YJ3E1EA7PF000001' }, { vin: '5YJ3E1EA7PF000002' }],
    });
    await createOrder(customer.user, {
      ...held(carrier.user.businessDetailsId),
      origin: QUEBEC,
      destination: OTTAWA,
      cars: [{ vin: '5YJ3E1EA7PF000003' }],
    });
    // another company's job and an offer nobody holds, with VINs and places of the same beginnings
    await createOrder(customer.user, {
      ...held(otherCarrier.user.businessDetailsId),
      origin: MONTREAL_NORD,
      destination: OTTAWA,
      cars: [{ vin: '5YJ3E1EA7PF000004' }],
    });
    await createOrder(customer.user, { ...held(null), origin: MONTREAL_NORD, cars: [{ vin: '5YJ3E1EA7PF000005' }] });
    // the driver carries one car of the first job
    await createLoad(a1.id, { driverUserId: driver.user.id, status: 12, carIds: [a1.cars[0].id] });
  });
  afterAll(() => t.close());

  it("suggests the company's jobs' VINs to the company and its dispatcher, never another company's", async () => {
    const mine = ['5YJ3E1EA7PF000001', '5YJ3E1EA7PF000002', '5YJ3E1EA7PF000003'];
    expect(await vins(carrier, '5yj3')).toEqual(mine);
    expect(await vins(dispatcher, '5YJ3E1EA7PF')).toEqual(mine);
    expect(await vins(otherCarrier, '5yj3')).toEqual(['5YJ3E1EA7PF000004']);
    expect(await vins(carrier, 'WDB')).toEqual([]);
  });

  it('suggests a driver the VINs of the cars his loads carry only', async () => {
    expect(await vins(driver, '5yj3')).toEqual(['5YJ3E1EA7PF000001']);
  });

  it('still suggests a customer his own earlier VINs', async () => {
    expect(await vins(customer, '5yj3')).toHaveLength(5);
  });

  it("suggests the cities of the company's jobs, ignoring case and accents", async () => {
    expect(await places(carrier, 'montre')).toEqual(['Montréal']);
    expect(await places(dispatcher, 'QUEB')).toEqual(['Québec']);
    expect(await places(carrier, 'o')).toEqual(['Montréal', 'Ottawa', 'Toronto']);
    expect(await places(otherCarrier, 'montre')).toEqual(['Montréal-Nord']);
    expect(await places(driver, 'o')).toEqual(['Montréal', 'Toronto']);
  });

  it('answers bad input with 422 and other roles with 403', async () => {
    const long = await post(carrier, '/orders/locations', { location: 'x'.repeat(17) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['location']);
    expect((await post(carrier, '/orders/locations', {})).statusCode).toBe(422);
    expect((await post(carrier, '/orders/vin', { vin: '' })).statusCode).toBe(422);
    expect((await post(customer, '/orders/locations', { location: 'mon' })).statusCode).toBe(403);
  });
});
