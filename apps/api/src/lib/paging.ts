import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  buildCappedPageMeta,
  buildPageMeta,
  countCap,
  DEFAULT_PER_PAGE,
  Msg,
  type PageLinks,
  type CappedPageMeta,
  type Paged,
  type SortDirection,
} from '@routier/domain';
import { fieldError } from './app-error.js';

/** The only columns or expressions a list may sort by, keyed by the order_by value the API accepts. */
export type SortMap<K extends string> = Readonly<Record<K, AnyColumn | SQL>>;

/** A list's two queries over the same WHERE: how many rows match, and one page of them. */
export type PagedQuery<Row> = {
  /** How many rows match; with a cap, counting stops there (the answer is then at most the cap). */
  count: (cap?: number) => Promise<number>;
  page?: (window: PageWindow) => Promise<Row[]>;
  /**
   * One page and the number of matching rows (up to the window's cap) in one statement (null when the page is
   * past the end); lists that have it skip the separate count.
   */
  pageWithTotal?: (window: PageWindow) => Promise<{ rows: Row[]; total: number | null }>;
};

/**
 * `sortKey` names the sort (`created_at:desc`), for lists that prepare one statement per sort; `cap`, when set,
 * is the most rows the total counts.
 */
type PageWindow = { orderBy: SQL[]; limit: number; offset: number; sortKey: string; cap?: number };

export type PageRequest<K extends string> = {
  order_by: K;
  order_direction: SortDirection;
  page: number;
  per_page?: number;
};

type PaginateOptions<K extends string, Row> = {
  query: PagedQuery<Row>;
  sorts: SortMap<K>;
  request: PageRequest<K>;
  /** a unique column appended to the sort, so pages never overlap */
  tieBreaker: AnyColumn;
  /** the absolute request URL; links keep its query values and change only `page` */
  url: string;
  /**
   * Count the rows only a few pages past the requested one (countCap), so a page costs the same however long
   * the list: meta.total_capped then says more rows follow.
   */
  capTotal?: boolean;
};

/** A column that can hold null; expressions (SQL) are taken as nullable. */
const isNullable = (sort: AnyColumn | SQL) => !('notNull' in sort && sort.notNull);

/**
 * ORDER BY for an allow-listed sort; nulls always last so empty values never lead a page. A NOT NULL
 * column sorts without "nulls last", so an index on it in either direction serves the sort (a descending
 * sort is nulls first in PostgreSQL: "desc nulls last" would sort every matching row).
 */
export const sortClause = <K extends string>(
  sorts: SortMap<K>,
  orderBy: K,
  direction: SortDirection,
  tieBreaker: AnyColumn,
): SQL[] => {
  if (!Object.hasOwn(sorts, orderBy)) throw fieldError('order_by', Msg.invalidChoice);
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  const sort = sorts[orderBy];
  return [isNullable(sort) ? sql`${sort} ${dir} nulls last` : sql`${sort} ${dir}`, sql`${tieBreaker} ${dir}`];
};

export const pageLinks = (url: string, page: number, lastPage: number): PageLinks => {
  const at = (n: number) => {
    const u = new URL(url);
    u.searchParams.set('page', String(n));
    return u.toString();
  };
  return {
    first: at(1),
    last: at(Math.max(lastPage, 1)),
    prev: page > 1 ? at(Math.min(page - 1, Math.max(lastPage, 1))) : null,
    next: page < lastPage ? at(page + 1) : null,
  };
};

/** Runs a list's count and page queries and returns `{ data, links, meta }` (15 rows a page by default). */
export const paginate = async <K extends string, Row>(opts: PaginateOptions<K, Row>): Promise<Paged<Row>> => {
  const { request } = opts;
  const perPage = request.per_page ?? DEFAULT_PER_PAGE;
  const orderBy = sortClause(opts.sorts, request.order_by, request.order_direction, opts.tieBreaker);
  const cap = opts.capTotal ? countCap(request.page, perPage) : undefined;
  const window = {
    orderBy,
    limit: perPage,
    offset: (request.page - 1) * perPage,
    sortKey: `${request.order_by}:${request.order_direction}`,
    cap,
  };
  const metaOf = (counted: number) =>
    cap === undefined ? buildPageMeta(counted, request.page, perPage) : buildCappedPageMeta(counted, request.page, perPage);
  let data: Row[] = [];
  let meta: CappedPageMeta;
  if (opts.query.pageWithTotal) {
    const page = await opts.query.pageWithTotal(window);
    data = page.rows;
    // an empty first page means nothing matches; an empty later page may be past the end, so it counts
    meta = metaOf(page.total ?? (window.offset === 0 ? 0 : await opts.query.count(cap)));
  } else {
    meta = metaOf(await opts.query.count(cap));
    if (meta.from !== null) data = (await opts.query.page?.(window)) ?? [];
  }
  return { data, links: pageLinks(opts.url, request.page, meta.last_page), meta };
};

/** Presents the rows of a page (the presenter may be async, e.g. to fetch related rows in one query). */
export const mapPage = async <Row, Out>(
  paged: Paged<Row>,
  present: (rows: Row[]) => Out[] | Promise<Out[]>,
): Promise<Paged<Out>> => ({
  ...paged,
  data: await present(paged.data),
});

/** Escapes LIKE wildcards so user text matches literally. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const containsPattern = (text: string) => `%${likeEscape(text)}%`;
export const prefixPattern = (text: string) => `${likeEscape(text)}%`;

/** The absolute URL of a request, for page links. */
export const requestUrl = (appUrl: string, path: string) => new URL(path, `${appUrl}/`).toString();
