import { describe, expect, it } from 'vitest';
import { GeoSearchQuerySchema, PlaceSchema } from './place.js';

describe('GeoSearchQuerySchema', () => {
  it('needs at least 3 characters and defaults to Canada and the US, 8 results', () => {
    expect(GeoSearchQuerySchema.safeParse({ q: ' to ' }).success).toBe(false);
    expect(GeoSearchQuerySchema.parse({ q: 'Tor' })).toEqual({ q: 'Tor', countries: ['CA', 'US'], limit: 8 });
  });

  it('reads the countries list and rejects unknown countries', () => {
    expect(GeoSearchQuerySchema.parse({ q: 'Tor', countries: 'ca', limit: '3' })).toEqual({
      q: 'Tor',
      countries: ['CA'],
      limit: 3,
    });
    expect(GeoSearchQuerySchema.safeParse({ q: 'Tor', countries: 'CA,FR' }).error?.issues[0]).toMatchObject({
      path: ['countries'],
      message: 'invalidChoice',
    });
  });
});

describe('PlaceSchema', () => {
  it('accepts a place and rejects one without coordinates', () => {
    const place = {
      place_id: 'city:6167865',
      label: 'Toronto, ON',
      address: 'Toronto, ON',
      city: 'Toronto',
      sublocality: null,
      province: 'ON',
      country: 'CA',
      zip_code: null,
      lat: 43.7,
      lng: -79.42,
    };
    expect(PlaceSchema.parse(place)).toEqual(place);
    expect(PlaceSchema.safeParse({ ...place, lat: undefined }).success).toBe(false);
  });
});
