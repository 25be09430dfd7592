import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type CarrierOrderDetail } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory, TORONTO } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('GET /orders/:id for carriers (offer detail and own job)', () => {
  let t: TestApp;
  let carrier: Session;
  let dispatcher: Session;
  let westCarrier: Session;
  let offerId: number;
  let jobId: number;
  let draftId: number;

  const get = async (who: Session, id: number) => {
    const res = await t.app.inject({ url: `/api/orders/${id}`, headers: who.headers });
    return { status: res.statusCode, body: res.json() as CarrierOrderDetail };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder } = createOrderFactory(t.deps);
    carrier = await t.loginAs(Role.TransportCompany);
    dispatcher = await t.loginAs(Role.Dispatcher, { businessDetailsId: carrier.user.businessDetailsId });
    const west = await t.createBusiness(5, { provinces: ['BC', 'AB'] });
    westCarrier = await t.loginAs(Role.TransportCompany, { businessDetailsId: west.id });
    const customer = await t.createUser(Role.Dealer);
    const car = { vin: 'JM3KFBCM0P0210000' };
    offerId = (await createOrder(customer, { status: 3, shippingMethod: 2, initialTcPriceCents: 80_000, cars: [car] })).id;
    jobId = (
      await createOrder(customer, {
        status: 4,
        shippingMethod: 2,
        carrierBusinessId: carrier.user.businessDetailsId,
        acceptedByTcAt: t.deps.clock(),
        initialTcPriceCents: 80_000,
        fuelFeeCents: 2_500,
        cars: [car],
      })
    ).id;
    draftId = (await createOrder(customer, { status: 1, shippingMethod: 2 })).id;
  });
  afterAll(() => t.close());

  it('shows an offer open to the company with city, province and postal prefix only', async () => {
    const { status, body } = await get(carrier, offerId);
    expect(status).toBe(200);
    expect(body.is_own_job).toBe(false);
    expect(body.from).toMatchObject({ address: null, company: null, city: TORONTO.city, province: 'ON', zip_code: 'M5R' });
    expect(JSON.stringify(body)).not.toContain(TORONTO.address);
    expect(body.contact_details).toEqual([]);
    expect(body.initial_tc_price).toBe(800);
    expect(body.cars).toHaveLength(1);
  });

  it('shows the company its own job in full, to its dispatcher too', async () => {
    for (const who of [carrier, dispatcher]) {
      const { status, body } = await get(who, jobId);
      expect(status).toBe(200);
      expect(body.is_own_job).toBe(true);
      expect(body.from?.address).toBe(TORONTO.address);
      expect(body.tc_price_with_fuel_fee).toBe(825);
    }
  });

  it('refuses offers outside the company regions, other companies jobs and orders that are not offers', async () => {
    expect((await get(westCarrier, offerId)).status).toBe(404);
    expect((await get(westCarrier, jobId)).status).toBe(404);
    expect((await get(carrier, draftId)).status).toBe(404);
    expect((await get(carrier, 999_999)).status).toBe(404);
  });

  it('refuses an account that is not approved yet', async () => {
    const pending = await t.loginAs(Role.TransportCompany, { active: false });
    expect((await get(pending, offerId)).status).toBe(403);
  });
});
