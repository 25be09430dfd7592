import { formatDate, formatMoney } from '../common/format.js';
import type { Locale } from '../users/enums.js';
import { NotificationType, type NotificationParams } from './notification-types.js';

const STEP_NAMES: Record<Locale, Record<number, string>> = {
  en: { 1: 'on its way', 2: 'at pickup', 3: 'being inspected', 4: 'inspected', 5: 'in transport', 6: 'delivered' },
  fr: { 1: 'en route', 2: 'au ramassage', 3: 'en inspection', 4: 'inspecté', 5: 'en transport', 6: 'livré' },
};

const str = (params: NotificationParams, key: string) => {
  const v = params[key];
  return v === undefined ? '' : String(v);
};

/** 2026-12-04 → Dec 04, 2026 / 4 déc. 2026 (the spec's MMM DD, YYYY; French days are not zero-padded). */
const day = (locale: Locale, iso: string) => formatDate(iso.slice(0, 10), locale) || iso;

/** 10000 → $10,000.00 / 10 000,00 $ */
const money = (locale: Locale, value: unknown) => formatMoney(Number(value ?? 0), locale);

const ISSUE_NAMES: Record<Locale, Record<string, string>> = {
  en: { pickup_problem: 'a pickup problem', other: 'an issue', delay: 'a delay' },
  fr: { pickup_problem: 'un problème au ramassage', other: 'un problème', delay: 'un retard' },
};

const requestName = (locale: Locale, type: string) =>
  locale === 'fr'
    ? type === 'cancel'
      ? 'La demande d’annulation'
      : 'La demande de clôture'
    : type === 'cancel'
      ? 'The cancellation request'
      : 'The completion request';

/**
 * A notification's title in the reader's language, from its type and stored values. Rendered when read,
 * so a user who switches language sees every title in the new one.
 */
