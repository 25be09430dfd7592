import { describe, expect, it } from 'vitest';
import { ADDRESS_MATCH_THRESHOLD, addressMatchScore, LocationLookupInputSchema } from './location-lookup.js';

const toronto = { city: 'Toronto', province: 'ON', zip_code: 'M5H 2N2' };

describe('address match score (spec §9, threshold 0.5)', () => {
  it('counts the parts both name that agree, accents and case aside', () => {
    expect(addressMatchScore('100 King St W, Toronto, ON M5H 2N2', toronto)).toBe(1);
    expect(addressMatchScore('toronto', toronto)).toBe(1);
    expect(addressMatchScore('Montreal, QC', { city: 'Montréal', province: 'QC', zip_code: null })).toBe(1);
    expect(addressMatchScore('1 Main St, Toronto, BC V6B 1A1', toronto)).toBeCloseTo(1 / 3);
    expect(addressMatchScore('Hamilton, ON', toronto)).toBe(ADDRESS_MATCH_THRESHOLD);
    expect(addressMatchScore('Ottawa', toronto)).toBe(0);
  });

  it('compares a postal code by its FSA', () => {
    expect(addressMatchScore('M5H 9Z9', { ...toronto, zip_code: 'M5H' })).toBe(1);
    expect(addressMatchScore('M5V 1A1', toronto)).toBe(0);
  });
});

describe('POST /locations input', () => {
  it('needs 3 characters and defaults to Canada and the US', () => {
    expect(LocationLookupInputSchema.parse({ address: ' Toronto ' })).toEqual({ address: 'Toronto', countries: ['CA', 'US'] });
    expect(LocationLookupInputSchema.safeParse({ address: 'To' }).success).toBe(false);
    expect(LocationLookupInputSchema.safeParse({ address: 'Toronto', countries: [] }).success).toBe(false);
  });
});
