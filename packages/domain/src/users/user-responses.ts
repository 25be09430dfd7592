import { z } from 'zod';
import { LOCALES } from './enums.js';
import { Role } from './roles.js';

const ImageSchema = z.object({ path_url: z.string(), thumbnail_url: z.string() });

/** The user object of GET /users/me, login and register. */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  role: z.enum(Role).nullable(),
  active: z.boolean(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  business_details_id: z.number().int().nullable(),
  postal_code: z.string().nullable(),
  new_user: z.boolean(),
  profile_image: ImageSchema.nullable(),
  discount: z.array(z.object({ percent: z.number(), expiry_date: z.string() })),
  business_details: z
    .object({
      id: z.number().int(),
      name: z.string().nullable(),
      type: z.number().int().nullable(),
      expiry_date: z.string().nullable(),
      is_filled: z.boolean(),
    })
    .nullable(),
  locale: z.enum(LOCALES),
  redirect_to_admin_panel: z.boolean(),
  email_verified_at: z.string().nullable(),
  address: z.object({ address: z.string().nullable(), lat: z.number().nullable(), lng: z.number().nullable() }).nullable(),
  title: z.number().int().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** Sign-in, registration and social sign-in answer with a bearer token and the user. */
export const AuthResponseSchema = z.object({ token: z.string(), user: CurrentUserSchema });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
