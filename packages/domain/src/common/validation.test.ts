import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LoginInputSchema, RegisterInputSchema } from '../auth/auth.schemas.js';
import { ActiveJobsQuerySchema } from '../jobs/active-jobs.js';
import { AdminAccountsQuerySchema } from '../lists/admin-accounts.js';
import { MyOrdersQuerySchema } from '../orders/my-orders.js';
import { GeoSearchQuerySchema } from '../geo/place.js';
import { issueKey } from './error-keys.js';
import { Msg } from './messages.js';
import { nameField, text } from './validation.js';

const messages = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
const fieldMessages = (schema: z.ZodType, value: unknown, field: string) =>
  schema
    .safeParse(value)
    .error?.issues.filter((i) => i.path.join('.') === field)
    .map((i) => i.message) ?? [];

describe('shared text schema', () => {
  it('rejects NUL with "invalidCharacters"', () =>
    expect(messages(text({ max: 10 }), 'a\u0000b')).toEqual([Msg.invalidCharacters]));
  it('rejects other control characters (escape, DEL, vertical tab)', () => {
    for (const c of ['\u001b', '\u007f', '\u000b', '\u0008'])
      expect(messages(text({ max: 10 }), `a${c}b`)).toEqual([Msg.invalidCharacters]);
  });
  it('rejects tab and line breaks inside single-line text', () => {
    for (const c of ['\t', '\n', '\r']) expect(messages(text({ max: 10 }), `a${c}b`)).toEqual([Msg.invalidCharacters]);
  });
  it('accepts tab and line breaks in multi-line text, but still no NUL', () => {
    expect(text({ max: 10, multiline: true }).parse('a\n\tb\r\nc')).toBe('a\n\tb\r\nc');
    expect(messages(text({ max: 10, multiline: true }), 'a\u0000')).toEqual([Msg.invalidCharacters]);
  });
  it('accepts accents, emoji and other printable Unicode', () =>
    expect(text({ max: 20 }).parse(' Montréal 🚗 ')).toBe('Montréal 🚗'));
  it('over-length says "tooLong", not "isRequired"', () => {
    expect(messages(text({ max: 3 }), 'abcd')).toEqual([Msg.tooLong]);
    expect(messages(text({ max: 3, required: true }), 'abcd')).toEqual([Msg.tooLong]);
    expect(fieldMessages(nameField(), 'x'.repeat(101), '')).toEqual([Msg.tooLong]);
  });
  it('an empty or blank required text says "isRequired"', () => {
    expect(messages(text({ max: 3, required: true }), '  ')).toEqual([Msg.isRequired]);
    expect(messages(text({ max: 3, required: true }), undefined)).toEqual([Msg.isRequired]);
  });
  it('shorter than its minimum says "tooShort"', () => expect(messages(text({ max: 9, min: 3 }), 'ab')).toEqual([Msg.tooShort]));
  it('a value of the wrong type says "invalidValue"', () => {
    expect(messages(text({ max: 3 }), 12)).toEqual([Msg.invalidValue]);
    expect(messages(text({ max: 3 }), ['a'])).toEqual([Msg.invalidValue]);
  });
});

describe('every text field of a request uses the shared text schema', () => {
  it('login email with NUL', () =>
    expect(fieldMessages(LoginInputSchema, { email: 'a\u0000@b.test', password: 'x' }, 'email')).toEqual([
      Msg.invalidCharacters,
    ]));
  it('login password with NUL', () =>
    expect(fieldMessages(LoginInputSchema, { email: 'a@b.test', password: 'x\u0000' }, 'password')).toEqual([
      Msg.invalidCharacters,
    ]));
  it('register names with NUL, and names over 100 characters', () => {
    const body = { role: 10, email: 'a@b.test', first_name: 'A\u0000', last_name: 'x'.repeat(101), phone: '416-555-0101' };
    expect(fieldMessages(RegisterInputSchema, body, 'first_name')).toEqual([Msg.invalidCharacters]);
    expect(fieldMessages(RegisterInputSchema, body, 'last_name')).toEqual([Msg.tooLong]);
  });
  it('admin search', () => expect(messages(AdminAccountsQuerySchema, { search: 'a\u0000' })).toEqual([Msg.invalidCharacters]));
  it('active-jobs keyword and location', () => {
    expect(fieldMessages(ActiveJobsQuerySchema, { keyword: '\u0000' }, 'keyword')).toEqual([Msg.invalidCharacters]);
    expect(fieldMessages(ActiveJobsQuerySchema, { location: 'Tor\u0000' }, 'location')).toEqual([Msg.invalidCharacters]);
    expect(fieldMessages(ActiveJobsQuerySchema, { keyword: 'x'.repeat(31) }, 'keyword')).toEqual([Msg.tooLong]);
  });
  it('my-orders vin', () =>
    expect(fieldMessages(MyOrdersQuerySchema, { vin: '1HG\u0000' }, 'vin')).toEqual([Msg.invalidCharacters]));
  it('address search text, with "tooShort" under 3 characters', () => {
    expect(fieldMessages(GeoSearchQuerySchema, { q: 'Tor\u0000' }, 'q')).toEqual([Msg.invalidCharacters]);
    expect(fieldMessages(GeoSearchQuerySchema, { q: 'To' }, 'q')).toEqual([Msg.tooShort]);
  });
});

describe('no validator English reaches a client: every zod issue is an i18n key', () => {
  it('unknown keys of a strict object say "unknownField"', () =>
    expect(messages(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual([Msg.unknownField]));
  it('enum and literal failures say "invalidChoice"', () => {
    expect(messages(z.enum(['a', 'b']), 'c')).toEqual([Msg.invalidChoice]);
    expect(messages(z.literal(3), 4)).toEqual([Msg.invalidChoice]);
  });
  it('numbers out of range say "outOfRange"', () => {
    expect(messages(z.number().min(0), -1)).toEqual([Msg.outOfRange]);
    expect(messages(z.number().max(10), 1e308)).toEqual([Msg.outOfRange]);
  });
  it('a missing field says "isRequired", a wrong type "invalidValue"', () => {
    expect(messages(z.object({ n: z.number() }), {})).toEqual([Msg.isRequired]);
    expect(messages(z.object({ n: z.number() }), { n: 'x' })).toEqual([Msg.invalidValue]);
  });
  it('bad dates and formats say "invalidValue"', () => {
    expect(messages(z.iso.date(), '2026-13-45')).toEqual([Msg.invalidValue]);
    expect(messages(z.date(), new Date('x'))).toEqual([Msg.invalidValue]);
  });
  it('maps every issue code to a known key', () => {
    for (const code of [
      'invalid_type',
      'too_big',
      'too_small',
      'invalid_value',
      'invalid_union',
      'unrecognized_keys',
      'custom',
      'x',
    ])
      expect(Object.values(Msg)).toContain(issueKey({ code }));
  });
});
