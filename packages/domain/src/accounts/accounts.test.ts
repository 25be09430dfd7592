import { describe, expect, it } from 'vitest';
import {
  CarrierBusinessInputSchema,
  DealerBusinessInputSchema,
  FranchiseLocationInputSchema,
  InsuranceExpiryInputSchema,
  OrderFiltersInputSchema,
} from './business-details.schemas.js';
import { maskCvor, normalizeCvor, taxIdLabel } from './business-rules.js';
import { insuranceReminderDue } from './insurance-rules.js';
import { parseMoneyCents } from './money.js';
import { orderFilterValues, savedOrderFilters } from './order-filters.js';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const address = { address: '100 King St W', city: 'Toronto', lat: 43.65, lng: -79.38 };
const dealer = {
  ...address,
  province: 'ON',
  name: 'Autos Nord',
  email: 'Nord@Example.test',
  zip_code: 'm5x 1a9',
  phone: '(416) 555-0100',
  dealer_license: 'OMVIC-1234',
  tax_id: '123456789RT0001',
  type: 2,
};
const carrier = {
  ...address,
  province: 'ON',
  name: 'Rapid Haul',
  email: 'dispatch@rapid.test',
  cvor: '123456789',
  usdot: '1234567',
  iccmc: 'MC-765432',
  insurance_company_name: 'Intact',
  policy_number: 'ab12cd34',
  general_liability: '$2,000,000.00',
  cargo_insurance: '250,000',
  provinces: ['ON', 'QC', 'ON'],
  shipping_methods: [3, 2],
};

describe('business details, all roles (spec §5)', () => {
  it('requires a name, an email and an address with coordinates', () => {
    const result = DealerBusinessInputSchema.safeParse({ ...dealer, name: ' ', email: 'nope', lat: undefined });
    expect(errorsOf(result)).toMatchObject({ name: 'nameNotEmpty', email: 'invalidEmail', lat: 'addressNeedsCoordinates' });
  });
});

describe('dealer business details', () => {
  it('requires postal code, phone, dealer license and tax id; the phone comes out ###-###-####', () => {
    const parsed = DealerBusinessInputSchema.parse(dealer);
    expect(parsed).toMatchObject({ phone: '416-555-0100', zip_code: 'M5X 1A9', email: 'nord@example.test', type: 2 });
    const missing = DealerBusinessInputSchema.safeParse({ ...dealer, zip_code: '', phone: '', dealer_license: '', tax_id: '' });
    expect(errorsOf(missing)).toEqual({
      zip_code: 'postalCodeIsRequired',
      phone: 'isRequired',
      dealer_license: 'isRequired',
      tax_id: 'isRequired',
    });
  });

  it('takes business type Independent (1) or Franchise (2) only', () => {
    expect(errorsOf(DealerBusinessInputSchema.safeParse({ ...dealer, type: 3 }))).toEqual({ type: 'invalidChoice' });
  });

  it("labels the tax id with the province's tax type, and has no label (disabled field) without a province", () => {
    expect(taxIdLabel('ON')).toBe('HST');
    expect(taxIdLabel('QC')).toBe('GST+QST');
    expect(taxIdLabel('BC')).toBe('GST+PST');
    expect(taxIdLabel('AB')).toBe('GST');
    expect(taxIdLabel(null)).toBeNull();
    expect(taxIdLabel('NY')).toBeNull();
  });
});

