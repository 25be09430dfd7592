import type { z } from 'zod';
import { Role } from './roles.js';
import {
  DispatcherPersonalInfoInputSchema,
  DispatcherProfileInputSchema,
  PersonalInfoInputSchema,
  PrivateProfileInputSchema,
  ProfileInputSchema,
  type ProfileInput,
} from './users.schemas.js';

/** Any role's settings profile: the common fields, plus what some roles add. */
export type ProfileSettingsInput = ProfileInput & { postal_code?: string; address?: string; lat?: number; lng?: number };

export const SETTINGS_PATHS = ['users', 'dealers', 'subdealers', 'transport-companies', 'dispatchers', 'individuals'] as const;
export type SettingsPath = (typeof SETTINGS_PATHS)[number];

/** The path segment of PUT /<segment>/{userId} that saves a user's own settings, by role. */
export const SETTINGS_PATH_BY_ROLE: Record<Role, SettingsPath> = {
  [Role.Admin]: 'users',
  [Role.Accountant]: 'users',
  [Role.Dealer]: 'dealers',
  [Role.SubDealer]: 'subdealers',
  [Role.TransportCompany]: 'transport-companies',
  [Role.Dispatcher]: 'dispatchers',
  [Role.Driver]: 'users',
  [Role.PrivateUser]: 'individuals',
};
export const settingsPathForRole = (role: Role): SettingsPath => SETTINGS_PATH_BY_ROLE[role];

/**
 * Which profile form a user submits: private users add a postal code; new sub-dealers and
 * dispatchers complete their personal info (dispatchers with an address).
 */
export const profileSchemaFor = (user: { role: Role; new_user: boolean }): z.ZodType<ProfileSettingsInput> => {
  if (user.role === Role.PrivateUser) return PrivateProfileInputSchema;
  if (user.role === Role.Dispatcher) return user.new_user ? DispatcherPersonalInfoInputSchema : DispatcherProfileInputSchema;
  if (user.role === Role.SubDealer && user.new_user) return PersonalInfoInputSchema;
  return ProfileInputSchema;
};
