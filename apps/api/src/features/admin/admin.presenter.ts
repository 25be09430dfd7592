import type { AdminAccountRow } from '@routier/domain';
import type { AccountJoin } from './admin.repository.js';
import { z } from 'zod';

/** A row of GET /admin/accounts, and the answer of approve and deactivate. */
export const AdminAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.number().int().nullable(),
  business_name: z.string().nullable(),
  active: z.boolean(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
});

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
