import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Sends through an SMTP server given as smtp://user:pass@host:port (smtps:// for TLS). */
export const createSmtpMailer = (url: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: async () => transport.close(),
  };
};
