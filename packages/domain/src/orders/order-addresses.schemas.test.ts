import { describe, expect, it } from 'vitest';
import { addressPairIssues, allowedCountries } from './address-rules.js';
import { OrderAddressesInputSchema } from './order-addresses.schemas.js';

const toronto = {
  address: '1200 Bay St',
  company: null,
  city: 'Toronto',
  sublocality: null,
  province: 'ON',
  country: 'CA' as const,
  lat: 43.6707,
  lng: -79.3901,
  zip_code: 'M5R 2A5',
  place_id: 'ca-m5r',
};
const montreal = {
  ...toronto,
  address: '1000 Rue Sherbrooke O',
  city: 'Montréal',
  province: 'QC',
  lat: 45.5,
  lng: -73.57,
  zip_code: 'H3A 3G4',
};
const buffalo = {
  ...toronto,
  address: '1 Main St',
  city: 'Buffalo',
  province: 'NY',
  country: 'US' as const,
  lat: 42.88,
  lng: -78.87,
  zip_code: '14202',
};

const body = (over: Record<string, unknown> = {}) => ({
  from: toronto,
  to: montreal,
  origin_type_id: 1,
  destination_type_id: 2,
  cars_amount: 1,
  ...over,
});
const errors = (over: Record<string, unknown>) => {
  const r = OrderAddressesInputSchema.safeParse(body(over));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('address step rules', () => {
  it('accepts two Canadian addresses with postal codes and types, accents included', () => {
    expect(OrderAddressesInputSchema.safeParse(body()).success).toBe(true);
  });
  it('requires both address types', () => {
    expect(errors({ origin_type_id: undefined, destination_type_id: null })).toMatchObject({
      origin_type_id: 'isRequired',
      destination_type_id: 'isRequired',
    });
    expect(errors({ origin_type_id: 9 })).toMatchObject({ origin_type_id: 'invalidChoice' });
  });
  it('requires a postal code at each end', () => {
    expect(errors({ to: { ...montreal, zip_code: null } })).toEqual({ to: 'selectAddressWithPostalCode' });
  });
  it('accepts English characters only (no Cyrillic)', () => {
    expect(errors({ from: { ...toronto, address: 'ул. Тверская 1' } })).toEqual({ from: 'englishChars' });
    expect(errors({ to: { ...montreal, company: 'Гараж' } })).toEqual({ to: 'englishChars' });
  });
  it('refuses a destination equal to the pickup', () => {
    expect(errors({ to: toronto })).toEqual({ to: 'sameDestination' });
  });
  it('keeps both ends in Canada without a US shipping type', () => {
    expect(errors({ to: buffalo })).toEqual({ to: 'sameCountryAddress' });
  });
  it('needs one Canadian and one US end with a US shipping type', () => {
    expect(errors({ us_external_type: 1, to: buffalo })).toEqual({});
    expect(errors({ us_external_type: 2 })).toEqual({ to: 'canadaUsAddress' });
    expect(errors({ us_external_type: 3 })).toHaveProperty('us_external_type');
  });
  it('locks the destination to the other country once the pickup is chosen', () => {
    expect(allowedCountries('to', null, 'CA')).toEqual(['CA']);
    expect(allowedCountries('to', 1, 'CA')).toEqual(['US']);
    expect(allowedCountries('to', 2, 'US')).toEqual(['CA']);
    expect(allowedCountries('from', 1, null)).toEqual(['CA', 'US']);
  });
  it('says which end is missing', () => {
    expect(addressPairIssues(null, montreal, null)).toEqual([{ path: 'from', message: 'isRequired' }]);
  });
});
