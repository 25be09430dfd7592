/** What opening an email-confirmation link did; the web's /confirm-email page says it in words. */
export const EmailConfirmResult = {
  Confirmed: 'confirmed',
  AlreadyConfirmed: 'already_confirmed',
  /** unknown, expired or already used by an account that is still unconfirmed */
  Invalid: 'invalid',
} as const;
export type EmailConfirmResult = (typeof EmailConfirmResult)[keyof typeof EmailConfirmResult];

const RESULTS: readonly string[] = Object.values(EmailConfirmResult);

/** Where the confirmation link lands in the web app. */
export const emailConfirmLanding = (result: EmailConfirmResult) => `/confirm-email?result=${result}`;

/** The result named in the landing page's query, or null. */
export const parseEmailConfirmResult = (value: string | null): EmailConfirmResult | null =>
  value !== null && RESULTS.includes(value) ? (value as EmailConfirmResult) : null;
