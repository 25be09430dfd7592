import { describe, expect, it } from 'vitest';
import { ActiveJobsFilter, ActiveJobsFilterSchema, ActiveJobsQuerySchema, activeJobsStatuses } from './active-jobs.js';

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
