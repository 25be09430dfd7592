import { z } from 'zod';
import { toNationalPhone } from './phone.js';

import { Msg } from './messages.js';
import './error-keys.js';

export { Msg };

export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
/** Canadian postal code (A1A 1A1, space optional) or US ZIP (12345 or 12345-6789). */
export const POSTAL_CODE_PATTERN = /^(?:[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d|\d{5}(?:-\d{4})?)$/i;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Wrong type: "required" when the value is missing, else "invalid value"; other issues keep their own key. */
const typeError = (issue: { code: string; input?: unknown }) =>
  issue.code === 'invalid_type'
    ? issue.input === undefined || issue.input === null
      ? Msg.isRequired
      : Msg.invalidValue
    : undefined;

/** Control characters (C0 with NUL, DEL, C1); multi-line text may hold tab, line feed and carriage return. */
const CONTROL_CHARACTERS = /\p{Cc}/u;
const CONTROL_CHARACTERS_MULTILINE = /(?![\t\n\r])\p{Cc}/u;

export type TextOptions = {
  /** longest accepted length (after trimming): longer says "tooLong" */
  max: number;
  /** an empty (or blank) value says "isRequired" */
  required?: boolean;
  /** shortest accepted length: shorter says "tooShort" */
  min?: number;
  /** allow tab and line breaks */
  multiline?: boolean;
  /** trim surrounding whitespace first (default true) */
  trim?: boolean;
};

/**
 * The one schema for text from a client, in bodies and query strings alike: a string without NUL or
 * other control characters ("invalidCharacters"; tab and line breaks only in multi-line text), at
 * most `max` characters ("tooLong").
 */
export const text = ({ max, required = false, min, multiline = false, trim = true }: TextOptions) => {
  const forbidden = multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS;
  let schema = z.string({ error: typeError }).refine((v) => !forbidden.test(v), { message: Msg.invalidCharacters, abort: true });
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, { message: Msg.isRequired, abort: true });
  if (min !== undefined && min > 1) schema = schema.min(min, { message: Msg.tooShort, abort: true });
  return schema.max(max, { message: Msg.tooLong, abort: true });
};

const requiredString = (max = 255) => text({ max, required: true });

export const emailField = () =>
  requiredString(255)
    .regex(EMAIL_PATTERN, Msg.invalidEmail)
    .transform((v) => v.toLowerCase());
export const nameField = () =>
  text({ max: 100, required: true, trim: false })
    .refine((v) => v.trim().length > 0, Msg.nameNotEmpty)
    .transform((v) => v.trim());
/** Any common North-American notation in, ###-###-#### out (see phone.ts). */
export const phoneField = () =>
  requiredString(40).transform((v, ctx) => {
    const national = toNationalPhone(v);
    if (national) return national;
    ctx.addIssue({ code: 'custom', message: Msg.invalidPhone });
    return z.NEVER;
  });
export const postalCodeField = () =>
  z
    .string({ error: (issue) => typeError(issue) && Msg.postalCodeIsRequired })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { message: Msg.invalidCharacters, abort: true })
    .trim()
    .min(1, { message: Msg.postalCodeIsRequired, abort: true })
    .max(10, { message: Msg.tooLong, abort: true })
    .regex(POSTAL_CODE_PATTERN, Msg.invalidPostalCode)
    .transform((v) => v.toUpperCase());
export const passwordField = () => text({ max: 200, required: true, trim: false }).min(PASSWORD_MIN_LENGTH, Msg.passMinLength);
export { requiredString };

/** Adds the "confirmation equals password" rule to an object with password + password_confirmation. */
export const withPasswordConfirmation = <T extends z.ZodType<{ password: string; password_confirmation: string }>>(schema: T) =>
  schema.refine((v) => v.password === v.password_confirmation, { message: Msg.passDidntMatch, path: ['password_confirmation'] });
export { maskPhone, toNationalPhone } from './phone.js';
