import { describe, expect, it } from 'vitest';
import { Role } from './roles.js';
import { SETTINGS_PATH_BY_ROLE, profileSchemaFor, settingsPathForRole } from './account-settings.js';
import {
  AVATAR_EXTENSIONS,
  AVATAR_MIME_TYPES,
  DispatcherPersonalInfoInputSchema,
  DispatcherProfileInputSchema,
  LocaleInputSchema,
  MAX_UPLOAD_BYTES,
  PersonalInfoInputSchema,
  PrivateProfileInputSchema,
  ProfileInputSchema,
} from './users.schemas.js';

type Parsable = {
  safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Field → first message (an empty value may also fail the format rule after "required"). */
const firstErrors = (schema: Parsable, value: unknown): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

const profile = { first_name: 'Marie', last_name: 'Tremblay', phone: '514-555-0123' };
const address = { address: '5 Rue Sainte-Catherine, Montréal', lat: 45.5, lng: -73.56 };

describe('carrier-side §5 Profile', () => {
  it('first name, last name and phone are required', () => {
    expect(firstErrors(ProfileInputSchema, {})).toEqual({
      first_name: 'isRequired',
      last_name: 'isRequired',
      phone: 'isRequired',
    });
  });
  it('names are not blank after trimming', () => {
    expect(firstErrors(ProfileInputSchema, { ...profile, first_name: '  ' })).toEqual({ first_name: 'nameNotEmpty' });
  });
  it('phone stored as ###-###-####, invalid numbers rejected', () => {
    expect(firstErrors(ProfileInputSchema, { ...profile, phone: '514-555-012' })).toEqual({ phone: 'invalidPhone' });
    expect(ProfileInputSchema.parse({ ...profile, phone: '(514) 555-0123' }).phone).toBe('514-555-0123');
    expect(ProfileInputSchema.safeParse(profile).success).toBe(true);
  });
  it('postal code for private users only', () => {
    expect(firstErrors(PrivateProfileInputSchema, profile)).toEqual({ postal_code: 'postalCodeIsRequired' });
    expect(PrivateProfileInputSchema.parse({ ...profile, postal_code: 'h2x 1y4' }).postal_code).toBe('H2X 1Y4');
    expect(ProfileInputSchema.parse({ ...profile, postal_code: 'H2X 1Y4' })).not.toHaveProperty('postal_code');
  });
  it('e-mail is read-only: it is not part of the profile', () => {
    expect(ProfileInputSchema.parse({ ...profile, email: 'new@example.test' })).not.toHaveProperty('email');
  });
  it('a dispatcher may send an address, which then needs coordinates', () => {
    expect(DispatcherProfileInputSchema.safeParse(profile).success).toBe(true);
    expect(DispatcherProfileInputSchema.safeParse({ ...profile, ...address }).success).toBe(true);
    expect(firstErrors(DispatcherProfileInputSchema, { ...profile, address: 'Somewhere' })).toEqual({
      lat: 'addressNeedsCoordinates',
      lng: 'addressNeedsCoordinates',
    });
  });
});

describe('carrier-side §5 Personal-info (sub-dealers, dispatchers)', () => {
  it('first name, last name and phone are required', () => {
    expect(Object.keys(firstErrors(PersonalInfoInputSchema, {})).sort()).toEqual(['first_name', 'last_name', 'phone']);
  });
  it('address is required for dispatchers, with coordinates', () => {
    expect(Object.keys(firstErrors(DispatcherPersonalInfoInputSchema, profile)).sort()).toEqual(['address', 'lat', 'lng']);
    expect(firstErrors(DispatcherPersonalInfoInputSchema, { ...profile, address: 'Somewhere' })).toEqual({
      lat: 'addressNeedsCoordinates',
      lng: 'addressNeedsCoordinates',
    });
    expect(DispatcherPersonalInfoInputSchema.safeParse({ ...profile, ...address }).success).toBe(true);
  });
});

describe('which settings form and path each user gets', () => {
  it('private users add a postal code', () => {
    expect(profileSchemaFor({ role: Role.PrivateUser, new_user: false }).safeParse(profile).success).toBe(false);
  });
  it('new sub-dealers fill the personal-info form; new dispatchers also an address', () => {
    expect(profileSchemaFor({ role: Role.SubDealer, new_user: true }).safeParse(profile).success).toBe(true);
    expect(profileSchemaFor({ role: Role.Dispatcher, new_user: true }).safeParse(profile).success).toBe(false);
    expect(profileSchemaFor({ role: Role.Dispatcher, new_user: false }).safeParse(profile).success).toBe(true);
  });
  it('every role saves through its own path (admin, accountant and driver through /users)', () => {
    expect(
      Object.keys(SETTINGS_PATH_BY_ROLE)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 10]);
    expect(settingsPathForRole(Role.Dealer)).toBe('dealers');
    expect(settingsPathForRole(Role.SubDealer)).toBe('subdealers');
    expect(settingsPathForRole(Role.TransportCompany)).toBe('transport-companies');
    expect(settingsPathForRole(Role.Dispatcher)).toBe('dispatchers');
    expect(settingsPathForRole(Role.PrivateUser)).toBe('individuals');
    for (const role of [Role.Admin, Role.Accountant, Role.Driver]) expect(settingsPathForRole(role)).toBe('users');
  });
});

describe('customer-side §5 uploads: avatar images only, 20 MB', () => {
  it('lists the spec’s avatar extensions', () => {
    expect([...AVATAR_EXTENSIONS]).toEqual(['webp', 'svg', 'png', 'gif', 'jpg', 'jpeg', 'jfif', 'bmp', 'dpg', 'ico']);
  });
  it('accepts only image types', () => {
    expect(AVATAR_MIME_TYPES.every((m) => m.startsWith('image/'))).toBe(true);
    expect(AVATAR_MIME_TYPES).toContain('image/png');
  });
  it('caps uploads at 20 MB', () => expect(MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024));
});

describe('language', () => {
  it('is en or fr', () => {
    expect(LocaleInputSchema.safeParse({ locale: 'fr' }).success).toBe(true);
    expect(firstErrors(LocaleInputSchema, { locale: 'de' })).toEqual({ locale: 'invalidChoice' });
  });
});
