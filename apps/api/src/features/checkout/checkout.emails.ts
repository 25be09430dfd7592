import { z } from 'zod';
import {
  DEFAULT_LOCALE,
  formatCents,
  formatMoney,
  formatPercent,
  isLocale,
  orderBreakdown,
  presentPriceBreakdown,
  priceBreakdownLines,
  SHIPPING_METHOD_KEYS,
  type Locale,
  type PriceBreakdownLine,
  type ShippingMethod,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import { renderEmail, type EmailContent } from '../../platform/mail/layout.js';
import { mailContent, mailText } from '../../platform/mail/mail-texts.js';
import { findOrderWithCars } from '../orders/orders.service.js';
import { findUserById } from '../users/user-records.service.js';
import { findGuestById, guestTrackingUrl } from '../guests/guest-records.service.js';

export const CHECKOUT_MAIL_JOB = 'checkout-mail';
const CheckoutMailSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order-confirmed'), orderId: z.number().int().positive() }),
  z.object({
    kind: z.literal('payment-refunded'),
    orderId: z.number().int().positive(),
    amountCents: z.number().int().positive(),
    reason: z.string(),
  }),
]);
type CheckoutMail = z.infer<typeof CheckoutMailSchema>;

/** Queues the booking confirmation in the transaction that books the order. */
export const enqueueOrderConfirmation = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, orderId: number) =>
  jobs.enqueue(tx, CHECKOUT_MAIL_JOB, { kind: 'order-confirmed', orderId } satisfies CheckoutMail);

/** Queues the customer's e-mail of an operator's refund, in the transaction that marks it made. */
export const enqueuePaymentRefundedMail = (
  { jobs }: Pick<AppDeps, 'jobs'>,
  tx: DbOrTx,
  refund: { orderId: number; amountCents: number; reason: string },
) => jobs.enqueue(tx, CHECKOUT_MAIL_JOB, { kind: 'payment-refunded', ...refund } satisfies CheckoutMail);

const TAX_NAMES: Record<Locale, Record<string, string>> = {
  en: { GST: 'GST', HST: 'HST', PST: 'PST', QST: 'QST' },
  fr: { GST: 'TPS', HST: 'TVH', PST: 'TVP', QST: 'TVQ' },
};

/** One line of the order's price breakdown, worded as the order page and the invoice word it. */
const breakdownLine = (locale: Locale, l: PriceBreakdownLine) =>
  mailText(locale, `booking.orderConfirmed.breakdown.${l.key}`, {
    amount: formatMoney(l.amount, locale),
    ...(l.key === 'discount' ? { percent: formatPercent(l.percent / 100, locale, 2) } : {}),
    ...(l.key === 'tax' ? { kind: TAX_NAMES[locale][l.kind], percent: formatPercent(l.percent / 100, locale, 3) } : {}),
  });

/** The confirmation of a booked order, in the recipient's language (words from the e-mail locale files). */
export const orderConfirmedContent = (
  locale: Locale,
  user: Pick<UserRow, 'firstName'>,
  order: OrderRow,
  url: string,
  opts: { guest?: boolean } = {},
): EmailContent => {
  const breakdown = orderBreakdown(order);
  const lines = breakdown ? priceBreakdownLines(presentPriceBreakdown(breakdown)) : [];
  const method = order.isEnclosed ? 'enclosed' : SHIPPING_METHOD_KEYS[(order.shippingMethod ?? 3) as ShippingMethod];
  return mailContent(locale, 'booking.orderConfirmed', {
    firstName: user.firstName,
    params: {
      orderNumber: order.orderNumber,
      route: `${order.fromCity ?? ''} → ${order.toCity ?? ''}`,
      method: mailText(locale, `booking.methods.${method}`),
      total: formatCents(breakdown?.totalCents ?? order.dealerPriceTvaCents ?? 0, locale),
    },
    // the price breakdown line by line, then the total and how it is paid
    paragraphs: [
      'booked',
      ...lines.filter((l) => l.key !== 'total').map((l) => ({ raw: breakdownLine(locale, l) })),
      order.paidWithCard ? 'totalCard' : 'totalInvoice',
      'next',
      ...(opts.guest ? ['guestLink'] : []),
    ],
    url,
    actionKey: 'common.viewOrder',
  });
};

