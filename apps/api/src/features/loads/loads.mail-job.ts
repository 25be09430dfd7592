import { z } from 'zod';
import { formatDate, type Locale } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import type { LoadRow } from './loads.repository.js';
import type { JobDefinition } from '../../platform/jobs/index.js';
import type { EmailContent } from '../../platform/mail/layout.js';
import { mailContent } from '../../platform/mail/mail-texts.js';
import { sendUserEmail } from '../../platform/mail/user-emails.js';
import { findUserById } from '../users/user-records.service.js';

export const LOAD_MAIL_JOB = 'load-mail';

const LoadMailSchema = z.object({
  kind: z.enum(['load-assigned', 'load-cancelled']),
  loadId: z.number().int().positive(),
  orderNumber: z.string().max(20),
  driverUserId: z.number().int().positive(),
  cars: z.number().int().min(0),
  dueDate: z.string().max(10).nullable(),
  from: z.string().max(120),
  to: z.string().max(120),
});
export type LoadMail = z.infer<typeof LoadMailSchema>;

/** The e-mail to a load's driver: the load assigned to him, or cancelled. */
export const loadMailOf = (
  kind: LoadMail['kind'],
  order: OrderRow,
  load: LoadRow,
  driverUserId: number,
  cars: number,
): LoadMail => ({
  kind,
  loadId: load.id,
  orderNumber: order.orderNumber,
  driverUserId,
  cars,
  dueDate: load.dueDate,
  from: (load.origin?.city ?? order.fromCity ?? '').slice(0, 120),
  to: (load.destination?.city ?? order.toCity ?? '').slice(0, 120),
});

/** Queues a driver's email in the transaction that writes the load; a worker sends it. */
export const enqueueLoadMail = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, mail: LoadMail) =>
  jobs.enqueue(tx, LOAD_MAIL_JOB, mail);

/** A driver's load assigned or cancelled, in his language (words from the e-mail locale files). */
export const loadMailContent =
  (mail: LoadMail, url: string, firstName: string | null) =>
  (locale: Locale): EmailContent => {
    const params = { orderNumber: mail.orderNumber, trip: `${mail.from} → ${mail.to}`, cars: mail.cars };
    if (mail.kind === 'load-cancelled')
      return mailContent(locale, 'loads.cancelled', { firstName, params, paragraphs: ['body'], url, actionKey: 'loads.action' });
    return mailContent(locale, 'loads.assigned', {
      firstName,
      params: { ...params, date: mail.dueDate ? formatDate(mail.dueDate, locale, 'long') : '' },
      paragraphs: ['body', ...(mail.dueDate ? ['due'] : []), 'open'],
      url,
      actionKey: 'loads.action',
    });
  };

type WorkerDeps = Pick<AppDeps, 'db' | 'mailer' | 'env'>;

/** Tells a driver about a load assigned to him or cancelled, in his language, with a link to his loads. */
export const loadMailJob = (deps: WorkerDeps): JobDefinition<LoadMail> => ({
  name: LOAD_MAIL_JOB,
  payload: LoadMailSchema,
  handle: async (mail) => {
    const user = await findUserById(deps, mail.driverUserId);
    if (!user || user.deletedAt) return;
    await sendUserEmail(deps, user, loadMailContent(mail, `${deps.env.appUrl}/loads`, user.firstName));
  },
  retryLimit: 12,
  retryDelaySeconds: 10,
});
