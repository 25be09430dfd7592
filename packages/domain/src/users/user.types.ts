import type { Role } from './roles.js';
import type { Locale } from './enums.js';

/** The user object returned by GET /users/me, login and register. */
export type CurrentUser = {
  id: number;
  role: Role | null;
  active: boolean;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  business_details_id: number | null;
  postal_code: string | null;
  new_user: boolean;
  profile_image: { path_url: string; thumbnail_url: string } | null;
  discount: { percent: number; expiry_date: string }[];
  business_details: {
    id: number;
    name: string | null;
    type: number | null;
    expiry_date: string | null;
    is_filled: boolean;
  } | null;
  locale: Locale;
  redirect_to_admin_panel: boolean;
  email_verified_at: string | null;
  address: { address: string | null; lat: number | null; lng: number | null } | null;
  title: number | null;
};

export type AuthResponse = { token: string; user: CurrentUser };