type WorkerDeps = Pick<AppDeps, 'db' | 'mailer' | 'env'>;

/** A guest's confirmation: to the email he gave at checkout, in the page's language he sent. */
const deliverToGuest = async (deps: WorkerDeps, order: OrderRow, guestId: number) => {
  const guest = await findGuestById(deps, guestId);
  if (!guest?.email) return;
  const locale = isLocale(guest.locale) ? guest.locale : DEFAULT_LOCALE;
  const firstName = guest.name?.split(' ')[0] ?? null;
  // the link opens his order's tracking page (the guest has no account to sign in to)
  const content = orderConfirmedContent(locale, { firstName }, order, guestTrackingUrl(deps, order.id, guest), {
    guest: true,
  });
  await deps.mailer.send({ to: guest.email, ...renderEmail(content) });
};

/** A refund's e-mail: the amount given back to the card, the reason, in the customer's (or guest's) language. */
export const paymentRefundedContent = (
  locale: Locale,
  firstName: string | null,
  refund: { amountCents: number; reason: string; orderNumber: string },
  url: string | null,
): EmailContent =>
  mailContent(locale, 'booking.paymentRefunded', {
    firstName,
    params: { orderNumber: refund.orderNumber, amount: formatCents(refund.amountCents, locale), reason: refund.reason },
    paragraphs: ['refunded', 'reason', 'delay'],
    url,
    actionKey: 'common.viewOrder',
  });

const deliverRefund = async (deps: WorkerDeps, refund: { orderId: number; amountCents: number; reason: string }) => {
  const found = await findOrderWithCars(deps, refund.orderId);
  if (!found) return;
  const { order } = found;
  const about = { amountCents: refund.amountCents, reason: refund.reason, orderNumber: order.orderNumber };
  if (order.guestId) {
    const guest = await findGuestById(deps, order.guestId);
    if (!guest?.email) return;
    const locale = isLocale(guest.locale) ? guest.locale : DEFAULT_LOCALE;
    const content = paymentRefundedContent(
      locale,
      guest.name?.split(' ')[0] ?? null,
      about,
      guestTrackingUrl(deps, order.id, guest),
    );
    await deps.mailer.send({ to: guest.email, ...renderEmail(content) });
    return;
  }
  const user = order.userId ? await findUserById(deps, order.userId) : null;
  if (!user || user.deletedAt) return;
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const content = paymentRefundedContent(locale, user.firstName, about, `${deps.env.appUrl}/my-orders/${order.id}`);
  await deps.mailer.send({ to: user.email, ...renderEmail(content) });
};

const deliver = async (deps: WorkerDeps, mail: CheckoutMail) => {
  if (mail.kind === 'payment-refunded') return deliverRefund(deps, mail);
  const found = await findOrderWithCars(deps, mail.orderId);
  if (found?.order.guestId) return deliverToGuest(deps, found.order, found.order.guestId);
  if (!found?.order.userId) return;
  const user = await findUserById(deps, found.order.userId);
  if (!user || user.deletedAt) return;
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const content = orderConfirmedContent(locale, user, found.order, `${deps.env.appUrl}/my-orders/${found.order.id}`);
  await deps.mailer.send({ to: user.email, ...renderEmail(content) });
};

export const checkoutMailJob = (deps: WorkerDeps): JobDefinition<CheckoutMail> => ({
  name: CHECKOUT_MAIL_JOB,
  payload: CheckoutMailSchema,
  handle: (mail) => deliver(deps, mail),
  retryLimit: 12,
  retryDelaySeconds: 10,
});
