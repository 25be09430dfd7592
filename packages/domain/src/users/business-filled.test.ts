import { describe, expect, it } from 'vitest';
import { isBusinessFilled, type BusinessCompleteness } from './business-filled.js';

const empty: BusinessCompleteness = {
  kind: 3,
  name: null,
  address: null,
  lat: null,
  lng: null,
  email: null,
  phone: null,
  zip_code: null,
  dealer_license: null,
  tax_id: null,
  cvor: null,
  usdot: null,
  iccmc: null,
  insurance_company_name: null,
  policy_number: null,
  general_liability_cents: null,
  cargo_insurance_cents: null,
  provinces: [],
  shipping_methods: [],
};
const common = { name: 'Roy Motors', address: '1 Main St', lat: 43.6, lng: -79.4, email: 'b@example.test' };
const dealer: BusinessCompleteness = {
  ...empty,
  ...common,
  kind: 3,
  zip_code: 'M5H 1A1',
  phone: '416-555-0100',
  dealer_license: 'L-1',
  tax_id: 'T-1',
};
const carrier: BusinessCompleteness = {
  ...empty,
  ...common,
  kind: 5,
  cvor: '123-456-789',
  usdot: '1234567',
  iccmc: 'MC-1',
  insurance_company_name: 'Intact',
  policy_number: 'P123',
  general_liability_cents: 200_000_000,
  cargo_insurance_cents: 50_000_000,
  provinces: ['ON'],
  shipping_methods: [2],
};

describe('business details are filled (spec: business details when not filled)', () => {
  it('a fresh business is not filled', () => {
    expect(isBusinessFilled(empty)).toBe(false);
    expect(isBusinessFilled({ ...empty, kind: 5, shipping_methods: [1] })).toBe(false);
  });
  it('dealer: name, address with coordinates, email, postal code, phone, dealer license and tax id', () => {
    expect(isBusinessFilled(dealer)).toBe(true);
    for (const key of ['name', 'address', 'email', 'zip_code', 'phone', 'dealer_license', 'tax_id'] as const)
      expect(isBusinessFilled({ ...dealer, [key]: ' ' }), key).toBe(false);
    expect(isBusinessFilled({ ...dealer, lat: null })).toBe(false);
  });
  it('transport company: CVOR, USDOT, ICC MC, insurance, a service region and a delivery type', () => {
    expect(isBusinessFilled(carrier)).toBe(true);
    expect(isBusinessFilled({ ...carrier, cvor: null })).toBe(false);
    expect(isBusinessFilled({ ...carrier, cargo_insurance_cents: null })).toBe(false);
    expect(isBusinessFilled({ ...carrier, provinces: [] })).toBe(false);
    expect(isBusinessFilled({ ...carrier, shipping_methods: [] })).toBe(false);
  });
});
