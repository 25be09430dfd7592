import { describe, expect, it } from 'vitest';
import { Role } from '../users/roles.js';
import { mutableEmailTypesFor, NOTIFICATION_TYPES, NotificationType } from './notification-types.js';
import { notificationTitle } from './notification-titles.js';
import {
  MarkOrderReadInputSchema,
  NotificationPreferencesInputSchema,
  NotificationsQuerySchema,
} from './notifications.schemas.js';

describe('notification titles', () => {
  it('renders every type in both languages, with the order number', () => {
    for (const type of NOTIFICATION_TYPES) {
      const en = notificationTitle(type, { order_number: 'R-123', step: 5, new_eta: '2026-12-04', request_type: 'cancel' }, 'en');
      const fr = notificationTitle(type, { order_number: 'R-123', step: 5, new_eta: '2026-12-04', request_type: 'cancel' }, 'fr');
      expect(en).not.toBe(fr);
      if (!type.startsWith('account_') && !type.startsWith('insurance_')) {
        expect(en).toContain('R-123');
        expect(fr).toContain('R-123');
      }
    }
  });

  it('uses French typography: a non-breaking space before a colon, no zero-padded day (MMM DD, YYYY in English)', () => {
    const fr = notificationTitle(NotificationType.OrderDelayed, { order_number: 'R-1', new_eta: '2026-12-04' }, 'fr');
    expect(fr).toContain('\u00a0:');
    expect(fr).toContain('4 déc');
    expect(notificationTitle(NotificationType.OrderDelayed, { order_number: 'R-1', new_eta: '2026-12-04' }, 'en')).toContain(
      'Dec 04, 2026',
    );
  });

  it('names the carrier of an insurance proposal, and says whether its date was confirmed', () => {
    expect(notificationTitle(NotificationType.InsuranceProposed, { company: 'Prairie Express Ltd.' }, 'en')).toBe(
      'Prairie Express Ltd. proposed a new insurance expiry to review',
    );
    expect(notificationTitle(NotificationType.InsuranceReviewed, { approved: true, expiry_date: '2027-12-04' }, 'fr')).toBe(
      'Votre assurance est confirmée jusqu’au 4 déc. 2027',
    );
    expect(notificationTitle(NotificationType.InsuranceReviewed, { approved: false, expiry_date: '2027-12-04' }, 'en')).toMatch(
      /refused/,
    );
  });

  it('says whether a bid or a request was approved', () => {
    expect(notificationTitle(NotificationType.BidDecided, { order_number: 'R-1', approved: true }, 'en')).toMatch(/accepted/);
    expect(notificationTitle(NotificationType.BidDecided, { order_number: 'R-1', approved: false }, 'en')).toMatch(/declined/);
    expect(
      notificationTitle(NotificationType.RequestDecided, { order_number: 'R-1', request_type: 'complete', approved: true }, 'fr'),
    ).toBe('La demande de clôture de la commande R-1 est approuvée');
  });

  it('tells the carrier its job was taken off it, and the customer that his order looks for a new carrier', () => {
    expect(notificationTitle(NotificationType.CarrierRemoved, { order_number: 'R-1' }, 'en')).toBe(
      'Order R-1 was taken off your company by our team',
    );
    expect(notificationTitle(NotificationType.CarrierRemoved, { order_number: 'R-1', audience: 'customer' }, 'en')).toBe(
      'Order R-1 is looking for a new carrier',
    );
    expect(notificationTitle(NotificationType.CarrierRemoved, { order_number: 'R-1', audience: 'customer' }, 'fr')).toBe(
      'La commande R-1 cherche un nouveau transporteur',
    );
  });
});

describe('notification calls', () => {
  it('lists newest first by default and allows only created_at', () => {
    expect(NotificationsQuerySchema.parse({})).toEqual({ order_by: 'created_at', order_direction: 'desc', page: 1 });
    expect(NotificationsQuerySchema.safeParse({ order_by: 'title' }).success).toBe(false);
  });

  it('marks an order read by a positive id', () => {
    expect(MarkOrderReadInputSchema.safeParse({ order_id: 3 }).success).toBe(true);
    expect(MarkOrderReadInputSchema.safeParse({ order_id: 0 }).success).toBe(false);
    expect(MarkOrderReadInputSchema.safeParse({}).success).toBe(false);
  });

  it('mutes only non-essential kinds', () => {
    expect(NotificationPreferencesInputSchema.safeParse({ muted: ['chat_message'] }).success).toBe(true);
    expect(NotificationPreferencesInputSchema.safeParse({ muted: ['account_approved'] }).success).toBe(false);
  });
});

describe('fuel-fee claim titles', () => {
  it('tells the admins of a claim and the carrier of the decision, in both languages', () => {
    const params = { order_number: 'RT-100118', amount: 10000 };
    expect(notificationTitle(NotificationType.FuelFeeClaimed, params, 'en')).toBe(
      'Fuel fee of $10,000.00 claimed on order RT-100118',
    );
    expect(notificationTitle(NotificationType.FuelFeeClaimed, params, 'fr')).toMatch(
      /^Frais de carburant de 10\s000,00\s\$ réclamés sur la commande RT-100118$/,
    );
    expect(notificationTitle(NotificationType.FuelFeeClaimDecided, { ...params, approved: true }, 'en')).toBe(
      'Your fuel fee of $10,000.00 on order RT-100118 was approved',
    );
    expect(notificationTitle(NotificationType.FuelFeeClaimDecided, { ...params, approved: false }, 'fr')).toMatch(
      /sont refusés$/,
    );
  });
});

describe('the operators’ notifications', () => {
  it('name the issue or the delay reported, in both languages', () => {
    const issue = { order_number: 'RT-7', issue_type: 'pickup_problem' };
    expect(notificationTitle(NotificationType.IssueReported, issue, 'en')).toBe(
      'The carrier reported a pickup problem on order RT-7',
    );
    expect(notificationTitle(NotificationType.IssueReported, issue, 'fr')).toBe(
      'Le transporteur signale un problème au ramassage sur la commande RT-7',
    );
    const delay = { order_number: 'RT-7', new_eta: '2026-12-04' };
    expect(notificationTitle(NotificationType.DelayReported, delay, 'en')).toBe(
      'Delay reported on order RT-7, new date: Dec 04, 2026',
    );
    expect(notificationTitle(NotificationType.DelayReported, delay, 'fr')).toBe(
      'Retard signalé sur la commande RT-7, nouvelle date\u00a0: 4 déc. 2026',
    );
  });

  it('are e-mailed to admins unless muted: reports, chat messages, fuel claims and insurance reviews', () => {
    expect(mutableEmailTypesFor(Role.Admin)).toEqual([
      NotificationType.IssueReported,
      NotificationType.DelayReported,
      NotificationType.ChatMessage,
      NotificationType.FuelFeeClaimed,
      NotificationType.InsuranceProposed,
    ]);
    expect(mutableEmailTypesFor(Role.Accountant)).toEqual([]);
    expect(mutableEmailTypesFor(Role.Dealer)).not.toContain(NotificationType.IssueReported);
  });
});
