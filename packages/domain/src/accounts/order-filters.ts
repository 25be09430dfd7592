import type { SavedOrderFilter } from '../offers/offer-visibility.js';

export type OrderFilterValues = { enclosed_filter: 0 | 1; priority_filter: 0 | 1; snowbirds_filter: string[] };

/** The saved filters (spec §3: category and value) as the notification-settings toggles. */
export const orderFilterValues = (filters: readonly SavedOrderFilter[]): OrderFilterValues => ({
  enclosed_filter: filters.some((f) => f.category === 'enclosed' && f.value === '1') ? 1 : 0,
  priority_filter: filters.some((f) => f.category === 'priority' && f.value === '1') ? 1 : 0,
  snowbirds_filter: [...new Set(filters.filter((f) => f.category === 'snowbirds').map((f) => f.value))]
    .filter((v) => v === '1' || v === '2')
    .sort(),
});

/** The toggles as saved filters: one entry per category that is on (the board reads '1' and the snowbirds values). */
export const savedOrderFilters = (v: OrderFilterValues): SavedOrderFilter[] => [
  ...(v.enclosed_filter ? [{ category: 'enclosed' as const, value: '1' }] : []),
  ...(v.priority_filter ? [{ category: 'priority' as const, value: '1' }] : []),
  ...v.snowbirds_filter.map((value) => ({ category: 'snowbirds' as const, value })),
];
