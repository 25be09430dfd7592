import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, type AccountBusinessDetails, type OfferRow, type Paged } from '@routier/domain';
import { businessDetails } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { createOrderFactory } from '../../test/order-factory.js';

type Session = Awaited<ReturnType<TestApp['loginAs']>>;

const address = { address: '100 King St W', city: 'Toronto', province: 'ON', lat: 43.65, lng: -79.38 };
const dealerForm = {
  ...address,
  name: 'Autos Nord',
  email: 'nord@example.test',
  zip_code: 'M5X 1A9',
  phone: '416-555-0100',
  dealer_license: 'OMVIC-1234',
  tax_id: '123456789RT0001',
  type: 2,
};
const carrierForm = {
  ...address,
  name: 'Rapid Haul',
  email: 'dispatch@rapid.test',
  cvor: '123456789',
  usdot: '1234567',
  iccmc: 'MC-765432',
  insurance_company_name: 'Intact',
  policy_number: 'ab12cd34',
  general_liability: '$2,000,000.00',
  cargo_insurance: '250,000.50',
  provinces: ['ON', 'QC'],
  shipping_methods: [2, 3],
};

describe('business details (GET/PUT /business-details/{id})', () => {
  let t: TestApp;
  let dealer: Session;
  let subDealer: Session;
  let carrier: Session;
  let dispatcher: Session;

  const call = (who: Session, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const businessRow = async (id: number) => (await t.db.select().from(businessDetails).where(eq(businessDetails.id, id)))[0];

  beforeAll(async () => {
    t = await buildTestApp();
    dealer = await t.loginAs(Role.Dealer);
    subDealer = await t.loginAs(Role.SubDealer, { businessDetailsId: dealer.user.businessDetailsId, parentId: dealer.user.id });
    carrier = await t.loginAs(Role.TransportCompany);
    dispatcher = await t.loginAs(Role.Dispatcher, {
      businessDetailsId: carrier.user.businessDetailsId,
      parentId: carrier.user.id,
    });
  });
  afterAll(() => t.close());

  it("saves a dealer's details and answers them with the tax type of the province", async () => {
    const id = dealer.user.businessDetailsId!;
    const res = await call(dealer, 'PUT', `/business-details/${id}`, dealerForm);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Autos Nord',
      type: 2,
      phone: '416-555-0100',
      province: { abbreviation: 'ON', tax_type: 'HST' },
      is_filled: true,
      franchise_locations: [],
    });
    // the checkout reads it as the dealer and as his sub-dealer
    expect((await call(subDealer, 'GET', `/business-details/${id}`)).json()).toMatchObject({
      name: 'Autos Nord',
      is_filled: true,
    });
  });

  it("saves a transport company's details: CVOR dashed, policy upper-cased, money in cents", async () => {
    const id = carrier.user.businessDetailsId!;
    const res = await call(carrier, 'PUT', `/business-details/${id}`, carrierForm);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cvor: '123-456-789',
      policy_number: 'AB12CD34',
      general_liability: 2_000_000,
      cargo_insurance: 250_000.5,
      provinces: ['ON', 'QC'],
      shipping_methods: [2, 3],
      is_filled: true,
    });
    const row = await businessRow(id);
    expect([row.generalLiabilityCents, row.cargoInsuranceCents]).toEqual([200_000_000, 25_000_050]);
    expect((await call(dispatcher, 'GET', `/business-details/${id}`)).json()).toMatchObject({ name: 'Rapid Haul' });
  });

  it('answers 422 with field errors and changes nothing on bad input', async () => {
    const id = carrier.user.businessDetailsId!;
    const before = await businessRow(id);
    const res = await call(carrier, 'PUT', `/business-details/${id}`, {
      ...carrierForm,
      name: 'Changed',
      cvor: '12-34',
      provinces: [],
      general_liability: '2.345',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      cvor: ['invalidCvor'],
      provinces: ['oneOptionRequired'],
      general_liability: ['invalidMoney'],
    });
    expect(await businessRow(id)).toEqual(before);
    const dealerBad = await call(dealer, 'PUT', `/business-details/${dealer.user.businessDetailsId}`, {
      ...dealerForm,
      tax_id: '',
    });
    expect(dealerBad.json().errors).toEqual({ tax_id: ['isRequired'] });
  });

  it("refuses another company's details and lets only the owner write", async () => {
    const other = await t.loginAs(Role.Dealer);
    const id = dealer.user.businessDetailsId!;
    expect((await call(other, 'GET', `/business-details/${id}`)).statusCode).toBe(403);
    expect((await call(other, 'PUT', `/business-details/${id}`, dealerForm)).statusCode).toBe(403);
    expect((await call(subDealer, 'PUT', `/business-details/${id}`, dealerForm)).statusCode).toBe(403);
    const carrierId = carrier.user.businessDetailsId!;
    expect((await call(dispatcher, 'PUT', `/business-details/${carrierId}`, carrierForm)).statusCode).toBe(403);
    expect((await call(dealer, 'GET', `/business-details/${carrierId}`)).statusCode).toBe(403);
  });

  it('saves the order filters, which narrow the offers board by default', async () => {
    const id = carrier.user.businessDetailsId!;
    const { createOrder } = createOrderFactory(t.deps);
    const customer = await t.createUser(Role.Dealer);
    const open = { status: 3, initialTcPriceCents: 80_000, shippingMethod: 3 };
    await createOrder(customer, { orderNumber: 'RT-700001', ...open });
    await createOrder(customer, { orderNumber: 'RT-700002', ...open, isEnclosed: true });
    const board = async () =>
      ((await call(carrier, 'GET', '/orders/available')).json() as Paged<OfferRow>).data.map((o) => o.order_number).sort();
    expect(await board()).toEqual(['RT-700001', 'RT-700002']);

    const saved = await call(carrier, 'POST', `/business-details/update-filters/${id}`, {
      enclosed_filter: 1,
      priority_filter: 0,
      snowbirds_filter: [],
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as AccountBusinessDetails).order_filters).toEqual([{ category: 'enclosed', value: '1' }]);
    expect(await board()).toEqual(['RT-700002']);

    const bad = await call(carrier, 'POST', `/business-details/update-filters/${id}`, {
      enclosed_filter: 0,
      priority_filter: 5,
      snowbirds_filter: ['3'],
    });
    expect(bad.statusCode).toBe(422);
    expect((await businessRow(id)).orderFilters).toEqual([{ category: 'enclosed', value: '1' }]);
    const other = await t.loginAs(Role.TransportCompany);
    expect(
      (
        await call(other, 'POST', `/business-details/update-filters/${id}`, {
          enclosed_filter: 0,
          priority_filter: 0,
          snowbirds_filter: [],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('franchise locations', () => {
  let t: TestApp;
  let franchise: Session;
  const location = {
    name: 'Maple Motors West',
    address: '900 Dundas St',
    city: 'London',
    province: 'ON',
    lat: 42.98,
    lng: -81.25,
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const business = await t.createBusiness(3, { type: 2 });
    franchise = await t.loginAs(Role.Dealer, { businessDetailsId: business.id });
  });
  afterAll(() => t.close());

  const call = (who: Session, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

  it('lets a Franchise dealer add, edit and remove his locations, shown in his business details', async () => {
    const created = await call(franchise, 'POST', '/franchise-location', location);
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect(created.json()).toMatchObject({ name: 'Maple Motors West', address: '900 Dundas St, London, ON', lat: 42.98 });
    const edited = await call(franchise, 'PUT', `/franchise-location/${id}`, { ...location, name: 'Maple West' });
    expect(edited.json()).toMatchObject({ id, name: 'Maple West' });
    const details = await call(franchise, 'GET', `/business-details/${franchise.user.businessDetailsId}`);
    expect(details.json().franchise_locations).toMatchObject([{ id, name: 'Maple West', street: '900 Dundas St' }]);
    expect((await call(franchise, 'DELETE', `/franchise-location/${id}`)).statusCode).toBe(200);
    const after = await call(franchise, 'GET', `/business-details/${franchise.user.businessDetailsId}`);
    expect(after.json().franchise_locations).toEqual([]);
  });

  it('needs a name and an address with coordinates, and writes nothing otherwise', async () => {
    const res = await call(franchise, 'POST', '/franchise-location', { name: '', address: 'Somewhere' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['lat', 'lng', 'name']);
    const details = await call(franchise, 'GET', `/business-details/${franchise.user.businessDetailsId}`);
    expect(details.json().franchise_locations).toEqual([]);
  });

  it("refuses independent dealers, and another dealer's locations are not found", async () => {
    const independent = await t.loginAs(Role.Dealer);
    expect((await call(independent, 'POST', '/franchise-location', location)).statusCode).toBe(403);
    const id = (await call(franchise, 'POST', '/franchise-location', location)).json().id as number;
    const otherFranchise = await t.loginAs(Role.Dealer, { businessDetailsId: (await t.createBusiness(3, { type: 2 })).id });
    expect((await call(otherFranchise, 'PUT', `/franchise-location/${id}`, location)).statusCode).toBe(404);
    expect((await call(otherFranchise, 'DELETE', `/franchise-location/${id}`)).statusCode).toBe(404);
    const details = await call(franchise, 'GET', `/business-details/${franchise.user.businessDetailsId}`);
    expect(details.json().franchise_locations).toHaveLength(1);
  });
});
