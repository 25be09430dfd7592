import { z } from 'zod';
import { Msg, text } from '../common/validation.js';
import { pageField } from './paging.js';

/** Admin console account list: one account status (see accountStatus) or all. */
export const ADMIN_ACCOUNT_STATUSES = ['pending', 'active', 'deactivated', 'rejected', 'all'] as const;
export type AdminAccountStatus = (typeof ADMIN_ACCOUNT_STATUSES)[number];

// Built in a pure call: a bundle that uses only this module's constants leaves zod out.
export const AdminAccountsQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    status: z.enum(ADMIN_ACCOUNT_STATUSES, { error: Msg.invalidChoice }).default('pending'),
    page: pageField(),
    /** part of the email, first or last name, or business name */
    search: text({ max: 100 }).optional(),
  }))();
export type AdminAccountsQuery = z.infer<typeof AdminAccountsQuerySchema>;
