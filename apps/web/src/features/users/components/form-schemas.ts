import { z } from 'zod';
import {
  ChangePasswordInputSchema,
  DispatcherPersonalInfoInputSchema,
  PersonalInfoInputSchema,
  PrivateProfileInputSchema,
  ProfileInputSchema,
} from '@routier/domain';

// Loaded apart from the pages (see form-resolvers.ts): zod and the schemas are not part of the first download.
export { ChangePasswordInputSchema };

/** Everyone's profile form holds a postal code; only private users' is checked and sent. */
export const profileSchema = (isPrivate: boolean) =>
  isPrivate ? PrivateProfileInputSchema : ProfileInputSchema.extend({ postal_code: z.string() });

/** Sub-dealers' form carries the address fields too, unchecked and not sent. */
export const personalInfoSchema = (isDispatcher: boolean) =>
  isDispatcher
    ? DispatcherPersonalInfoInputSchema
    : PersonalInfoInputSchema.extend({ address: z.string().optional(), lat: z.number().optional(), lng: z.number().optional() });
