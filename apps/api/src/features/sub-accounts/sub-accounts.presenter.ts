import { isProvince, isRole, memberStatusName, Role, type SubAccount } from '@routier/domain';
import type { UserRow } from '../../db/schema/index.js';

/** A sub-dealer or dispatcher row (spec §3): status from the account, title or provinces by role. */
export const presentSubAccount = (user: UserRow): SubAccount => ({
  id: user.id,
  user_id: user.id,
  role: isRole(user.role) ? user.role : Role.SubDealer,
  full_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
  first_name: user.firstName,
  last_name: user.lastName,
  phone: user.phone,
  email: user.email,
  status_name: memberStatusName({ active: user.active, joined: user.passwordHash !== null }),
  title: user.role === Role.SubDealer ? user.title : null,
  provinces: user.role === Role.Dispatcher ? user.provinces.filter(isProvince) : [],
  deleted_at: user.deletedAt?.toISOString() ?? null,
});
