import { settingsPathForRole, type Role } from '@routier/domain';

/** Each role saves its own profile through its resource (PUT /dealers/{id}, /individuals/{id}, … or /users/{id}). */
export const userUpdatePath = (user: { id: number; role: Role | null }) =>
  `/${user.role === null ? 'users' : settingsPathForRole(user.role)}/${user.id}`;
