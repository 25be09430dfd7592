import { z } from 'zod';
import { DEFAULT_LOCALE, isLocale, SHIPPING_METHOD_KEYS, type Locale, type ShippingMethod } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import { renderEmail, type EmailContent } from '../../platform/mail/layout.js';
import { findOrderWithCars } from '../orders/orders.service.js';
import { findUserById } from '../users/user-records.service.js';
import { findGuestById } from '../guests/guest-records.service.js';

export const CHECKOUT_MAIL_JOB = 'checkout-mail';
const CheckoutMailSchema = z.object({ kind: z.literal('order-confirmed'), orderId: z.number().int().positive() });
type CheckoutMail = z.infer<typeof CheckoutMailSchema>;

/** Queues the booking confirmation in the transaction that books the order. */
export const enqueueOrderConfirmation = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, orderId: number) =>
  jobs.enqueue(tx, CHECKOUT_MAIL_JOB, { kind: 'order-confirmed', orderId } satisfies CheckoutMail);

const METHOD_NAMES: Record<Locale, Record<string, string>> = {
  en: { driveAway: 'drive away', flatbed: 'flatbed', haulAway: 'haul away', enclosed: 'enclosed' },
  fr: { driveAway: 'convoyage', flatbed: 'plateau', haulAway: 'porte-voitures', enclosed: 'remorque fermée' },
};

const money = (locale: Locale, cents: number) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

/** The confirmation of a booked order, in the recipient's language. */
export const orderConfirmedContent = (
  locale: Locale,
  user: Pick<UserRow, 'firstName'>,
  order: OrderRow,
  url: string,
): EmailContent => {
  const method = order.isEnclosed ? 'enclosed' : SHIPPING_METHOD_KEYS[(order.shippingMethod ?? 3) as ShippingMethod];
  const route = `${order.fromCity ?? ''} → ${order.toCity ?? ''}`;
  const total = money(locale, order.dealerPriceTvaCents ?? 0);
  const fr = locale === 'fr';
  return {
    locale,
    subject: fr ? `Commande ${order.orderNumber} confirmée` : `Order ${order.orderNumber} confirmed`,
    greeting: fr
      ? user.firstName
        ? `Bonjour ${user.firstName},`
        : 'Bonjour,'
      : user.firstName
        ? `Hello ${user.firstName},`
        : 'Hello,',
    paragraphs: fr
      ? [
          `Votre commande ${order.orderNumber} (${route}, ${METHOD_NAMES.fr[method]}) est réservée.`,
          `Total${'\u00a0'}: ${total}. ${order.paidWithCard ? 'Votre carte a été débitée.' : 'Une facture vous sera envoyée.'}`,
          'Nous vous écrirons dès qu’un transporteur prendra en charge vos véhicules.',
        ]
      : [
          `Your order ${order.orderNumber} (${route}, ${METHOD_NAMES.en[method]}) is booked.`,
          `Total: ${total}. ${order.paidWithCard ? 'Your card was charged.' : 'An invoice will be sent to you.'}`,
          'We will write to you as soon as a carrier takes your vehicles.',
        ],
    action: { label: fr ? 'Voir la commande' : 'View the order', url },
    fallbackHint: fr
      ? 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:'
      : 'If the button does not work, copy this link into your browser:',
  };
};

type WorkerDeps = Pick<AppDeps, 'db' | 'mailer' | 'env'>;

/** A guest's confirmation: to the email he gave at checkout, in the page's language he sent. */
const deliverToGuest = async (deps: WorkerDeps, order: OrderRow, guestId: number) => {
  const guest = await findGuestById(deps, guestId);
  if (!guest?.email) return;
  const locale = isLocale(guest.locale) ? guest.locale : DEFAULT_LOCALE;
  const firstName = guest.name?.split(' ')[0] ?? null;
  const content = orderConfirmedContent(locale, { firstName }, order, `${deps.env.appUrl}/my-orders/create`);
  await deps.mailer.send({ to: guest.email, ...renderEmail(content) });
};

const deliver = async (deps: WorkerDeps, mail: CheckoutMail) => {
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
