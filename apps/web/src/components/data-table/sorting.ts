import type { SortState } from './data-table.types';

/** Clicking the sorted column flips its direction; another column starts ascending. */
export const nextSort = (current: SortState | undefined, sortKey: string): SortState =>
  current?.by === sortKey
    ? { by: sortKey, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { by: sortKey, direction: 'asc' };

/** URL lists keep the sort as a column plus `asc` 0/1 (0, descending, is the default). */
export const sortFromParams = (by: string, asc: number): SortState => ({ by, direction: asc === 1 ? 'asc' : 'desc' });
export const ascFromSort = (sort: SortState): 0 | 1 => (sort.direction === 'asc' ? 1 : 0);
