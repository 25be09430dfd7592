import { z } from 'zod';
import { InsuranceFilesSchema } from '../accounts/accounts-responses.js';
import { ACCOUNT_STATUSES } from './accounts.js';

/** A row of GET /admin/accounts, and the answer of approve, deactivate and reject. */
export const AdminAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.number().int().nullable(),
  business_name: z.string().nullable(),
  active: z.boolean(),
  /** pending, active, deactivated or rejected (see accountStatus) */
  status: z.enum(ACCOUNT_STATUSES),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminAccountRow = z.infer<typeof AdminAccountSchema>;

export const AdminAccountBusinessSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  /** dealer type: 1 independent, 2 franchise */
  type: z.number().int().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dealer_license: z.string().nullable(),
  tax_id: z.string().nullable(),
  /** carriers: 1 drive away, 2 flatbed, 3 haul away */
  shipping_methods: z.array(z.number().int()),
});
export type AdminAccountBusiness = z.infer<typeof AdminAccountBusinessSchema>;

/** GET /admin/accounts/{id}: what the admin reviews before approving or rejecting. */
export const AdminAccountDetailSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  role: z.number().int().nullable(),
  phone: z.string().nullable(),
  postal_code: z.string().nullable(),
  address: z.string().nullable(),
  locale: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  deactivated_at: z.string().nullable(),
  rejected_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  business: AdminAccountBusinessSchema.nullable(),
  /** transport companies: the confirmed expiry, the latest proposal and the certificates on file */
  insurance: InsuranceFilesSchema.nullable(),
});
export type AdminAccountDetail = z.infer<typeof AdminAccountDetailSchema>;
