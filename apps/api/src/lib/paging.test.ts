import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { orders } from '../db/schema/index.js';
import { AppError } from './app-error.js';
import { containsPattern, pageLinks, prefixPattern, sortClause, type SortMap } from './paging.js';

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
