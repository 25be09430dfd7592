import {
  DEFAULT_LOCALE,
  isLocale,
  type InvoiceAudience,
  type InvoiceExportQuery,
  type InvoiceListRow,
  type InvoicesQuery,
  type Paged,
} from '@routier/domain';
import type { Env } from '../../config/env.js';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/app-error.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { orderCancellation } from '../orders/order-cancellations.service.js';
import { findUserById } from '../users/user-records.service.js';
import { canReadInvoice, invoiceScope } from './billing.policy.js';
import { presentInvoice } from './billing.presenter.js';
import * as repo from './billing.repository.js';
import { invoicesCsv } from './invoice-csv.js';
import { invoiceFileName, invoiceSellerOf, renderInvoicePdf } from './invoice.pdf.js';

type Deps = { db: DbOrTx; clock: () => Date };

export { attachInvoiceCars, issueInvoicesForStatusChange } from './invoice-issue.service.js';

/**
 * GET /invoices/{dealers|individuals|transport-companies}: the caller's invoices of that list (staff: everyone's),
 * searched by order number, invoice number or VIN, sorted and paged.
 */
export const listInvoices = async (
  deps: Pick<Deps, 'db'>,
  user: UserRow,
  audience: InvoiceAudience,
  query: InvoicesQuery,
  url: string,
): Promise<Paged<InvoiceListRow>> => {
  const scope = invoiceScope(user, audience);
  if (!scope) throw forbidden();
  const paged = await paginate({
    query: repo.invoicesQuery(deps.db, { scope, audience, search: query.keyword || undefined }),
    sorts: repo.INVOICE_SORT_COLUMNS,
    request: query,
    tieBreaker: repo.INVOICE_TIE_BREAKER,
    url,
    // counted a few pages ahead only: a long list's page costs the same however many invoices
    capTotal: true,
  });
  return mapPage(paged, (rows) => rows.map(presentInvoice));
};

const readableInvoice = async (deps: Pick<Deps, 'db'>, user: UserRow, audience: InvoiceAudience, id: number) => {
  const invoice = await repo.findInvoice(deps.db, id);
  if (!invoice) throw notFound();
  if (!canReadInvoice(user, audience, invoice)) throw notFound();
  return invoice;
};

/** One invoice as a PDF in its recipient's language (today's, else the one at issue), whoever downloads it. */
export const invoicePdf = async (deps: Pick<Deps, 'db'> & { env: Env }, user: UserRow, audience: InvoiceAudience, id: number) => {
  const invoice = await readableInvoice(deps, user, audience, id);
  const recipient =
    invoice.recipientUserId === null
      ? null
      : invoice.recipientUserId === user.id
        ? user
        : await findUserById(deps, invoice.recipientUserId);
  const saved = recipient?.locale ?? invoice.recipientLocale;
  const locale = isLocale(saved) ? saved : DEFAULT_LOCALE;
  // a dry-run invoice of a card payment: the charge and the refund, as the cancellation recorded them
  const cancellation = invoice.isDryRun && invoice.kind === 'customer' ? await orderCancellation(deps, invoice.orderId) : null;
  const cardRefund = cancellation
    ? { chargedCents: Math.round(cancellation.charged * 100), refundCents: Math.round(cancellation.refund * 100) }
    : null;
  return {
    fileName: invoiceFileName(locale, invoice),
    pdf: await renderInvoicePdf(invoice, locale, invoiceSellerOf(deps.env), cardRefund),
  };
};

/** GET /admin/invoices/export.csv: one list's invoices issued in a period, as CSV. */
export const exportInvoices = async (deps: Pick<Deps, 'db'>, query: InvoiceExportQuery) => {
  const rows = await repo.findInvoicesIssuedBetween(deps.db, query.kind, query.from, query.to);
  return { fileName: `invoices-${query.kind}-${query.from}-${query.to}.csv`, csv: invoicesCsv(rows) };
};

/** PUT /admin/invoices/{id}/paid: the accountant records a payment (an invoice paid stays paid). */
export const markInvoicePaid = async (deps: Deps, id: number): Promise<InvoiceListRow> => {
  const invoice = await repo.findInvoice(deps.db, id);
  if (!invoice) throw notFound();
  if (invoice.isPaid) return presentInvoice(invoice);
  const updated = await repo.markInvoicePaid(deps.db, id, deps.clock());
  if (!updated) throw notFound();
  return presentInvoice(updated);
};

/** An order's invoices (demo data and tests). */
export const orderInvoices = (deps: Pick<Deps, 'db'>, orderId: number) => repo.findOrderInvoices(deps.db, orderId);

/** An order's carrier statement, when it was issued. */
export const carrierStatementOf = async (deps: Pick<Deps, 'db'>, orderId: number) =>
  (await repo.findOrderInvoices(deps.db, orderId)).find((i) => i.kind === 'carrier') ?? null;

/** Adds an approved amount to an issued carrier statement, as an adjustment the accountant sees beside it. */
export const adjustCarrierStatement = (deps: Pick<Deps, 'db'>, statementId: number, cents: number) =>
  repo.addInvoiceAdjustment(deps.db, statementId, cents);
