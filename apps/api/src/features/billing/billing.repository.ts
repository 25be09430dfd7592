import { and, asc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  BUSINESS_TIME_ZONE,
  ORDER_NUMBER_PREFIX,
  type InvoiceAudience,
  type InvoiceKind,
  type InvoiceSort,
} from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { countUpTo, preparedOnce } from '../../db/prepared.js';
import { invoices, type InvoiceCar, type InvoiceRow, type NewInvoice } from '../../db/schema/index.js';
import { containsPattern, prefixPattern, type PagedQuery, type SortMap } from '../../lib/paging.js';
import type { InvoiceScope } from './billing.policy.js';

/** The one place that queries the invoices table. */

export const INVOICE_TIE_BREAKER = invoices.id;

export const INVOICE_SORT_COLUMNS: SortMap<InvoiceSort> = {
  completed_at: invoices.completedAt,
  order_number: invoices.orderNumber,
  invoice_number: invoices.invoiceNumber,
  amount: invoices.totalCents,
  cars_amount: invoices.carsAmount,
  is_paid: invoices.isPaid,
};

/** The next value of the kind's number sequence. */
export const nextInvoiceSequence = async (db: DbOrTx, kind: InvoiceKind): Promise<number> => {
  const seq = kind === 'customer' ? 'invoice_number_seq' : 'statement_number_seq';
  const result = await db.execute(sql`select nextval(${sql.raw(`'${seq}'`)}) as n`);
  return Number((result as unknown as { rows: { n: string | number }[] }).rows[0].n);
};

/** Inserts an invoice unless the order already has one of its kind; null when it had. */
export const insertInvoiceOnce = async (db: DbOrTx, values: NewInvoice): Promise<InvoiceRow | null> =>
  (
    await db
      .insert(invoices)
      .values(values)
      .onConflictDoNothing({ target: [invoices.orderId, invoices.kind] })
      .returning()
  )[0] ?? null;

export const hasInvoice = async (db: DbOrTx, orderId: number, kind: InvoiceKind) =>
  (
    await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)))
  ).length > 0;

export const findInvoice = async (db: DbOrTx, id: number): Promise<InvoiceRow | null> =>
  (await db.select().from(invoices).where(eq(invoices.id, id)))[0] ?? null;

export const findOrderInvoices = (db: DbOrTx, orderId: number): Promise<InvoiceRow[]> =>
  db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));

/** Adds an amount approved after issue to a carrier statement (its lines stay as issued). */
export const addInvoiceAdjustment = async (db: DbOrTx, id: number, cents: number): Promise<InvoiceRow | null> =>
  (
    await db
      .update(invoices)
      .set({ adjustmentCents: sql`${invoices.adjustmentCents} + ${cents}` })
      .where(eq(invoices.id, id))
      .returning()
  )[0] ?? null;

export const markInvoicePaid = async (db: DbOrTx, id: number, at: Date): Promise<InvoiceRow | null> =>
  (await db.update(invoices).set({ isPaid: true, paidAt: at }).where(eq(invoices.id, id)).returning())[0] ?? null;

export type InvoicesWhere = { scope: InvoiceScope; audience: InvoiceAudience; search?: string };

/**
 * One list of invoices (a customer's, a carrier's, or everyone's of one audience), searched by order number
 * (with or without RT-), invoice number or VIN fragment. Count and page are prepared statements, one per
 * shape, so a request neither builds nor parses SQL; the page counts its matches in the same scan.
 */
/** What a row of the invoice lists shows (`presentInvoice`): their pages read these columns, not the cars and taxes. */
const INVOICE_LIST_COLUMNS = {
  id: invoices.id,
  kind: invoices.kind,
  orderId: invoices.orderId,
  orderNumber: invoices.orderNumber,
  invoiceNumber: invoices.invoiceNumber,
  isDryRun: invoices.isDryRun,
  isPaid: invoices.isPaid,
  carsAmount: invoices.carsAmount,
  completedAt: invoices.completedAt,
  issuedAt: invoices.issuedAt,
  shippingMethod: invoices.shippingMethod,
  subtotalCents: invoices.subtotalCents,
  fuelFeeCents: invoices.fuelFeeCents,
  totalCents: invoices.totalCents,
  adjustmentCents: invoices.adjustmentCents,
  recipientName: invoices.recipientName,
};
export type InvoiceListEntry = Pick<InvoiceRow, keyof typeof INVOICE_LIST_COLUMNS>;

