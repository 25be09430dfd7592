import { Role, type CurrentUser } from '@routier/domain';

/** A signed-in, approved private user for component tests; override what the test is about. */
export const aCurrentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 42,
  role: Role.PrivateUser,
  active: true,
  email: 'daniel@example.com',
  first_name: 'Daniel',
  last_name: 'Tremblay',
  phone: '613-555-0103',
  business_details_id: null,
  postal_code: 'K1P 5J2',
  new_user: false,
  profile_image: null,
  discount: [],
  business_details: null,
  locale: 'en',
  redirect_to_admin_panel: false,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  address: null,
  title: null,
  ...overrides,
});
