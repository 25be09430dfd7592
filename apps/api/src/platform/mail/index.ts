import type { Db } from '../../db/client.js';
import { createDevMailbox } from './dev-mailbox.js';
import { withDeliveryLog } from './delivery-log.js';
import type { Mailer } from './mailer.js';
import { createSmtpMailer } from './smtp.js';

export type { Mailer, MailMessage } from './mailer.js';

export { withDeliveryLog } from './delivery-log.js';

/** SMTP when configured, else the dev mailbox; a job's mail is sent once whatever its retries. */
export const createMailer = (opts: { smtpUrl?: string; from: string; db: Db; log: (line: string) => void }): Mailer =>
  withDeliveryLog(opts.smtpUrl ? createSmtpMailer(opts.smtpUrl, opts.from) : createDevMailbox(opts.db, opts.log), opts.db);
