import { isStaff, type Role } from '@routier/domain';
import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** An admin may deactivate any account but his own (he would lock himself out of the console). */
export const assertCanDeactivate = (admin: Pick<UserRow, 'id'>, targetId: number) => {
  if (admin.id === targetId) throw new AppError('forbidden', 'account.cannot_deactivate_self');
};

/**
 * An admin views the product only as a customer or a carrier: never as another admin or an accountant (their
 * consoles hold everyone's data), nor as an account an operator deactivated (it may not sign in).
 */
export const assertCanViewAs = (user: Pick<UserRow, 'role' | 'suspendedAt'>) => {
  if (isStaff(user.role as Role | null)) throw new AppError('forbidden', 'account.cannot_view_as_staff');
  if (user.suspendedAt) throw new AppError('conflict', 'account.view_as_deactivated');
};
