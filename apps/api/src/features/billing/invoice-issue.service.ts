import {
  businessYear,
  CANCELLATION_FEES,
  cancellationFeeCents,
  cancellationTier,
  carrierFuelFeeCents,
  carrierStatementAmounts,
  customerInvoiceAmounts,
  DEFAULT_LOCALE,
  dryRunInvoiceAmounts,
  formatInvoiceNumber,
  fullAddress,
  isLocale,
  OrderEvent,
  OrderStatus,
  Role,
  type CustomerInvoiceAmounts,
  type InvoiceKind,
  type Locale,
  type OrderActor,
} from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { InvoiceCar, NewInvoice, OrderAddress, OrderRow } from '../../db/schema/index.js';
import { claimsOfOrder } from '../fuel-fee-claims/fuel-fee-claim-records.service.js';
import { findGuestById } from '../guests/guest-records.service.js';
import { findOrderWithCars } from '../orders/orders.service.js';
import { findActiveCompanyUsers, findBusiness, findUserById } from '../users/user-records.service.js';
import * as repo from './billing.repository.js';

type Deps = { db: DbOrTx; clock: () => Date };

const localeOf = (value: string | null | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
const place = (a: OrderAddress | null) => (a ? `${a.city}, ${a.province}` : null);
const fullName = (u: { firstName: string | null; lastName: string | null; email: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email;

/** The year of an instant in Toronto time: an invoice issued on New Year's Eve evening belongs to that year. */
const torontoYear = (at: Date) => businessYear(at);

type Recipient = Pick<
  NewInvoice,
  'audience' | 'recipientUserId' | 'recipientBusinessId' | 'recipientName' | 'recipientAddress' | 'recipientLocale'
>;

/** An address on one line, as the invoice prints it (the domain's printed address); null when there is none. */
const addressLine = (a: { address: string | null; city?: string | null; province?: string | null; zipCode?: string | null }) =>
  fullAddress({ address: a.address, city: a.city, province: a.province, zip_code: a.zipCode }) || null;

/** The customer an order's invoice is made out to: a private user or guest (individuals), else the dealer's business. */
const customerRecipient = async (deps: Deps, order: OrderRow): Promise<Recipient> => {
  if (order.userId === null) {
    const guest = order.guestId === null ? null : await findGuestById(deps, order.guestId);
    return {
      audience: 'individuals',
      recipientUserId: null,
      recipientBusinessId: null,
      recipientName: guest?.name ?? guest?.email ?? '—',
      recipientAddress: null,
      recipientLocale: localeOf(guest?.locale),
    };
  }
  const user = await findUserById(deps, order.userId);
  const business = order.businessDetailsId === null ? null : await findBusiness(deps, order.businessDetailsId);
  const isPrivate = user?.role === Role.PrivateUser;
  return {
    audience: isPrivate ? 'individuals' : 'dealers',
    recipientUserId: order.userId,
    recipientBusinessId: isPrivate ? null : order.businessDetailsId,
    recipientName: (!isPrivate && business?.name) || (user ? fullName(user) : '—'),
    recipientAddress:
      !isPrivate && business
        ? addressLine(business)
        : user
          ? addressLine({ address: user.address, zipCode: user.postalCode })
          : null,
    recipientLocale: localeOf(user?.locale),
  };
};

/** The transport company holding the job; its owner (the company's transport-company account) reads the PDF. */
const carrierRecipient = async (deps: Deps, businessId: number): Promise<Recipient> => {
  // one after the other: an invoice is issued inside the order's transaction
  const business = await findBusiness(deps, businessId);
  const owners = await findActiveCompanyUsers(deps, businessId, [Role.TransportCompany]);
  const owner = owners[0] ?? null;
  return {
    audience: 'transport-companies',
    recipientUserId: owner?.id ?? null,
    recipientBusinessId: businessId,
    recipientName: business?.name || (owner ? fullName(owner) : '—'),
    recipientAddress: business ? addressLine(business) : null,
    recipientLocale: localeOf(owner?.locale),
  };
};

const customerColumns = (a: CustomerInvoiceAmounts) => ({
  subtotalCents: a.subtotalCents,
  discountCents: a.discountCents,
  discountBp: a.discountBp,
  fuelFeeExcluded: a.fuelFeeExcluded,
  couponCents: a.couponCents,
  fuelFeeCents: a.fuelFeeCents,
  taxLines: a.taxLines,
  taxCents: a.taxCents,
  totalCents: a.totalCents,
});

/** Inserts one invoice with the next number of its kind, unless the order already has one of that kind. */
const issue = async (deps: Deps, kind: InvoiceKind, values: Omit<NewInvoice, 'kind' | 'invoiceNumber' | 'issuedAt'>) => {
  if (await repo.hasInvoice(deps.db, values.orderId, kind)) return null;
  const now = deps.clock();
  const invoiceNumber = formatInvoiceNumber(kind, torontoYear(now), await repo.nextInvoiceSequence(deps.db, kind));
  return repo.insertInvoiceOnce(deps.db, { ...values, kind, invoiceNumber, issuedAt: now });
};

const invoiceCars = (
  cars: { vin: string | null; year: number | null; make: string | null; model: string | null }[],
): InvoiceCar[] => cars.map((c) => ({ vin: c.vin, year: c.year, make: c.make, model: c.model }));
/** The VINs upper-cased, space-separated: the list's search text. */
const vinsOf = (cars: InvoiceCar[]) =>
  cars
    .map((c) => (c.vin ?? '').toUpperCase())
    .filter(Boolean)
    .join(' ');

/**
 * Freezes an order's cars into its invoices issued without any: demo data completes its orders before it
 * adds their cars. An invoice that lists cars is never changed.
 */
export const attachInvoiceCars = async (deps: Pick<Deps, 'db'>, orderId: number) => {
  const found = await findOrderWithCars(deps, orderId);
  if (!found?.cars.length) return;
  const cars = invoiceCars(found.cars);
  await repo.setInvoiceCarsWhereEmpty(deps.db, orderId, cars, vinsOf(cars));
};

const orderColumns = (order: OrderRow, cars: InvoiceCar[], completedAt: Date) => ({
  orderId: order.id,
  orderNumber: order.orderNumber,
  carsAmount: cars.length || order.carsAmount,
  shippingMethod: order.shippingMethod,
  fromPlace: place(order.origin),
  toPlace: place(order.destination),
  cars,
  vins: vinsOf(cars),
  completedAt,
});

/**
 * The dry-run invoice of a cancellation: the fee alone (taxes included, it is a share of the tax-inclusive
 * total; decision 054), paid when the card was charged at checkout (the fee is what the refund kept).
 * Nothing for a fee of zero; idempotent (an order has one customer invoice at most).
 */
export const issueDryRunInvoice = async (deps: Deps, before: OrderRow, after: OrderRow, feeCents: number) => {
  if (feeCents <= 0) return null;
  const found = await findOrderWithCars(deps, after.id);
  if (!found) return null;
  const common = orderColumns(after, invoiceCars(found.cars), deps.clock());
  return issue(deps, 'customer', {
    ...common,
    ...(await customerRecipient(deps, after)),
    ...customerColumns(dryRunInvoiceAmounts(feeCents)),
    isDryRun: true,
    isPaid: before.paidWithCard === true,
    paidAt: before.paidWithCard === true ? deps.clock() : null,
  });
};

/**
 * Issues what an order's status change calls for, in the caller's transaction: on completion, the customer's
 * invoice (paid when the card was charged at checkout) and the carrier's statement (unpaid until the
 * accountant pays it; its fuel fee is the order's, or the approved fuel-fee claims above it, never a
 * pending or refused claim); on a cancellation after a carrier took the job, a dry-run invoice for the fee (a
 * customer's own cancellation is invoiced by the cancel itself, carrier or not: decision 054).
 * Idempotent: an order has at most one invoice of each kind.
 */
export const issueInvoicesForStatusChange = async (
  deps: Deps,
  before: OrderRow,
  after: OrderRow,
  event: { type: OrderEvent; by?: OrderActor },
) => {
  const completed = event.type === OrderEvent.Deliver && after.status === OrderStatus.Completed;
  // an operator's cancellation is invoiced by the cancel itself, with the fee he kept (decision 062)
  const dryRun = event.type === OrderEvent.Cancel && event.by !== 'admin' && before.carrierBusinessId !== null;
  if (!completed && !dryRun) return;

  if (dryRun) {
    const tier = cancellationTier({
      status: before.status,
      shippingMethod: before.shippingMethod,
      carrierAssigned: true,
    });
    await issueDryRunInvoice(deps, before, after, cancellationFeeCents(CANCELLATION_FEES[tier], before.dealerPriceTvaCents ?? 0));
    return;
  }

  const found = await findOrderWithCars(deps, after.id);
  if (!found) return;
  const cars = invoiceCars(found.cars);
  const at = after.completedAt ?? deps.clock();
  const common = orderColumns(after, cars, at);
  const customer = await customerRecipient(deps, after);

  const paid = after.paidWithCard === true;
  await issue(deps, 'customer', {
    ...common,
    ...customer,
    ...customerColumns(customerInvoiceAmounts(after)),
    taxType: after.taxType,
    isPaid: paid,
    paidAt: paid ? deps.clock() : null,
  });
  if (after.carrierBusinessId !== null) {
    // the order's fuel fee, or the approved claims above it; a pending claim is added on approval (adjustment)
    const fuelFeeCents = carrierFuelFeeCents(after.fuelFeeCents, await claimsOfOrder(deps, after.id));
    const amounts = carrierStatementAmounts({ ...after, fuelFeeCents });
    await issue(deps, 'carrier', {
      ...common,
      ...(await carrierRecipient(deps, after.carrierBusinessId)),
      subtotalCents: amounts.tcPriceCents,
      fuelFeeCents: amounts.fuelFeeCents,
      bonusCents: amounts.bonusCents,
      totalCents: amounts.totalCents,
    });
  }
};
