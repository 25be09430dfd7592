import type { AdminAccountRow } from '@routier/domain';
import type { AccountJoin } from './admin.repository.js';

export const presentAccount = ({ user, businessName }: AccountJoin): AdminAccountRow => ({
  id: user.id,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  role: user.role,
  business_name: businessName,
  active: user.active,
  email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
  created_at: user.createdAt.toISOString(),
});