export const invoicesQuery = (db: DbOrTx, { scope, audience, search }: InvoicesWhere): PagedQuery<InvoiceListEntry> => {
  const owner: SQL | undefined =
    scope.by === 'business'
      ? eq(invoices.recipientBusinessId, sql.placeholder('owner'))
      : scope.by === 'user'
        ? eq(invoices.recipientUserId, sql.placeholder('owner'))
        : undefined;
  const where = and(
    owner,
    eq(invoices.audience, sql.placeholder('audience')),
    search
      ? or(
          like(invoices.orderNumber, sql.placeholder('number')),
          like(invoices.orderNumber, sql.placeholder('prefixed')),
          like(invoices.invoiceNumber, sql.placeholder('number')),
          like(invoices.vins, sql.placeholder('vin')),
        )
      : undefined,
  );
  const shape = `${scope.by}_${search ? 's' : 'n'}`;
  const values = {
    audience,
    ...(scope.by === 'all' ? {} : { owner: scope.id }),
    // numbers and VINs are upper case: LIKE on the upper-cased text, several times cheaper than ILIKE
    ...(search
      ? {
          number: prefixPattern(search.toUpperCase()),
          prefixed: prefixPattern(`${ORDER_NUMBER_PREFIX}${search.toUpperCase()}`),
          vin: containsPattern(search.toUpperCase()),
        }
      : {}),
  };
  // the matching invoices, counted up to the cap (a null cap counts them all): the walk of the list's index stops there
  const counted = () => countUpTo(db, invoices, where, sql.placeholder('cap'));
  return {
    count: async (cap) => {
      const name = `invoices_count_${shape}`;
      const statement = preparedOnce(db, name, () => counted().prepare(name));
      return ((await statement.execute({ ...values, cap: cap ?? null })) as { n: number }[])[0].n;
    },
    pageWithTotal: async ({ orderBy, limit, offset, sortKey, cap }) => {
      const name = `invoices_page_${shape}_${sortKey.replace(':', '_')}`;
      const statement = preparedOnce(db, name, () => {
        // the page's ids (an index-only scan without a search), then those rows with the (capped) count
        const pageIds = db
          .select({ id: invoices.id })
          .from(invoices)
          .where(where)
          .orderBy(...orderBy)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .as('page_ids');
        return db
          .select({ invoice: INVOICE_LIST_COLUMNS, total: sql<number>`(${counted()})`.as('total') })
          .from(invoices)
          .innerJoin(pageIds, eq(invoices.id, pageIds.id))
          .orderBy(...orderBy)
          .prepare(name);
      });
      const rows = (await statement.execute({ ...values, limit, offset, cap: cap ?? null })) as {
        invoice: InvoiceListEntry;
        total: number | string;
      }[];
      return { rows: rows.map((r) => r.invoice), total: rows.length ? Number(rows[0].total) : null };
    },
  };
};

/**
 * Invoices of one audience issued in a period of days in Toronto time (`from` and `to` included), in issue
 * order: the accountant's export.
 */
export const findInvoicesIssuedBetween = (db: DbOrTx, audience: InvoiceAudience, from: string, to: string) =>
  db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.audience, audience),
        gte(invoices.issuedAt, sql`(${from}::date)::timestamp at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}`),
        lt(invoices.issuedAt, sql`(${to}::date + 1)::timestamp at time zone ${sql.raw(`'${BUSINESS_TIME_ZONE}'`)}`),
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));

/** Writes the cars into an order's invoices that were issued without any (see attachInvoiceCars). */
export const setInvoiceCarsWhereEmpty = (db: DbOrTx, orderId: number, cars: InvoiceCar[], vins: string) =>
  db
    .update(invoices)
    .set({ cars, vins, carsAmount: cars.length })
    .where(and(eq(invoices.orderId, orderId), eq(invoices.vins, ''), sql`jsonb_array_length(${invoices.cars}) = 0`));
