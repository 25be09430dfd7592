import { describe, expect, it } from 'vitest';
import { AdminAccountsQuerySchema } from './admin-accounts.js';
import { buildCappedPageMeta, buildPageMeta, countCap, pageField, visiblePages } from './paging.js';

describe('buildPageMeta', () => {
  it('describes an empty list with last_page 0', () => {
    expect(buildPageMeta(0, 1, 15)).toEqual({ current_page: 1, last_page: 0, from: null, to: null, total: 0, per_page: 15 });
  });

  it('describes the first, a middle and the last page', () => {
    expect(buildPageMeta(40, 1, 15)).toMatchObject({ last_page: 3, from: 1, to: 15 });
    expect(buildPageMeta(40, 2, 15)).toMatchObject({ last_page: 3, from: 16, to: 30 });
    expect(buildPageMeta(40, 3, 15)).toMatchObject({ last_page: 3, from: 31, to: 40 });
  });

  it('has no rows past the last page', () => {
    expect(buildPageMeta(40, 4, 15)).toMatchObject({ current_page: 4, from: null, to: null, total: 40 });
  });

  it('fills exactly one page', () => {
    expect(buildPageMeta(15, 1, 15)).toMatchObject({ last_page: 1, from: 1, to: 15 });
  });
});

describe('buildCappedPageMeta', () => {
  it('counts six pages past the current one, plus one row', () => {
    expect(countCap(1, 15)).toBe(106);
    expect(countCap(10, 15)).toBe(241);
  });

  it('is exact below the cap', () => {
    expect(buildCappedPageMeta(40, 1, 15)).toEqual(buildPageMeta(40, 1, 15));
    expect(buildCappedPageMeta(105, 1, 15)).toEqual(buildPageMeta(105, 1, 15));
    expect(buildCappedPageMeta(0, 1, 15)).toEqual(buildPageMeta(0, 1, 15));
  });

  it('says more follow at the cap, the last page counted six pages ahead', () => {
    expect(buildCappedPageMeta(106, 1, 15)).toEqual({ ...buildPageMeta(105, 1, 15), total_capped: true });
    expect(buildCappedPageMeta(241, 10, 15)).toMatchObject({ last_page: 16, total: 240, from: 136, to: 150, total_capped: true });
  });
});

describe('visiblePages', () => {
  it('shows no pager for a single page', () => {
    expect(visiblePages(1, 0)).toEqual([]);
    expect(visiblePages(1, 1)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(visiblePages(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows at most 7 pages centred on the current one', () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(visiblePages(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(visiblePages(20, 20)).toEqual([14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('list query fields', () => {
  it('reads the page from a query string and rejects nonsense with invalidChoice', () => {
    expect(pageField().parse('3')).toBe(3);
    expect(pageField().parse(undefined)).toBe(1);
    for (const bad of ['0', '-2', 'abc', '1.5']) {
      const r = pageField().safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toBe('invalidChoice');
    }
  });

  it('lists pending accounts by default', () => {
    expect(AdminAccountsQuerySchema.parse({})).toEqual({ status: 'pending', page: 1 });
    expect(AdminAccountsQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});
