import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type OrderDetail } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('GET /orders/:id (order detail)', () => {
  let t: TestApp;
  let dealer: Session;
  let subdealer: Session;
  let privateUser: Session;
  let dealerOrderId: number;
  let subdealerOrderId: number;

  const get = (who: Session, id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers });

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder } = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer);
    subdealer = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId, parentId: dealer.user.id });
    privateUser = await t.loginAs(Role.PrivateUser);
    const booked = await createOrder(dealer.user, {
      status: 3,
      shippingMethod: 3,
      dealerPriceCents: 100_000,
      dealerPriceTvaCents: 116_390,
      fuelFeeCents: 3_000,
      taxFeeCents: 13_390,
      taxType: 'HST',
      taxLines: [{ kind: 'HST', rate_pcm: 13_000, cents: 13_390 }],
      discountBp: 1_250,
      distanceKm: 541.6,
      cars: [{ vin: '2HGFC2F58MH210137', make: 'Honda', model: 'Civic', year: 2021, type: 1 }, { vin: '4T1B11HK0NU210000' }],
    });
    dealerOrderId = booked.id;
    subdealerOrderId = (await createOrder(subdealer.user, { status: 1, currentStep: 2 })).id;
  });
  afterAll(() => t.close());

  it('shows the owner his order with its cars, addresses and price lines in dollars', async () => {
    const res = await get(dealer, dealerOrderId);
    expect(res.statusCode).toBe(200);
    const order = res.json() as OrderDetail;
    expect(order).toMatchObject({
      id: dealerOrderId,
      status: 3,
      status_name: 'Active',
      shipping_method: 3,
      distance: 542,
      dealer_price: 1000,
      dealer_price_tva: 1163.9,
      fuel_fee: 30,
      tax_fee: 133.9,
      tax_type: 'HST',
      tax_percent: 13,
      tax_lines: [{ kind: 'HST', percent: 13, amount: 133.9 }],
      discount: 12.5,
      from: { city: 'Toronto', province: 'ON' },
      to: { city: 'Montréal', province: 'QC' },
      user: { id: dealer.user.id, deleted_at: null },
    });
    expect(order.cars.map((c) => [c.car_number, c.vin, c.make])).toEqual([
      [1, '2HGFC2F58MH210137', 'Honda'],
      [2, '4T1B11HK0NU210000', 'Toyota'],
    ]);
  });

  it("lets a dealer open his sub-dealer's order, but not the other way round", async () => {
    expect((await get(dealer, subdealerOrderId)).statusCode).toBe(200);
    expect((await get(subdealer, dealerOrderId)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's order, as for none", async () => {
    expect((await get(privateUser, dealerOrderId)).statusCode).toBe(404);
    expect((await get(dealer, 999_999)).statusCode).toBe(404);
    expect((await get(dealer, 'abc')).statusCode).toBe(422);
  });
});