export const notificationTitle = (type: string, params: NotificationParams, locale: Locale): string => {
  const fr = locale === 'fr';
  const n = str(params, 'order_number');
  switch (type) {
    case NotificationType.OrderBooked:
      return fr ? `Votre commande ${n} est réservée` : `Your order ${n} is booked`;
    case NotificationType.CarrierAssigned:
      return fr ? `Un transporteur a pris la commande ${n}` : `A carrier was assigned to order ${n}`;
    case NotificationType.LoadStatus: {
      const step = STEP_NAMES[locale][Number(params.step)] ?? str(params, 'step');
      return fr ? `Commande ${n}\u00a0: chargement ${step}` : `Order ${n}: load ${step}`;
    }
    case NotificationType.LoadDelivered:
      if (params.completed === true) return fr ? `La commande ${n} est livrée` : `Order ${n} was delivered`;
      return fr ? `Des véhicules de la commande ${n} sont livrés` : `Cars of order ${n} were delivered`;
    case NotificationType.OrderDelayed:
      return fr
        ? `La commande ${n} est retardée, nouvelle date\u00a0: ${day(locale, str(params, 'new_eta'))}`
        : `Order ${n} is delayed, new date: ${day(locale, str(params, 'new_eta'))}`;
    case NotificationType.BidDecided:
      if (params.approved === true)
        return fr ? `Votre offre sur la commande ${n} est acceptée` : `Your bid on order ${n} was accepted`;
      return fr ? `Votre offre sur la commande ${n} est refusée` : `Your bid on order ${n} was declined`;
    case NotificationType.RequestCreated:
      return fr
        ? `${requestName(locale, str(params, 'request_type'))} de la commande ${n} attend une décision`
        : `${requestName(locale, str(params, 'request_type'))} for order ${n} awaits a decision`;
    case NotificationType.RequestDecided: {
      const what = requestName(locale, str(params, 'request_type'));
      const approved = params.approved === true;
      return fr
        ? `${what} de la commande ${n} est ${approved ? 'approuvée' : 'refusée'}`
        : `${what} for order ${n} was ${approved ? 'approved' : 'declined'}`;
    }
    case NotificationType.ChatMessage:
      return fr ? `Nouveau message sur la commande ${n}` : `New message on order ${n}`;
    case NotificationType.QuoteRequested:
      return fr ? `Demande de prix pour la commande ${n}` : `Quote request for order ${n}`;
    case NotificationType.QuoteReceived:
      return fr ? `Nouveau prix reçu pour la commande ${n}` : `New quote received for order ${n}`;
    case NotificationType.QuoteAccepted:
      return fr ? `Votre prix pour la commande ${n} est accepté` : `Your quote for order ${n} was accepted`;
    case NotificationType.FuelFeeClaimed:
      return fr
        ? `Frais de carburant de ${money(locale, params.amount)} réclamés sur la commande ${n}`
        : `Fuel fee of ${money(locale, params.amount)} claimed on order ${n}`;
    case NotificationType.FuelFeeClaimDecided:
      if (params.approved === true)
        return fr
          ? `Vos frais de carburant de ${money(locale, params.amount)} sur la commande ${n} sont approuvés`
          : `Your fuel fee of ${money(locale, params.amount)} on order ${n} was approved`;
      return fr
        ? `Vos frais de carburant de ${money(locale, params.amount)} sur la commande ${n} sont refusés`
        : `Your fuel fee of ${money(locale, params.amount)} on order ${n} was refused`;
    case NotificationType.IssueReported: {
      const issue = ISSUE_NAMES[locale][str(params, 'issue_type')] ?? ISSUE_NAMES[locale].other;
      return fr ? `Le transporteur signale ${issue} sur la commande ${n}` : `The carrier reported ${issue} on order ${n}`;
    }
    case NotificationType.DelayReported:
      return fr
        ? `Retard signalé sur la commande ${n}, nouvelle date\u00a0: ${day(locale, str(params, 'new_eta'))}`
        : `Delay reported on order ${n}, new date: ${day(locale, str(params, 'new_eta'))}`;
    case NotificationType.AccountApproved:
      return fr ? 'Votre compte est approuvé' : 'Your account was approved';
    case NotificationType.AccountRejected:
      return fr ? 'Votre compte n’a pas été approuvé' : 'Your account was not approved';
    case NotificationType.InsuranceProposed: {
      const company = str(params, 'company');
      return fr
        ? `${company || 'Un transporteur'} propose une nouvelle date d’expiration d’assurance à vérifier`
        : `${company || 'A transport company'} proposed a new insurance expiry to review`;
    }
    case NotificationType.InsuranceReviewed: {
      const when = day(locale, str(params, 'expiry_date'));
      if (params.approved === true)
        return fr ? `Votre assurance est confirmée jusqu’au ${when}` : `Your insurance is confirmed until ${when}`;
      return fr
        ? `La date d’expiration d’assurance proposée (${when}) est refusée`
        : `The proposed insurance expiry (${when}) was refused`;
    }
    case NotificationType.OrderRejected:
      return fr ? `La commande ${n} vous est renvoyée pour modification` : `Order ${n} was sent back to you for changes`;
    case NotificationType.OrderHeld:
      if (params.held === true) return fr ? `La commande ${n} est en attente` : `Order ${n} is on hold`;
      return fr ? `La commande ${n} n’est plus en attente` : `Order ${n} is no longer on hold`;
    case NotificationType.OrderPrepared:
      return fr ? `Routier a préparé la commande ${n} pour vous` : `Routier prepared order ${n} for you`;
    case NotificationType.OrderCancelledByAdmin:
      return fr ? `La commande ${n} est annulée` : `Order ${n} was cancelled`;
    case NotificationType.DueDateChanged:
      return fr
        ? `Nouvelle date de livraison de la commande ${n}\u00a0: ${day(locale, str(params, 'due_date'))}`
        : `New due date for order ${n}: ${day(locale, str(params, 'due_date'))}`;
    case NotificationType.CarrierRemoved:
      if (params.audience === 'customer')
        return fr ? `La commande ${n} cherche un nouveau transporteur` : `Order ${n} is looking for a new carrier`;
      return fr ? `La commande ${n} vous a été retirée par notre équipe` : `Order ${n} was taken off your company by our team`;
    case NotificationType.JobAssigned:
      return fr ? `Notre équipe vous a confié la commande ${n}` : `Our team assigned order ${n} to your company`;
    default:
      return fr ? `Mise à jour de la commande ${n}`.trim() : `Update on order ${n}`.trim();
  }
};
