import { describe, expect, it } from 'vitest';
import {
  ActiveJobsFilter,
  ActiveJobsFilterSchema,
  ActiveJobsQuerySchema,
  activeJobsStatuses,
  carrierPriceCents,
} from './active-jobs.js';

describe('active-jobs filters', () => {
  it('maps each filter to its statuses', () => {
    expect(activeJobsStatuses(ActiveJobsFilter.All)).toBeNull();
    expect(activeJobsStatuses(ActiveJobsFilter.Active)).toEqual([3, 4, 8, 10]);
    expect(activeJobsStatuses(ActiveJobsFilter.Completed)).toEqual([5, 6]);
  });

  it('accepts filters 0 to 2 only', () => {
    expect(ActiveJobsFilterSchema.parse('0')).toBe(0);
    for (const bad of ['-1', '3', 'all']) expect(ActiveJobsFilterSchema.safeParse(bad).success).toBe(false);
  });

  it('sorts by accepted date, newest first, by default', () => {
    expect(ActiveJobsQuerySchema.parse({})).toEqual({ order_by: 'accepted_by_tc_at', order_direction: 'desc', page: 1 });
    expect(ActiveJobsQuerySchema.safeParse({ order_by: 'dealer_price' }).success).toBe(false);
  });
});

describe('carrierPriceCents', () => {
  const base = { initial_tc_price_cents: 85_000, fuel_fee_cents: 2_500, performance_bonus_cents: 4_250, delivered_on_time: null };

  it('is the carrier price plus the fuel fee', () => {
    expect(carrierPriceCents(base)).toBe(87_500);
    expect(carrierPriceCents({ ...base, delivered_on_time: false })).toBe(87_500);
  });

  it('adds the performance bonus when delivered on time', () => {
    expect(carrierPriceCents({ ...base, delivered_on_time: true })).toBe(91_750);
  });

  it('is null while the job has no carrier price', () => {
    expect(carrierPriceCents({ ...base, initial_tc_price_cents: null })).toBeNull();
  });
});
