import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { orders } from '../db/schema/index.js';
import { AppError } from './app-error.js';
import { containsPattern, pageLinks, paginate, prefixPattern, sortClause, type PagedQuery, type SortMap } from './paging.js';

const dialect = new PgDialect();
const sorts: SortMap<'created_at' | 'price'> = { created_at: orders.createdAt, price: orders.dealerPriceTvaCents };

describe('sortClause', () => {
  it('sorts by the allow-listed column, nulls last when it may hold null, then by the tie-breaker', () => {
    const [main, tie] = sortClause(sorts, 'price', 'asc', orders.id).map((s) => dialect.sqlToQuery(s).sql);
    expect(main).toBe('"orders"."dealer_price_tva_cents" asc nulls last');
    expect(tie).toBe('"orders"."id" asc');
    expect(dialect.sqlToQuery(sortClause(sorts, 'created_at', 'desc', orders.id)[0]).sql).toBe('"orders"."created_at" desc');
  });

  it('refuses anything outside the allow-list', () => {
    expect(() => sortClause(sorts, 'toString' as 'price', 'asc', orders.id)).toThrow(AppError);
    expect(() => sortClause(sorts, 'id; drop table users' as 'price', 'asc', orders.id)).toThrow(AppError);
  });
});

describe('pageLinks', () => {
  it('replaces only the page value', () => {
    expect(pageLinks('http://x.test/api/l?page=9&q=a%20b', 2, 3)).toEqual({
      first: 'http://x.test/api/l?page=1&q=a+b',
      last: 'http://x.test/api/l?page=3&q=a+b',
      prev: 'http://x.test/api/l?page=1&q=a+b',
      next: 'http://x.test/api/l?page=3&q=a+b',
    });
  });
});

describe('LIKE patterns', () => {
  it('escapes wildcards so they match literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(prefixPattern('RT-1')).toBe('RT-1%');
  });
});

describe('paginate with a page that brings its total', () => {
  /** A list of `size` numbers whose page comes with the total, counting the separate counts it is asked for. */
  const listOf = (size: number) => {
    const rows = Array.from({ length: size }, (_, i) => i + 1);
    const calls = { count: 0 };
    const query: PagedQuery<number> = {
      count: async () => {
        calls.count++;
        return rows.length;
      },
      pageWithTotal: async ({ limit, offset }) => {
        const page = rows.slice(offset, offset + limit);
        return { rows: page, total: page.length ? rows.length : null };
      },
    };
    return { query, calls };
  };
  const request = (page: number) => ({ order_by: 'id' as const, order_direction: 'asc' as const, page });
  const run = (query: PagedQuery<number>, page: number) =>
    paginate({ query, sorts: { id: orders.id }, request: request(page), tieBreaker: orders.id, url: 'http://x/list' });

  it('knows an empty first page means nothing matches, without counting', async () => {
    const { query, calls } = listOf(0);
    expect((await run(query, 1)).meta).toMatchObject({ total: 0, from: null, last_page: 0 });
    expect(calls.count).toBe(0);
  });

  it('counts when a later page is empty, to tell where the list ends', async () => {
    const { query, calls } = listOf(20);
    expect((await run(query, 3)).meta).toMatchObject({ total: 20, from: null, last_page: 2 });
    expect(calls.count).toBe(1);
  });
});
