import { z } from 'zod';
import { formatCents, formatDate, ISSUE_TYPES, NotificationType, type Locale, type NotificationParams } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { mailContent, mailText } from '../../platform/mail/mail-texts.js';
import { sendUserEmail } from '../../platform/mail/user-emails.js';
import { findUserById } from '../users/user-records.service.js';
import { adminAudience } from './notification-audience.js';
import { notify } from './notifications.service.js';

export const OPERATOR_MAIL_JOB = 'operator-mail';

const order = { orderId: z.number().int().positive(), orderNumber: z.string().max(20) };
/** What needs the operators (issue 19 §7): each becomes a notification to every active admin, and its e-mail. */
const NoticeSchema = z.discriminatedUnion('kind', [
  /** a carrier or driver reported a pickup problem or another issue */
  z.object({ kind: z.literal('issue'), ...order, issueType: z.enum(ISSUE_TYPES) }),
  /** a carrier or driver reported a delay; the order's new due date */
  z.object({ kind: z.literal('delay'), ...order, newEta: z.string().max(10) }),
  /** a customer or a carrier wrote in the order's log, to the admins */
  z.object({ kind: z.literal('chat'), ...order, side: z.enum(['customer', 'carrier']), comment: z.string().max(2000) }),
  /** a carrier claimed a fuel fee with its receipt */
  z.object({ kind: z.literal('fuel-claim'), ...order, amountCents: z.number().int().min(0) }),
  /** a transport company uploaded its certificate and proposed an expiry date to review */
  z.object({
    kind: z.literal('insurance'),
    accountId: z.number().int().positive(),
    company: z.string().max(255),
    expiryDate: z.string().max(10),
  }),
]);
export type OperatorNotice = z.infer<typeof NoticeSchema>;
type OperatorMail = OperatorNotice & { userId: number };
const MailSchema = z.intersection(NoticeSchema, z.object({ userId: z.number().int().positive() }));

/** The notification's kind and title values for a notice (titles: the domain's notificationTitle). */
const notificationOf = (n: OperatorNotice): { type: NotificationType; orderId: number | null; params: NotificationParams } => {
  switch (n.kind) {
    case 'issue':
      return {
        type: NotificationType.IssueReported,
        orderId: n.orderId,
        params: { order_number: n.orderNumber, issue_type: n.issueType },
      };
    case 'delay':
      return {
        type: NotificationType.DelayReported,
        orderId: n.orderId,
        params: { order_number: n.orderNumber, new_eta: n.newEta },
      };
    case 'chat':
      return { type: NotificationType.ChatMessage, orderId: n.orderId, params: { order_number: n.orderNumber } };
    case 'fuel-claim':
      return {
        type: NotificationType.FuelFeeClaimed,
        orderId: n.orderId,
        params: { order_number: n.orderNumber, amount: n.amountCents / 100 },
      };
    case 'insurance':
      return {
        type: NotificationType.InsuranceProposed,
        orderId: null,
        params: { company: n.company, expiry_date: n.expiryDate, account_id: n.accountId },
      };
  }
};

/**
 * Tells every active admin of something that needs them, in the caller's transaction (with the row it follows):
 * the bell and the list at once, the e-mail through the job queue unless the admin muted that kind.
 */
export const tellOperators = async (
  tx: DbOrTx,
  deps: Pick<AppDeps, 'clock' | 'jobs'>,
  notice: OperatorNotice,
  except: readonly number[] = [],
) => {
  const { type, orderId, params } = notificationOf(notice);
  const admins = (await adminAudience({ db: tx })).filter((id) => !except.includes(id));
  return notify(tx, deps, {
    userIds: admins,
    type,
    orderId,
    params,
    email: { send: (t, userId) => deps.jobs.enqueue(t, OPERATOR_MAIL_JOB, { ...notice, userId } satisfies OperatorMail) },
  });
};

/** Where the e-mail's button leads: where the admin acts (the order's console page, the claims, the account). */
export const operatorNoticeUrl = (appUrl: string, n: OperatorNotice) => {
  if (n.kind === 'insurance') return `${appUrl}/admin/accounts?status=all&review=${n.accountId}`;
  if (n.kind === 'fuel-claim') return `${appUrl}/admin/requests?tab=fuel-claims`;
  return `${appUrl}/admin/orders/${n.orderId}`;
};

/** The e-mail of a notice, in the admin's language (words under "operators" in the e-mail locale files). */
export const operatorMailContent =
  (n: OperatorNotice, url: string, firstName: string | null) =>
  (locale: Locale): EmailContent => {
    const common = { firstName, url, actionKey: 'operators.openOrder' };
    switch (n.kind) {
      case 'issue':
        return mailContent(locale, 'operators.issueReported', {
          ...common,
          params: { orderNumber: n.orderNumber, issue: mailText(locale, `operators.issues.${n.issueType}`) },
          paragraphs: ['body'],
        });
      case 'delay':
        return mailContent(locale, 'operators.delayReported', {
          ...common,
          params: { orderNumber: n.orderNumber, date: formatDate(n.newEta, locale, 'long') },
          paragraphs: ['body'],
        });
      case 'chat':
        return mailContent(locale, 'operators.chatMessage', {
          ...common,
          params: { orderNumber: n.orderNumber, author: mailText(locale, `operators.authors.${n.side}`) },
          paragraphs: ['body', { raw: n.comment }],
        });
      case 'fuel-claim':
        return mailContent(locale, 'operators.fuelFeeClaimed', {
          ...common,
          actionKey: 'operators.decideClaim',
          params: { orderNumber: n.orderNumber, amount: formatCents(n.amountCents, locale) },
          paragraphs: ['body'],
        });
      case 'insurance':
        return mailContent(locale, 'operators.insuranceProposed', {
          ...common,
          actionKey: 'operators.reviewInsurance',
          params: { company: n.company, date: formatDate(n.expiryDate, locale, 'long') },
          paragraphs: ['body'],
        });
    }
  };

type WorkerDeps = Pick<AppDeps, 'db' | 'mailer' | 'env'>;

/** Sends one operator e-mail in its admin's language. */
export const operatorMailJob = (deps: WorkerDeps): JobDefinition<OperatorMail> => ({
  name: OPERATOR_MAIL_JOB,
  payload: MailSchema,
  handle: async (mail) => {
    const user = await findUserById(deps, mail.userId);
    if (!user || user.deletedAt) return;
    await sendUserEmail(deps, user, operatorMailContent(mail, operatorNoticeUrl(deps.env.appUrl, mail), user.firstName));
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