describe('transport company business details', () => {
  it('formats the CVOR as ###-###-### and refuses other shapes', () => {
    expect(normalizeCvor('123 456 789')).toBe('123-456-789');
    expect(maskCvor('12345')).toBe('123-45');
    expect(CarrierBusinessInputSchema.parse(carrier).cvor).toBe('123-456-789');
    expect(errorsOf(CarrierBusinessInputSchema.safeParse({ ...carrier, cvor: '12-345' }))).toEqual({ cvor: 'invalidCvor' });
  });

  it('upper-cases the policy number and refuses anything but letters and digits', () => {
    expect(CarrierBusinessInputSchema.parse(carrier).policy_number).toBe('AB12CD34');
    expect(errorsOf(CarrierBusinessInputSchema.safeParse({ ...carrier, policy_number: 'AB 12/3' }))).toEqual({
      policy_number: 'invalidPolicyNumber',
    });
  });

  it('reads money with "$" and thousands separators, 2 decimals at most', () => {
    expect(parseMoneyCents('$2,000,000.50')).toBe(200_000_050);
    expect(parseMoneyCents('250000')).toBe(25_000_000);
    expect(parseMoneyCents(1500.5)).toBe(150_050);
    expect(parseMoneyCents('1,50')).toBeNull();
    expect(parseMoneyCents('12.345')).toBeNull();
    expect(parseMoneyCents('abc')).toBeNull();
    const parsed = CarrierBusinessInputSchema.parse(carrier);
    expect([parsed.general_liability, parsed.cargo_insurance]).toEqual([2_000_000, 250_000]);
    expect(
      errorsOf(CarrierBusinessInputSchema.safeParse({ ...carrier, general_liability: '$', cargo_insurance: '1.234' })),
    ).toEqual({
      general_liability: 'isRequired',
      cargo_insurance: 'invalidMoney',
    });
  });

  it('needs at least one service region and one delivery type', () => {
    const parsed = CarrierBusinessInputSchema.parse(carrier);
    expect(parsed.provinces).toEqual(['ON', 'QC']);
    expect(parsed.shipping_methods).toEqual([2, 3]);
    expect(errorsOf(CarrierBusinessInputSchema.safeParse({ ...carrier, provinces: [], shipping_methods: [] }))).toEqual({
      provinces: 'oneOptionRequired',
      shipping_methods: 'oneOptionRequired',
    });
    expect(errorsOf(CarrierBusinessInputSchema.safeParse({ ...carrier, shipping_methods: [4] }))).toEqual({
      'shipping_methods.0': 'invalidChoice',
    });
  });
});

describe('franchise location', () => {
  it('needs a name and an address with coordinates', () => {
    expect(errorsOf(FranchiseLocationInputSchema.safeParse({ name: '', address: 'x' }))).toEqual({
      name: 'isRequired',
      lat: 'addressNeedsCoordinates',
      lng: 'addressNeedsCoordinates',
    });
  });
});

describe('order filters', () => {
  it('takes enclosed and priority as 0 or 1, snowbirds as a list of "1" and "2"', () => {
    expect(OrderFiltersInputSchema.parse({ enclosed_filter: 1, priority_filter: '0', snowbirds_filter: ['2', '1'] })).toEqual({
      enclosed_filter: 1,
      priority_filter: 0,
      snowbirds_filter: ['1', '2'],
    });
    expect(
      errorsOf(OrderFiltersInputSchema.safeParse({ enclosed_filter: 2, priority_filter: 0, snowbirds_filter: ['3'] })),
    ).toEqual({
      enclosed_filter: 'invalidChoice',
      'snowbirds_filter.0': 'invalidChoice',
    });
  });

  it('round-trips between the toggles and the saved filters', () => {
    const values = { enclosed_filter: 1 as const, priority_filter: 0 as const, snowbirds_filter: ['1', '2'] };
    expect(savedOrderFilters(values)).toEqual([
      { category: 'enclosed', value: '1' },
      { category: 'snowbirds', value: '1' },
      { category: 'snowbirds', value: '2' },
    ]);
    expect(orderFilterValues(savedOrderFilters(values))).toEqual(values);
  });
});

describe('insurance', () => {
  it('accepts the expiry day as YYYY/MM/DD, YYYY.MM.DD or ISO', () => {
    expect(InsuranceExpiryInputSchema.parse({ expiry_date: '2027/01/15' })).toEqual({ expiry_date: '2027-01-15' });
    expect(errorsOf(InsuranceExpiryInputSchema.safeParse({ expiry_date: '2027/02/30' }))).toEqual({ expiry_date: 'invalidDate' });
  });

  it('reminds 30 days and 7 days before the expiry, not before, not after it expired', () => {
    expect(insuranceReminderDue(31)).toBeNull();
    expect(insuranceReminderDue(30)).toBe(30);
    expect(insuranceReminderDue(8)).toBe(30);
    expect(insuranceReminderDue(7)).toBe(7);
    expect(insuranceReminderDue(0)).toBe(7);
    expect(insuranceReminderDue(-1)).toBeNull();
  });
});
