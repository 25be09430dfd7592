import { describe, expect, it } from 'vitest';
import {
  availableDates,
  businessDaysUntil,
  insuranceStatus,
  offerNarrowing,
  offerScope,
  OffersQuerySchema,
  passesSavedFilters,
  type OfferCompany,
} from './index.js';

const company: OfferCompany = { provinces: ['ON', 'QC'], shipping_methods: [2, 3], order_filters: [] };
const order = { is_enclosed: false, is_express: false, us_external_type: null };

describe('saved order filters and picks', () => {
  it('narrows the board by the saved order filters: enclosed, priority (express), snowbirds/export', () => {
    const enclosed = [{ category: 'enclosed' as const, value: '1' }];
    expect(passesSavedFilters(order, enclosed)).toBe(false);
    expect(passesSavedFilters({ ...order, is_enclosed: true }, enclosed)).toBe(true);
    const priority = [{ category: 'priority' as const, value: '1' }];
    expect(passesSavedFilters({ ...order, is_express: true }, priority)).toBe(true);
    expect(passesSavedFilters(order, priority)).toBe(false);
    const export_ = [{ category: 'snowbirds' as const, value: '2' }];
    expect(passesSavedFilters({ ...order, us_external_type: 2 }, export_)).toBe(true);
    expect(passesSavedFilters({ ...order, us_external_type: 1 }, export_)).toBe(false);
    expect(passesSavedFilters(order, [])).toBe(true);
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
