import type { Db } from '../../db/client.js';
import { createDevMailbox } from './dev-mailbox.js';
import type { Mailer } from './mailer.js';
import { createSmtpMailer } from './smtp.js';

export type { Mailer, MailMessage } from './mailer.js';

export const createMailer = (opts: { smtpUrl?: string; from: string; db: Db; log: (line: string) => void }): Mailer =>
  opts.smtpUrl ? createSmtpMailer(opts.smtpUrl, opts.from) : createDevMailbox(opts.db, opts.log);
