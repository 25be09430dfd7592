import {
  BUSINESS_TIME_ZONE,
  type QuoteSubmitted,
  AUTO_DISPATCH_STATUSES,
  carrierMethodOf,
  customerPriceFromCarrier,
  dayEndIn,
  DeliveryTypeEta,
  latestAvailableTill,
  localParts,
  Msg,
  NotificationType,
  placeTimeZone,
  quoteRuleIssues,
  type DeclineQuoteInput,
  type QuoteRequestRow,
  type Role,
  type SubmitQuoteInput,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { type BusinessDetailsRow, type OrderRow, type UserRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { requireCompany, requireInsurance } from '../offers/offers.policy.js';
import { findOpenQuoteRequests, findOrderWithCars } from '../orders/orders.service.js';
import { currentRateCard } from '../pricing/pricing.service.js';
import { findBusiness, findCarrierCompaniesServing, findUserById } from '../users/user-records.service.js';
import { carrierAudience, customerAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { publishOrderChanged } from '../orders/order-live.service.js';
import { enqueueAutoDispatchMail } from './auto-dispatch.mail-job.js';
import {
  alreadyQuoted,
  assertMatches,
  companyMethods,
  isRequestOpen,
  matchesCompany,
  notAvailable,
  requestMethods,
  type RequestFacts,
} from './auto-dispatch.policy.js';
import { presentQuoteInfo, presentQuoteRequest } from './auto-dispatch.presenter.js';
import * as repo from './auto-dispatch.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;
type DbDeps = { db: DbOrTx };

/** The pickup's local today and time zone. */
const pickupClock = (order: OrderRow, now: Date) => {
  const timeZone = order.origin ? placeTimeZone(order.origin) : BUSINESS_TIME_ZONE;
  return { timeZone, today: localParts(now, timeZone).date };
};

/** An order with its cars and its owner's role (drive away is not offered to private users). */
const loadFacts = async (deps: DbDeps, orderId: number): Promise<RequestFacts & { owner: UserRow | null }> => {
  const found = await findOrderWithCars(deps, orderId);
  if (!found) throw notFound();
  const owner = found.order.userId === null ? null : await findUserById(deps, found.order.userId);
  return { order: found.order, cars: found.cars, owner, ownerRole: (owner?.role as Role | undefined) ?? null };
};

/** The request a company may answer now: matching (404 otherwise), open, not declined by it (409 "not available"). */
const openRequestFor = async (deps: DbDeps, business: BusinessDetailsRow | null, orderId: number) => {
  const company = requireCompany(business);
  const facts = await loadFacts(deps, orderId);
  assertMatches(facts, company);
  const answers = await repo.findCompanyAnswers(deps.db, company.id, [orderId]);
  if (!isRequestOpen(facts.order, answers.accepted.has(orderId)) || answers.declined.has(orderId)) throw notAvailable();
  return { company, facts, quoted: answers.quoted.has(orderId) };
};

/** GET /auto-dispatch/quote-info/{id}: the request for the submit and decline pages. */
export const getQuoteInfo = async (deps: Pick<AppDeps, 'db' | 'clock'>, business: BusinessDetailsRow | null, orderId: number) => {
  const { company, facts, quoted } = await openRequestFor(deps, business, orderId);
  const ownerBusiness = facts.order.businessDetailsId === null ? null : await findBusiness(deps, facts.order.businessDetailsId);
  return presentQuoteInfo(facts.order, facts.cars, {
    userRole: facts.ownerRole,
    dealerType: ownerBusiness?.type ?? null,
    methods: companyMethods(requestMethods(facts), company),
    ...pickupClock(facts.order, deps.clock()),
    alreadyQuoted: quoted,
  });
};

const validation = (issues: { path: string; message: string }[]) => {
  const errors: Record<string, string[]> = {};
  for (const i of issues) (errors[i.path] ??= []).push(i.message);
  return new AppError('validation', 'The given data was invalid.', errors);
};

/**
 * POST /auto-dispatch/submit-price/{id}: the company's one quote (spec §5 rules against the request; valid for
 * the hours asked, within 5 business days and the pickup day). The customer is told by email.
 */
export const submitQuote = async (
  deps: Deps,
  user: UserRow,
  business: BusinessDetailsRow | null,
  orderId: number,
  input: SubmitQuoteInput,
): Promise<QuoteSubmitted> => {
  const { company, facts, quoted } = await openRequestFor(deps, business, orderId);
  if (quoted) throw alreadyQuoted();
  const { order } = facts;
  const now = deps.clock();
  const { today, timeZone } = pickupClock(order, now);
  requireInsurance(company, today);
  const issues = quoteRuleIssues(input, {
    today,
    startDate: order.startAt,
    neededByDate: order.neededByDate,
    methods: companyMethods(requestMethods(facts), company),
  });
  if (issues.length) throw validation(issues);
  const firstPickupDay = input.pickup_date ?? input.pickup_from!;
  const pickupEnd = dayEndIn(firstPickupDay, timeZone);
  const availableTill = new Date(now.getTime() + input.availability * 3_600_000);
  if (availableTill > latestAvailableTill(now, today, pickupEnd))
    throw validation([
      { path: 'availability', message: availableTill > pickupEnd ? Msg.beforePickupDate : Msg.maxFiveBusinessDays },
    ]);

  const priority = input.delivery_type_eta === DeliveryTypeEta.Priority;
  const carrierPriceCents = Math.round(input.price * 100);
  const card = await currentRateCard(deps);
  return deps.db.transaction(async (tx) => {
    const quote = await repo.insertQuote(tx, {
      orderId,
      businessDetailsId: company.id,
      userId: user.id,
      shippingMethod: input.shipping_method,
      pickupDate: input.pickup_date ?? null,
      pickupFrom: input.pickup_date ? null : (input.pickup_from ?? null),
      pickupTo: input.pickup_date ? null : (input.pickup_to ?? null),
      dropoffDate: priority ? order.neededByDate : (input.dropoff_date ?? null),
      dropoffFrom: priority || input.dropoff_date ? null : (input.dropoff_from ?? null),
      dropoffTo: priority || input.dropoff_date ? null : (input.dropoff_to ?? null),
      deliveryTypeEta: input.delivery_type_eta ?? null,
      carrierPriceCents,
      dealerPriceCents: customerPriceFromCarrier(carrierPriceCents, card.commissionBp),
      availableTill,
      notes: input.notes || null,
      createdAt: now,
    });
    if (!quote) throw alreadyQuoted();
    // an open quotes page refetches at once (the notification's own event only refreshes the bell)
    await publishOrderChanged({ db: tx }, order);
    await notify(tx, deps, {
      userIds: await customerAudience({ db: tx }, order),
      type: NotificationType.QuoteReceived,
      orderId,
      params: { order_number: order.orderNumber },
      email: {
        to: [order.userId],
        send: (mailTx, userId) =>
          enqueueAutoDispatchMail(deps, mailTx, {
            kind: 'quote-received',
            orderId,
            orderNumber: order.orderNumber,
            userId,
            priceCents: quote.dealerPriceCents,
          }),
      },
    });
    return { message: 'quote.submitted', id: quote.id };
  });
};

/** POST /auto-dispatch/decline/{id}: the request leaves the company's list (an optional reason is kept). */
export const declineQuote = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  user: UserRow,
  business: BusinessDetailsRow | null,
  orderId: number,
  input: DeclineQuoteInput,
) => {
  const { company, quoted } = await openRequestFor(deps, business, orderId);
  if (quoted) throw alreadyQuoted();
  await repo.insertDecline(deps.db, {
    orderId,
    businessDetailsId: company.id,
    userId: user.id,
    reason: input.reason || null,
    createdAt: deps.clock(),
  });
  return { message: 'quote.declined' };
};

/** The requests a list looks at: auto dispatch pending, held by nobody, picked up in the company's regions. */
const candidates = (deps: DbDeps, company: BusinessDetailsRow) =>
  findOpenQuoteRequests(deps, { provinces: company.provinces, statuses: AUTO_DISPATCH_STATUSES, limit: 200 });

/**
 * GET /auto-dispatch/quote-requests: the open requests matching the caller's company that it has not
 * declined, oldest first, each marked when the company quoted already.
 */
export const listQuoteRequests = async (deps: DbDeps, business: BusinessDetailsRow | null): Promise<QuoteRequestRow[]> => {
  const company = requireCompany(business);
  const rows = await candidates(deps, company);
  const answers = await repo.findCompanyAnswers(
    deps.db,
    company.id,
    rows.map((r) => r.id),
  );
  const open = rows.filter((r) => !answers.declined.has(r.id) && !answers.accepted.has(r.id));
  const matching: QuoteRequestRow[] = [];
  for (const order of open) {
    const facts = await loadFacts(deps, order.id);
    if (matchesCompany(facts, company)) matching.push(presentQuoteRequest(order, answers.quoted.has(order.id)));
  }
  return matching;
};

/** The active-jobs statistics' pending_quote_requests: open matching requests the company has not answered. */
export const countPendingQuoteRequests = async (deps: DbDeps, business: BusinessDetailsRow | null) =>
  business ? (await listQuoteRequests(deps, business)).filter((r) => !r.quoted).length : 0;

/**
 * When a customer requests quotes (in his transaction): every matching transport company is emailed links
 * to quote or decline, in each recipient's language.
 */
export const sendQuoteRequests = async (deps: Pick<AppDeps, 'jobs' | 'clock'> & DbDeps, orderId: number) => {
  const facts = await loadFacts(deps, orderId);
  const { order } = facts;
  if (!order.origin) return 0;
  const methods = [...new Set(requestMethods(facts).map((m) => carrierMethodOf(m)!))];
  const companies = (await findCarrierCompaniesServing(deps, order.origin.province, methods)).filter((c) =>
    matchesCompany(facts, c),
  );
  for (const company of companies) {
    await notify(deps.db, deps, {
      userIds: await carrierAudience(deps, company.id),
      type: NotificationType.QuoteRequested,
      orderId,
      params: { order_number: order.orderNumber },
    });
    await enqueueAutoDispatchMail(deps, deps.db, {
      kind: 'quote-request',
      orderId,
      orderNumber: order.orderNumber,
      businessId: company.id,
    });
  }
  return companies.length;
};

/** Demo data: a quote as a company would have submitted it (its customer price from the rate card's commission). */
export const addQuote = async (deps: DbDeps, values: Omit<repo.NewQuote, 'dealerPriceCents'> & { carrierPriceCents: number }) => {
  const card = await currentRateCard(deps);
  return repo.insertQuote(deps.db, {
    ...values,
    dealerPriceCents: customerPriceFromCarrier(values.carrierPriceCents, card.commissionBp),
  });
};
