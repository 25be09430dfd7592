import { z } from 'zod';
import { LOCALES } from './enums.js';
import { Msg, nameField, phoneField, postalCodeField, requiredString, text } from '../common/validation.js';

export { AVATAR_EXTENSIONS, AVATAR_MIME_TYPES, MAX_UPLOAD_BYTES } from './avatar.js';

export const LocaleInputSchema = z.object({ locale: z.enum(LOCALES, { error: Msg.invalidChoice }) });
export type LocaleInput = z.infer<typeof LocaleInputSchema>;

/** Settings page: names and phone for everyone, postal code for private users only. */
export const ProfileInputSchema = z.object({
  first_name: nameField(),
  last_name: nameField(),
  phone: phoneField(),
});
export const PrivateProfileInputSchema = ProfileInputSchema.extend({ postal_code: postalCodeField() });
export type ProfileInput = z.infer<typeof ProfileInputSchema>;
export type PrivateProfileInput = z.infer<typeof PrivateProfileInputSchema>;

/** /user/update: new sub-dealers and dispatchers; dispatchers also give an address. */
export const PersonalInfoInputSchema = ProfileInputSchema;
export const DispatcherPersonalInfoInputSchema = ProfileInputSchema.extend({
  address: requiredString(255),
  lat: z.number({ error: Msg.addressNeedsCoordinates }).min(-90).max(90),
  lng: z.number({ error: Msg.addressNeedsCoordinates }).min(-180).max(180),
});
export type PersonalInfoInput = z.infer<typeof PersonalInfoInputSchema>;
export type DispatcherPersonalInfoInput = z.infer<typeof DispatcherPersonalInfoInputSchema>;

/** Dispatcher settings: the address is optional, but when given it needs its coordinates. */
export const DispatcherProfileInputSchema = ProfileInputSchema.extend({
  address: text({ max: 255 }).optional(),
  lat: z.number({ error: Msg.addressNeedsCoordinates }).min(-90).max(90).optional(),
  lng: z.number({ error: Msg.addressNeedsCoordinates }).min(-180).max(180).optional(),
}).superRefine((v, ctx) => {
  if (!v.address) return;
  if (v.lat === undefined) ctx.addIssue({ code: 'custom', message: Msg.addressNeedsCoordinates, path: ['lat'] });
  if (v.lng === undefined) ctx.addIssue({ code: 'custom', message: Msg.addressNeedsCoordinates, path: ['lng'] });
});
export type DispatcherProfileInput = z.infer<typeof DispatcherProfileInputSchema>;
