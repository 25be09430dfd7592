import { z } from 'zod';
import { formatDate, formatMoney, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { mailContent } from '../../platform/mail/mail-texts.js';
import { sendUserEmail } from '../../platform/mail/user-emails.js';
import { findUserById } from '../users/user-records.service.js';

export const ADMIN_ORDER_MAIL_JOB = 'admin-order-mail';

const MailSchema = z.object({
  orderId: z.number().int().positive(),
  orderNumber: z.string().max(20),
  userId: z.number().int().positive(),
  /** the carrier's people get the job's page, the customer's the order's */
  carrierSide: z.boolean(),
  body: z.discriminatedUnion('kind', [
    /** the customer: his order is back with him for changes, with the operator's comment */
    z.object({ kind: z.literal('rejected'), comment: z.string().max(2000) }),
    z.object({ kind: z.literal('held') }),
    z.object({ kind: z.literal('released') }),
    /** the carrier: the job is cancelled (the customer's e-mail is the cancellation's own) */
    z.object({ kind: z.literal('cancelled') }),
    z.object({ kind: z.literal('due-date'), dueDate: z.string().max(10) }),
    /** the customer: an operator prepared an order for him to pay (decision 067) */
    z.object({ kind: z.literal('prepared') }),
    /** the carrier: an operator took the job off it (with his reason) */
    z.object({ kind: z.literal('carrier-removed'), reason: z.string().max(2000) }),
    /** the customer: the same, without the reason given to the carrier; his order waits for a new carrier */
    z.object({ kind: z.literal('carrier-changed') }),
    /** the carrier: an operator gave it the job at this pay (dollars) */
    z.object({ kind: z.literal('job-assigned'), pay: z.number() }),
  ]),
});
export type AdminOrderMail = z.infer<typeof MailSchema>;

/** Queues the e-mail in the transaction of the operator's action; the worker sends it in its recipient's language. */
export const enqueueAdminOrderMail = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, mail: AdminOrderMail) =>
  jobs.enqueue(tx, ADMIN_ORDER_MAIL_JOB, mail);

const KEYS = {
  rejected: 'rejected',
  held: 'held',
  released: 'released',
  cancelled: 'cancelled',
  'due-date': 'dueDate',
  prepared: 'prepared',
  'carrier-removed': 'carrierRemoved',
  'carrier-changed': 'carrierChanged',
  'job-assigned': 'jobAssigned',
} as const;

/** The e-mail of an operator's action, its words from the e-mail locale files. */
export const adminOrderMailContent =
  (mail: AdminOrderMail, url: string, firstName: string | null) =>
  (locale: Locale): EmailContent => {
    const { body } = mail;
    const key = `adminOrderActions.${KEYS[body.kind]}`;
    const params = {
      orderNumber: mail.orderNumber,
      ...(body.kind === 'due-date' ? { date: formatDate(body.dueDate, locale, 'long') } : {}),
      ...(body.kind === 'job-assigned' ? { pay: formatMoney(body.pay, locale) } : {}),
    };
    const paragraphs: (string | { raw: string })[] =
      body.kind === 'rejected'
        ? ['body', { raw: body.comment }, 'resubmit']
        : body.kind === 'carrier-removed'
          ? ['carrier', { raw: body.reason }, 'board']
          : [mail.carrierSide ? 'carrier' : 'customer'];
    return mailContent(locale, key, { firstName, url, actionKey: 'common.viewOrder', params, paragraphs });
  };

type WorkerDeps = Pick<AppDeps, 'db' | 'mailer' | 'env'>;

export const adminOrderMailJob = (deps: WorkerDeps): JobDefinition<AdminOrderMail> => ({
  name: ADMIN_ORDER_MAIL_JOB,
  payload: MailSchema,
  handle: async (mail) => {
    const user = await findUserById(deps, mail.userId);
    if (!user || user.deletedAt) return;
    const url = `${deps.env.appUrl}/${mail.carrierSide ? 'active-jobs' : 'my-orders'}/${mail.orderId}`;
    await sendUserEmail(deps, user, adminOrderMailContent(mail, url, user.firstName));
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
