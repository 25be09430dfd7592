import { describe, expect, it } from 'vitest';
import { blurCoordinate, isOfferOpenTo, postalPrefix } from './offer-visibility.js';

const offer = { status: 3, carrier_business_id: null, deleted: false, shipping_method: 2, pickup_province: 'ON' };
const carrier = { provinces: ['ON', 'QC'], shipping_methods: [2, 3] };

describe('offer visibility', () => {
  it('opens a booked order nobody holds to carriers serving its pickup province and method', () => {
    expect(isOfferOpenTo(offer, carrier)).toBe(true);
    expect(isOfferOpenTo({ ...offer, status: 8 }, carrier)).toBe(true);
  });

  it('is closed in any other status, once held, when deleted, or outside the carrier regions and types', () => {
    for (const status of [1, 2, 4, 5, 6, 7, 9, 10, 11]) expect(isOfferOpenTo({ ...offer, status }, carrier)).toBe(false);
    expect(isOfferOpenTo({ ...offer, carrier_business_id: 7 }, carrier)).toBe(false);
    expect(isOfferOpenTo({ ...offer, deleted: true }, carrier)).toBe(false);
    expect(isOfferOpenTo({ ...offer, pickup_province: 'BC' }, carrier)).toBe(false);
    expect(isOfferOpenTo({ ...offer, shipping_method: 1 }, carrier)).toBe(false);
  });

  it('treats enclosed as haul away', () => {
    expect(isOfferOpenTo({ ...offer, shipping_method: 4 }, carrier)).toBe(true);
    expect(isOfferOpenTo({ ...offer, shipping_method: 4 }, { ...carrier, shipping_methods: [2] })).toBe(false);
  });

  it('hides the exact place', () => {
    expect(postalPrefix('m5v 2t6')).toBe('M5V');
    expect(blurCoordinate(43.6532)).toBe(43.7);
    expect(blurCoordinate(-79.3832)).toBe(-79.4);
  });
});
