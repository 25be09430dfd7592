import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** An admin may deactivate any account but his own (he would lock himself out of the console). */
export const assertCanDeactivate = (admin: Pick<UserRow, 'id'>, targetId: number) => {
  if (admin.id === targetId) throw new AppError('forbidden', 'account.cannot_deactivate_self');
};
