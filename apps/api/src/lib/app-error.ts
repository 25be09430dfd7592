/** Coded application errors, mapped once to an HTTP status by the error handler. */
export const ERROR_STATUS = {
  unauthenticated: 401,
  csrf_mismatch: 419,
  forbidden: 403,
  email_not_verified: 403,
  account_inactive: 403,
  not_found: 404,
  conflict: 409,
  validation: 422,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Messages the web matches byte for byte. */
export const FIXED_MESSAGES: Partial<Record<ErrorCode, string>> = {
  unauthenticated: 'Unauthenticated.',
  csrf_mismatch: 'CSRF token mismatch.',
  email_not_verified: 'Your email address is not verified.',
  account_inactive: 'Your account is not approved yet.',
  forbidden: 'This action is unauthorized.',
  not_found: 'Not found.',
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: Record<string, string[]>;

  constructor(code: ErrorCode, message?: string, errors?: Record<string, string[]>) {
    super(message ?? FIXED_MESSAGES[code] ?? code);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.errors = errors;
  }
}

/** A 422 with errors on named fields; messages are i18n keys. */
export const fieldError = (field: string, message: string) =>
  new AppError('validation', 'The given data was invalid.', { [field]: [message] });

export const notFound = () => new AppError('not_found');
export const forbidden = () => new AppError('forbidden');
