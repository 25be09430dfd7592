export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  kind: 'dev-mailbox' | 'smtp';
  send: (message: MailMessage) => Promise<void>;
  close?: () => Promise<void>;
};
