export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `<…@routier>`, the same on every try of one job's mail */
  messageId?: string;
};

export type Mailer = {
  kind: 'dev-mailbox' | 'smtp';
  send: (message: MailMessage) => Promise<void>;
  close?: () => Promise<void>;
};
