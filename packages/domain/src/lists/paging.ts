import { z } from 'zod';
import { Msg } from '../common/validation.js';
import type { CappedPageMeta, PageMeta } from '../common/responses.js';

export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 100;

// Built in a pure call, so a bundle that uses only visiblePages or the constants leaves the messages out.
const invalid = /*#__PURE__*/ (() => ({ error: Msg.invalidChoice }))();

export const pageField = () => z.coerce.number(invalid).int(invalid).min(1, invalid).max(1_000_000, invalid).default(1);
export const perPageField = () =>
  z.coerce.number(invalid).int(invalid).min(1, invalid).max(MAX_PER_PAGE, invalid).default(DEFAULT_PER_PAGE);
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const directionField = (fallback: SortDirection = 'desc') => z.enum(SORT_DIRECTIONS, invalid).default(fallback);

/** An order_by value from an allow-list, with a default. */
export const orderByField = <const T extends readonly [string, ...string[]]>(allowed: T, fallback: T[number]) =>
  z.enum(allowed, invalid).default(fallback as never);

/** A list filter from the URL path: an integer between min and max. */
export const filterField = <T extends number>(min: number, max: number) =>
  z.coerce
    .number(invalid)
    .int(invalid)
    .min(min, invalid)
    .max(max, invalid)
    .transform((v) => v as T);

export const buildPageMeta = (total: number, page: number, perPage: number): PageMeta => {
  const lastPage = Math.ceil(total / perPage);
  const from = total === 0 || page > lastPage ? null : (page - 1) * perPage + 1;
  const to = from === null ? null : Math.min(page * perPage, total);
  return { current_page: page, last_page: lastPage, from, to, total, per_page: perPage };
};

/**
 * A list that caps its count counts its rows only this many pages past the current one: enough for a pager of
 * seven links centred on the page, at a cost that does not grow with the list.
 */
export const PAGES_COUNTED_AHEAD = 6;

/** The most rows a capped list counts for a page: its pages up to PAGES_COUNTED_AHEAD past it, plus one to tell whether more follow. */
export const countCap = (page: number, perPage: number): number => (page + PAGES_COUNTED_AHEAD) * perPage + 1;

/**
 * The meta of a list from its rows counted up to countCap: below the cap the total is exact; at the cap it is
 * the rows of the pages counted, and `total_capped` says that more follow.
 */
export const buildCappedPageMeta = (counted: number, page: number, perPage: number): CappedPageMeta => {
  const cap = countCap(page, perPage);
  return counted < cap ? buildPageMeta(counted, page, perPage) : { ...buildPageMeta(cap - 1, page, perPage), total_capped: true };
};

/** Page numbers to show in a pager: at most `max`, centred on the current page. */
export const visiblePages = (current: number, last: number, max = 7): number[] => {
  if (last <= 1) return [];
  const count = Math.min(max, last);
  let start = Math.max(1, current - Math.floor(count / 2));
  start = Math.min(start, last - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
};
