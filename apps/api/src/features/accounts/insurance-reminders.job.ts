import { z } from 'zod';
import { businessToday, formatDate, insuranceReminderDue, Role, shiftIsoDay, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { mailContent } from '../../platform/mail/mail-texts.js';
import { sendUserEmail } from '../../platform/mail/user-emails.js';
import { findActiveCompanyUsers, findBusinessesExpiringBetween, findUserById } from '../users/user-records.service.js';
import { recordInsuranceReminder } from './insurance.service.js';

export const INSURANCE_REMINDERS_JOB = 'insurance-reminders';
export const INSURANCE_REMINDER_MAIL_JOB = 'insurance-reminder-mail';

const ReminderMailSchema = z.object({
  userId: z.number().int().positive(),
  expiryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  daysLeft: z.number().int().min(0).max(31),
});
type ReminderMail = z.infer<typeof ReminderMailSchema>;

/** The reminder in the recipient's language (words from the e-mail locale files). */
export const reminderContent =
  (mail: ReminderMail, appUrl: string, firstName: string | null) =>
  (locale: Locale): EmailContent =>
    mailContent(locale, 'insuranceReminder.reminder', {
      firstName,
      params: { days: mail.daysLeft, date: formatDate(mail.expiryDate, locale, 'long') },
      subject: mail.daysLeft === 0 ? 'subjectToday' : mail.daysLeft === 1 ? 'subjectOne' : 'subjectMany',
      paragraphs: ['expires', 'upload'],
      url: `${appUrl}/my-account/insurance`,
    });

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'mailer' | 'env'>;

const DAY_MS = 86_400_000;

/**
 * Once a day: each transport company whose insurance expires within 30 days gets the reminder it is due (30 days,
 * then 7 days before), once per expiry date. Each reminder is recorded and its e-mails queued in one transaction.
 * Returns how many reminders were recorded.
 */
export const sendInsuranceReminders = async (deps: Deps) => {
  const today = businessToday(deps.clock());
  const businesses = await findBusinessesExpiringBetween(deps, Role.TransportCompany, today, shiftIsoDay(today, 30));
  let sent = 0;
  for (const business of businesses) {
    const expiry = business.expiryDate!;
    const daysLeft = Math.round((Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
    const threshold = insuranceReminderDue(daysLeft);
    if (threshold === null) continue;
    await deps.db.transaction(async (tx) => {
      if (!(await recordInsuranceReminder(tx, business.id, expiry, threshold, deps.clock()))) return;
      sent += 1;
      for (const owner of await findActiveCompanyUsers({ db: tx }, business.id, [Role.TransportCompany]))
        await deps.jobs.enqueue(tx, INSURANCE_REMINDER_MAIL_JOB, { userId: owner.id, expiryDate: expiry, daysLeft });
    });
  }
  return sent;
};

/** The daily scan (07:00 UTC, early morning in Canada). */
export const insuranceRemindersJob = (deps: Deps): JobDefinition<Record<string, unknown>> => ({
  name: INSURANCE_REMINDERS_JOB,
  payload: z.record(z.string(), z.unknown()),
  handle: async () => {
    await sendInsuranceReminders(deps);
  },
  cron: '0 7 * * *',
  retryLimit: 3,
  retryDelaySeconds: 300,
  timeoutSeconds: 300,
});

/** Sends one reminder in its recipient's language. */
export const insuranceReminderMailJob = (deps: Pick<AppDeps, 'db' | 'mailer' | 'env'>): JobDefinition<ReminderMail> => ({
  name: INSURANCE_REMINDER_MAIL_JOB,
  payload: ReminderMailSchema,
  handle: async (mail) => {
    const user = await findUserById(deps, mail.userId);
    if (!user || user.deletedAt) return;
    await sendUserEmail(deps, user, reminderContent(mail, deps.env.appUrl, user.firstName));
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
