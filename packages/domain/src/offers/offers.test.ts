import { describe, expect, it } from 'vitest';
import {
  availableDates,
  businessDaysUntil,
  insuranceStatus,
  isOfferOpenTo,
  offerNarrowing,
  offerScope,
  OffersQuerySchema,
  postalPrefix,
  type OfferCandidate,
  type OfferCompany,
} from './index.js';

const company: OfferCompany = { provinces: ['ON', 'QC'], shipping_methods: [2, 3], order_filters: [] };
const offer: OfferCandidate = {
  status: 3,
  carrier_business_id: null,
  deleted: false,
  province: 'ON',
  shipping_method: 3,
  is_enclosed: false,
  is_express: false,
  us_external_type: null,
};

describe('offer visibility', () => {
  it('opens a booked order (active or delayed) nobody holds, in the company regions and delivery types', () => {
    expect(isOfferOpenTo(offer, company)).toBe(true);
    expect(isOfferOpenTo({ ...offer, status: 8 }, company)).toBe(true);
  });

  it('hides other statuses, held, deleted orders and those outside the regions or methods', () => {
    for (const status of [1, 2, 4, 5, 6, 7, 9, 10, 11]) expect(isOfferOpenTo({ ...offer, status }, company)).toBe(false);
    expect(isOfferOpenTo({ ...offer, carrier_business_id: 4 }, company)).toBe(false);
    expect(isOfferOpenTo({ ...offer, deleted: true }, company)).toBe(false);
    expect(isOfferOpenTo({ ...offer, province: 'BC' }, company)).toBe(false);
    expect(isOfferOpenTo({ ...offer, shipping_method: 1 }, company)).toBe(false);
    expect(isOfferOpenTo(offer, { ...company, provinces: [] })).toBe(false);
  });

  it('narrows by the saved order filters: enclosed, priority (express), snowbirds/export', () => {
    const enclosed = { ...company, order_filters: [{ category: 'enclosed' as const, value: '1' }] };
    expect(isOfferOpenTo(offer, enclosed)).toBe(false);
    expect(isOfferOpenTo({ ...offer, is_enclosed: true }, enclosed)).toBe(true);
    const priority = { ...company, order_filters: [{ category: 'priority' as const, value: '1' }] };
    expect(isOfferOpenTo({ ...offer, is_express: true }, priority)).toBe(true);
    expect(isOfferOpenTo(offer, priority)).toBe(false);
    const export_ = { ...company, order_filters: [{ category: 'snowbirds' as const, value: '2' }] };
    expect(isOfferOpenTo({ ...offer, us_external_type: 2 }, export_)).toBe(true);
    expect(isOfferOpenTo({ ...offer, us_external_type: 1 }, export_)).toBe(false);
    expect(offerNarrowing([{ category: 'enclosed', value: '0' }])).toEqual({
      enclosedOnly: false,
      priorityOnly: false,
      usTypes: null,
    });
  });

  it("never widens the company's regions or methods with the carrier's picks", () => {
    expect(offerScope(company, { provinces: ['QC', 'BC'], methods: [1, 3] })).toEqual({ provinces: ['QC'], methods: [3] });
    expect(offerScope(company, {})).toEqual({ provinces: ['ON', 'QC'], methods: [2, 3] });
  });
});

describe('offers board query', () => {
  it('defaults to the due date, soonest first', () => {
    expect(OffersQuerySchema.parse({})).toEqual({ order_by: 'due_date', order_direction: 'asc', page: 1 });
  });

  it('reads the comma lists of methods and provinces', () => {
    expect(OffersQuerySchema.parse({ shipping_method: '1,3', province: 'on, qc' })).toMatchObject({
      shipping_method: [1, 3],
      province: ['ON', 'QC'],
    });
  });

  it('refuses unknown methods, provinces, sorts and cars below 1', () => {
    for (const bad of [{ shipping_method: '4' }, { province: 'XX' }, { order_by: 'dealer_price' }, { cars_amount: '0' }]) {
      expect(OffersQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('shows the first three characters of a postal code', () => {
    expect(postalPrefix('m5r 2a5')).toBe('M5R');
    expect(postalPrefix('10001')).toBe('100');
    expect(postalPrefix(null)).toBeNull();
  });
});

describe('insurance', () => {
  it('counts the days left, valid through the expiry day, expired the day after', () => {
    expect(insuranceStatus('2026-12-01', '2026-11-21')).toEqual({ state: 'valid', days_left: 10 });
    expect(insuranceStatus('2026-11-21', '2026-11-21')).toEqual({ state: 'valid', days_left: 0 });
    expect(insuranceStatus('2026-11-20', '2026-11-21')).toEqual({ state: 'expired' });
    expect(insuranceStatus(null, '2026-11-21')).toEqual({ state: 'missing' });
  });
});

describe('available dates', () => {
  it('lists the business days from the start (or today) through the due date', () => {
    // 2026-11-21 is a Saturday
    expect(availableDates('2026-11-20', '2026-11-27', '2026-11-21')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(availableDates('2026-11-25', '2026-11-26', '2026-11-21')).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('offers none past due, and 30 business days without a due date', () => {
    expect(availableDates(null, '2026-11-01', '2026-11-21')).toEqual([]);
    expect(availableDates(null, null, '2026-11-21')).toHaveLength(30);
  });

  it('counts business days to the due date', () => {
    expect(businessDaysUntil('2026-11-27', '2026-11-21')).toBe(5);
    expect(businessDaysUntil('2026-11-20', '2026-11-21')).toBe(0);
    expect(businessDaysUntil(null, '2026-11-21')).toBeNull();
  });
});
