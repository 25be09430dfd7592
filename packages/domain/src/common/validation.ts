import { z } from 'zod';
import { toNationalPhone } from './phone.js';

/**
 * Validation messages are i18n keys (namespace "validation" on the web); the API returns them
 * as-is in 422 field errors so both sides translate the same key.
 */
export const Msg = {
  isRequired: 'isRequired',
  emailMessage: 'emailMessage',
  invalidEmail: 'invalidEmail',
  nameNotEmpty: 'nameNotEmpty',
  passMinLength: 'passMinLength',
  passDidntMatch: 'passDidntMatch',
  postalCodeIsRequired: 'postalCodeIsRequired',
  invalidPostalCode: 'invalidPostalCode',
  invalidPhone: 'invalidPhone',
  acceptTerms: 'acceptTerms',
  oneOptionRequired: 'oneOptionRequired',
  addressNeedsCoordinates: 'addressNeedsCoordinates',
  invalidProvince: 'invalidProvince',
  invalidChoice: 'invalidChoice',
  emailTaken: 'emailTaken',
  invalidCredentials: 'invalidCredentials',
  invalidToken: 'invalidToken',
  currentPasswordWrong: 'currentPasswordWrong',
  imagesOnly: 'imagesOnly',
  fileTooLarge: 'fileTooLarge',
} as const;
export type Msg = (typeof Msg)[keyof typeof Msg];

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
/** Canadian postal code (A1A 1A1, space optional) or US ZIP (12345 or 12345-6789). */
export const POSTAL_CODE_PATTERN = /^(?:[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d|\d{5}(?:-\d{4})?)$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const requiredString = () => z.string({ error: Msg.isRequired }).trim().min(1, { message: Msg.isRequired, abort: true });

export const emailField = () =>
  requiredString()
    .max(255)
    .regex(EMAIL_PATTERN, Msg.invalidEmail)
    .transform((v) => v.toLowerCase());
export const nameField = () =>
  z
    .string({ error: Msg.isRequired })
    .min(1, { message: Msg.isRequired, abort: true })
    .max(100)
    .refine((v) => v.trim().length > 0, Msg.nameNotEmpty)
    .transform((v) => v.trim());
/** Any common North-American notation in, ###-###-#### out (see phone.ts). */
export const phoneField = () =>
  requiredString().transform((v, ctx) => {
    const national = toNationalPhone(v);
    if (national) return national;
    ctx.addIssue({ code: 'custom', message: Msg.invalidPhone });
    return z.NEVER;
  });
export const postalCodeField = () =>
  z
    .string({ error: Msg.postalCodeIsRequired })
    .trim()
    .min(1, { message: Msg.postalCodeIsRequired, abort: true })
    .regex(POSTAL_CODE_PATTERN, Msg.invalidPostalCode)
    .transform((v) => v.toUpperCase());
export const passwordField = () =>
  z
    .string({ error: Msg.isRequired })
    .min(1, { message: Msg.isRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, Msg.passMinLength)
    .max(200);
export { requiredString };

/** Adds the "confirmation equals password" rule to an object with password + password_confirmation. */
export const withPasswordConfirmation = <T extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: T) =>
  schema.refine((v) => v.password === v.password_confirmation, { message: Msg.passDidntMatch, path: ['password_confirmation'] });
export { maskPhone, toNationalPhone } from './phone.js';
