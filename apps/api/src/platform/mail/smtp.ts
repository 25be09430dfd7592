import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/**
 * Sends through an SMTP server given as smtp://user:pass@host:port (smtps:// for TLS). Only the mail
 * worker calls it; a server that does not answer fails the try within seconds (it is retried later)
 * instead of holding the worker for nodemailer's default two minutes.
 */
export const createSmtpMailer = (url: string, from: string): Mailer => {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: async () => transport.close(),
  };
};
