import { describe, expect, it } from 'vitest';
import { Role } from '../users/roles.js';
import {
  ChangePasswordInputSchema,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  SetPasswordInputSchema,
  makeRegisterFormSchema,
  makeRegisterInputSchema,
} from './auth.schemas.js';

type Parsable = {
  safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Field → messages, as the API's 422 would list them. An empty value may also fail the format rule after "required"; the first message is the one that matters. */
const errorsOf = (schema: Parsable, value: unknown): Record<string, string[]> => {
  const result = schema.safeParse(value);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
};

const person = {
  email: 'ana@example.test',
  first_name: 'Ana',
  last_name: 'Roy',
  phone: '416-555-0101',
  password: 'long-enough',
  password_confirmation: 'long-enough',
};
const dealer = {
  ...person,
  role: Role.Dealer,
  type: 1,
  company: 'Roy Motors',
  address: '100 King St W',
  city: 'Toronto',
  province: 'ON',
  lat: 43.65,
  lng: -79.38,
  company_email: 'sales@roy.test',
  company_phone: '416-555-0199',
  dealer_license: 'L-1',
  tax_id: 'T-1',
  postal_code: 'M5H 1A1',
};
const carrier = { ...person, role: Role.TransportCompany, shipping_methods: [1] };
const privateUser = { ...person, role: Role.PrivateUser, postal_code: 'H2X 1Y4' };

describe('customer-side §5 Login', () => {
  it('email is required', () => expect(errorsOf(LoginInputSchema, { password: 'x' }).email).toEqual(['isRequired']));
  it('email must match an email pattern', () =>
    expect(errorsOf(LoginInputSchema, { email: 'ana@', password: 'x' }).email).toEqual(['invalidEmail']));
  it('password is required', () =>
    expect(errorsOf(LoginInputSchema, { email: 'a@b.test', password: '' }).password).toEqual(['isRequired']));
  it('accepts from=web and lang, and lower-cases the email', () => {
    expect(LoginInputSchema.parse({ email: ' Ana@Example.TEST ', password: 'x', from: 'web', lang: 'fr' })).toEqual({
      email: 'ana@example.test',
      password: 'x',
      from: 'web',
      lang: 'fr',
    });
  });
});

describe('customer-side §5 Register', () => {
  it('accepts a complete dealer, transport company and private user', () => {
    for (const payload of [dealer, carrier, privateUser]) expect(RegisterInputSchema.safeParse(payload).success).toBe(true);
  });
  it('role is required, and only the three self-register roles exist', () => {
    expect(RegisterInputSchema.safeParse(person).success).toBe(false);
    expect(RegisterInputSchema.safeParse({ ...person, role: Role.Admin }).success).toBe(false);
    expect(RegisterInputSchema.safeParse({ ...person, role: Role.SubDealer }).success).toBe(false);
  });
  it('dealer type is required for dealers (Independent or Franchise)', () => {
    expect(errorsOf(RegisterInputSchema, { ...dealer, type: undefined }).type).toEqual(['isRequired']);
    expect(RegisterInputSchema.safeParse({ ...dealer, type: 3 }).success).toBe(false);
  });
  it('email is required and valid', () => {
    expect(errorsOf(RegisterInputSchema, { ...privateUser, email: '' }).email[0]).toBe('isRequired');
    expect(errorsOf(RegisterInputSchema, { ...privateUser, email: 'nope' }).email).toEqual(['invalidEmail']);
  });
  it('first and last name are required and not blank after trimming', () => {
    expect(errorsOf(RegisterInputSchema, { ...privateUser, first_name: '   ' }).first_name).toEqual(['nameNotEmpty']);
    expect(errorsOf(RegisterInputSchema, { ...privateUser, last_name: undefined }).last_name).toEqual(['isRequired']);
    expect(RegisterInputSchema.parse({ ...privateUser, first_name: '  Ana ' }).first_name).toBe('Ana');
  });
  it('phone is required, a valid North-American number, stored as ###-###-####', () => {
    expect(errorsOf(RegisterInputSchema, { ...privateUser, phone: '' }).phone[0]).toBe('isRequired');
    expect(errorsOf(RegisterInputSchema, { ...privateUser, phone: '123-456-7890' }).phone).toEqual(['invalidPhone']);
    expect(RegisterInputSchema.parse({ ...privateUser, phone: '+1 (416) 555-0101' }).phone).toBe('416-555-0101');
  });
  it('password and confirmation are required, minimum 8, confirmation equal to password', () => {
    expect(errorsOf(RegisterInputSchema, { ...privateUser, password: undefined }).password).toEqual(['isRequired']);
    expect(errorsOf(RegisterInputSchema, { ...privateUser, password: 'short', password_confirmation: 'short' }).password).toEqual(
      ['passMinLength'],
    );
    expect(errorsOf(RegisterInputSchema, { ...privateUser, password_confirmation: undefined }).password_confirmation).toEqual([
      'isRequired',
    ]);
    expect(errorsOf(RegisterInputSchema, { ...privateUser, password_confirmation: 'long-enougH' }).password_confirmation).toEqual(
      ['passDidntMatch'],
    );
  });
  it('password may be omitted when the email is pre-filled from a signed-in (social) account', () => {
    const schema = makeRegisterInputSchema(false);
    expect(schema.safeParse({ ...privateUser, password: undefined, password_confirmation: undefined }).success).toBe(true);
    expect(errorsOf(schema, { ...privateUser, password_confirmation: 'different-1' }).password_confirmation).toEqual([
      'passDidntMatch',
    ]);
  });
  it('dealer: company, address, company email, postal code, company phone, dealer license and tax id are required', () => {
    const errors = errorsOf(RegisterInputSchema, { ...person, role: Role.Dealer, type: 1 });
    for (const field of [
      'company',
      'address',
      'city',
      'company_email',
      'company_phone',
      'dealer_license',
      'tax_id',
      'postal_code',
      'province',
    ])
      expect(errors[field], field).toBeDefined();
    expect(errorsOf(RegisterInputSchema, { ...dealer, company: '  ' }).company).toEqual(['nameNotEmpty']);
    expect(errorsOf(RegisterInputSchema, { ...dealer, company_email: 'x' }).company_email).toEqual(['invalidEmail']);
  });
  it('dealer: the address needs coordinates', () => {
    const errors = errorsOf(RegisterInputSchema, { ...dealer, lat: undefined, lng: undefined });
    expect(errors.lat).toEqual(['addressNeedsCoordinates']);
    expect(errors.lng).toEqual(['addressNeedsCoordinates']);
  });
  it('dealer: the province must be a Canadian province (tax id depends on it)', () => {
    expect(errorsOf(RegisterInputSchema, { ...dealer, province: 'NY' }).province).toEqual(['invalidProvince']);
  });
  it('dealer: newsletter opt-in defaults to off', () => {
    expect(RegisterInputSchema.parse(dealer)).toMatchObject({ has_newsletter_flag: false });
    expect(RegisterInputSchema.parse({ ...dealer, has_newsletter_flag: true })).toMatchObject({ has_newsletter_flag: true });
  });
  it('transport company: at least one of drive-away, haul-away and flatbed (one option required)', () => {
    expect(errorsOf(RegisterInputSchema, { ...carrier, shipping_methods: [] }).shipping_methods).toEqual(['oneOptionRequired']);
    expect(errorsOf(RegisterInputSchema, { ...carrier, shipping_methods: undefined }).shipping_methods).toEqual([
      'oneOptionRequired',
    ]);
    expect(RegisterInputSchema.safeParse({ ...carrier, shipping_methods: [4] }).success).toBe(false);
    expect(RegisterInputSchema.safeParse({ ...carrier, shipping_methods: [1, 2, 3] }).success).toBe(true);
  });
  it('private user: postal code is required (Canadian or US format)', () => {
    expect(errorsOf(RegisterInputSchema, { ...privateUser, postal_code: '' }).postal_code[0]).toBe('postalCodeIsRequired');
    expect(errorsOf(RegisterInputSchema, { ...privateUser, postal_code: '123' }).postal_code).toEqual(['invalidPostalCode']);
    expect(RegisterInputSchema.parse({ ...privateUser, postal_code: 'h2x1y4' })).toMatchObject({ postal_code: 'H2X1Y4' });
    expect(RegisterInputSchema.safeParse({ ...privateUser, postal_code: '10001' }).success).toBe(true);
  });
  it('the form adds: terms must be accepted', () => {
    const form = makeRegisterFormSchema(true);
    expect(errorsOf(form, { ...privateUser, terms: false }).terms).toEqual(['acceptTerms']);
    expect(form.safeParse({ ...privateUser, terms: true }).success).toBe(true);
  });
  it('the form flags every empty required field at once, the confirmation and the person fields included', () => {
    const form = makeRegisterFormSchema(true);
    const empty = { email: '', first_name: '', last_name: '', phone: '', password: '', password_confirmation: '' };
    expect(Object.keys(errorsOf(form, { role: null, ...empty, terms: false })).sort()).toEqual(
      ['email', 'first_name', 'last_name', 'password', 'password_confirmation', 'phone', 'role', 'terms'].sort(),
    );
    expect(Object.keys(errorsOf(form, { ...privateUser, first_name: '', password_confirmation: '' }))).toEqual(
      expect.arrayContaining(['first_name', 'password_confirmation']),
    );
    expect(
      errorsOf(makeRegisterFormSchema(false), {
        ...privateUser,
        password: undefined,
        password_confirmation: undefined,
        terms: true,
      }),
    ).toEqual({});
  });
});

describe('customer-side §5 Forgot password', () => {
  it('email is required and valid', () => {
    expect(errorsOf(ForgotPasswordInputSchema, {}).email).toEqual(['isRequired']);
    expect(errorsOf(ForgotPasswordInputSchema, { email: 'x@y' }).email).toEqual(['invalidEmail']);
  });
});

describe('customer-side §5 Reset and set password; carrier-side §5 Password set', () => {
  const good = { password: 'long-enough', password_confirmation: 'long-enough' };
  it.each([
    ['reset', ResetPasswordInputSchema, { token: 't', email: 'a@b.test' }],
    ['set', SetPasswordInputSchema, { from: 'web' }],
  ] as const)('%s: password required, minimum 8; confirmation required, minimum 8, equal to password', (_name, schema, extra) => {
    expect(schema.safeParse({ ...extra, ...good }).success).toBe(true);
    expect(errorsOf(schema, { ...extra }).password).toEqual(['isRequired']);
    expect(errorsOf(schema, { ...extra, password: 'short' }).password).toEqual(['passMinLength']);
    expect(errorsOf(schema, { ...extra, password: 'long-enough' }).password_confirmation).toEqual(['isRequired']);
    expect(
      errorsOf(schema, { ...extra, password: 'long-enough', password_confirmation: 'short' }).password_confirmation,
    ).toContain('passMinLength');
    expect(
      errorsOf(schema, { ...extra, password: 'long-enough', password_confirmation: 'long-enougH' }).password_confirmation,
    ).toEqual(['passDidntMatch']);
  });
  it('reset needs the token and a valid email', () => {
    const errors = errorsOf(ResetPasswordInputSchema, good);
    expect(errors.token).toEqual(['isRequired']);
    expect(errors.email).toEqual(['isRequired']);
  });
});

describe('carrier-side §5 Password (settings page)', () => {
  it('required, minimum 8; confirmation required, minimum 8, equal to password', () => {
    const current = { current_password: 'the-old-one' };
    expect(
      ChangePasswordInputSchema.safeParse({ ...current, password: 'long-enough', password_confirmation: 'long-enough' }).success,
    ).toBe(true);
    expect(errorsOf(ChangePasswordInputSchema, { password: '' }).password[0]).toBe('isRequired');
    expect(errorsOf(ChangePasswordInputSchema, { password: 'long-enough', password_confirmation: 'long-enough' })).toEqual({
      current_password: ['isRequired'],
    });
    expect(errorsOf(ChangePasswordInputSchema, { password: 'short', password_confirmation: 'short' }).password).toEqual([
      'passMinLength',
    ]);
    expect(
      errorsOf(ChangePasswordInputSchema, { ...current, password: 'long-enough', password_confirmation: 'long-enough!' })
        .password_confirmation,
    ).toEqual(['passDidntMatch']);
  });
});
