import { z } from 'zod';
import { Msg } from './messages.js';

/**
 * Errors about the request body (or query) as a whole, not one of its fields, are listed under this
 * key of a 422's `errors`, with the message "invalidBody".
 */
export const BODY_ERROR_KEY = '_body';

type RawIssue = {
  code?: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  format?: string;
};

/**
 * The i18n key of a zod issue that its schema gave no message: no validator's English text ever
 * reaches a client. Missing values are "isRequired"; wrong types "invalidValue"; lengths "tooShort"
 * and "tooLong"; numbers out of range "outOfRange"; enums and literals "invalidChoice"; unknown keys
 * "unknownField".
 */
export const issueKey = (issue: RawIssue): Msg => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? Msg.isRequired : Msg.invalidValue;
    case 'too_big':
      return issue.origin === 'string' ? Msg.tooLong : issue.origin === 'array' ? Msg.tooLong : Msg.outOfRange;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? Msg.isRequired : Msg.tooShort;
      if (issue.origin === 'array') return Msg.oneOptionRequired;
      return Msg.outOfRange;
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
      return Msg.invalidChoice;
    case 'unrecognized_keys':
      return Msg.unknownField;
    case 'invalid_format':
      return issue.format === 'email' ? Msg.invalidEmail : Msg.invalidValue;
    default:
      return Msg.invalidValue;
  }
};

z.config({ customError: (issue) => issueKey(issue as RawIssue) });
