import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, Role, type CarrierOrderDetail, type OrderDetail } from '@routier/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

describe('GET /orders/:id names the carrier and its insurance (decision 055)', () => {
  let t: TestApp;
  let dealer: Session;
  let subdealer: Session;
  let otherDealer: Session;
  let privateUser: Session;
  let carrier: Session;
  let heldId: number;
  let subdealerHeldId: number;
  let unheldId: number;

  const get = (who: Session, id: number) => t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: who.headers });

  beforeAll(async () => {
    t = await buildTestApp();
    const { createOrder, createLoad } = createOrderFactory(t.deps);
    dealer = await t.loginAs(Role.Dealer);
    subdealer = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId, parentId: dealer.user.id });
    otherDealer = await t.loginAs(Role.Dealer);
    privateUser = await t.loginAs(Role.PrivateUser);
    const haul = await t.createBusiness(5, {
      name: 'Northern Haul Logistics',
      phone: '905-555-0133',
      email: 'dispatch@northernhaul.test',
      insuranceCompanyName: 'Intact Insurance',
      policyNumber: 'NH2026004521',
      generalLiabilityCents: 200_000_000,
      cargoInsuranceCents: 25_000_000,
    });
    carrier = await t.loginAs(Role.TransportCompany, { businessDetailsId: haul.id });
    const driver = await t.createUser(Role.Driver, { businessDetailsId: haul.id, firstName: 'Luc', lastName: 'Tremblay' });
    const held = await createOrder(dealer.user, {
      status: OrderStatus.InProgress,
      shippingMethod: 3,
      carrierBusinessId: haul.id,
      cars: [{}, {}],
    });
    await createLoad(held.id, { driverUserId: driver.id, status: 12, carIds: held.cars.map((c) => c.id) });
    heldId = held.id;
    subdealerHeldId = (
      await createOrder(subdealer.user, { status: OrderStatus.Active, shippingMethod: 3, carrierBusinessId: haul.id })
    ).id;
    unheldId = (await createOrder(dealer.user, { status: OrderStatus.Active, shippingMethod: 3 })).id;
  });
  afterAll(() => t.close());

  it("shows the order's customer the carrier's name, its driver's first name and its insurance in dollars", async () => {
    const res = await get(dealer, heldId);
    expect(res.statusCode).toBe(200);
    const order = res.json() as OrderDetail;
    expect(order.carrier).toEqual({ name: 'Northern Haul Logistics', driver_first_names: ['Luc'] });
    expect(order.insurance_info).toEqual({
      insurance_company_name: 'Intact Insurance',
      policy_number: 'NH2026004521',
      general_liability: 2_000_000,
      cargo_insurance: 250_000,
    });
    // the spec gives the customer no carrier phone or e-mail, nor the driver's last name
    expect(JSON.stringify(order)).not.toContain('905-555-0133');
    expect(JSON.stringify(order)).not.toContain('dispatch@northernhaul.test');
    expect(JSON.stringify(order)).not.toContain('Tremblay');
  });

  it("shows a dealer the carrier of his sub-dealer's order; the sub-dealer cannot open his dealer's order", async () => {
    for (const who of [subdealer, dealer]) {
      const order = (await get(who, subdealerHeldId)).json() as OrderDetail;
      // no load yet: the company, no driver
      expect(order.carrier).toEqual({ name: 'Northern Haul Logistics', driver_first_names: [] });
      expect(order.insurance_info?.policy_number).toBe('NH2026004521');
    }
    expect((await get(subdealer, heldId)).statusCode).toBe(404);
  });

  it('says nothing of a carrier before one holds the order', async () => {
    const order = (await get(dealer, unheldId)).json() as OrderDetail;
    expect(order.carrier).toBeNull();
    expect(order.insurance_info).toBeNull();
  });

  it("answers another customer 404, as before, whatever the order's carrier", async () => {
    for (const who of [otherDealer, privateUser]) {
      const res = await get(who, heldId);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Intact');
    }
  });

  it('gives the carrier its own job without a customer-side carrier or insurance section', async () => {
    const res = await get(carrier, heldId);
    expect(res.statusCode).toBe(200);
    const job = res.json() as CarrierOrderDetail & Record<string, unknown>;
    expect(job.is_own_job).toBe(true);
    expect(job).not.toHaveProperty('insurance_info');
    expect(job).not.toHaveProperty('carrier');
  });
});
