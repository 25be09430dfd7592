import {
  ACCOUNT_STATUSES,
  accountStatus,
  type AdminAccountDetail,
  type AdminAccountRow,
  type InsuranceOverview,
} from '@routier/domain';
import { InsuranceFilesSchema } from '../accounts/accounts.presenter.js';
import type { AccountDetailJoin, AccountJoin } from '../users/user-records.service.js';

type StatusColumns = Pick<AccountJoin['user'], 'active' | 'rejectedAt' | 'deactivatedAt'>;
const statusOf = (user: StatusColumns) =>
  accountStatus({ active: user.active, rejected_at: user.rejectedAt, deactivated_at: user.deactivatedAt });
const iso = (d: Date | null) => d?.toISOString() ?? null;
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
  status: z.enum(ACCOUNT_STATUSES),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
});

const BusinessSchema = z.object({
  name: z.string().nullable(),
  type: z.number().int().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postal_code: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dealer_license: z.string().nullable(),
  tax_id: z.string().nullable(),
  shipping_methods: z.array(z.number().int()),
});

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
  business: BusinessSchema.nullable(),
  insurance: InsuranceFilesSchema.nullable(),
});

export const presentAccount = ({ user, businessName }: AccountJoin): AdminAccountRow => ({
  id: user.id,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  role: user.role,
  business_name: businessName,
  active: user.active,
  status: statusOf(user),
  email_verified_at: iso(user.emailVerifiedAt),
  created_at: user.createdAt.toISOString(),
});

export const presentAccountDetail = (
  { user, business }: AccountDetailJoin,
  insurance: InsuranceOverview | null,
): AdminAccountDetail => ({
  id: user.id,
  email: user.email,
  first_name: user.firstName,
  last_name: user.lastName,
  role: user.role,
  phone: user.phone,
  postal_code: user.postalCode,
  address: user.address,
  locale: user.locale,
  status: statusOf(user),
  email_verified_at: iso(user.emailVerifiedAt),
  created_at: user.createdAt.toISOString(),
  approved_at: iso(user.approvedAt),
  deactivated_at: iso(user.deactivatedAt),
  rejected_at: iso(user.rejectedAt),
  rejection_reason: user.rejectionReason,
  business: business && {
    name: business.name,
    type: business.type,
    address: business.address,
    city: business.city,
    province: business.province,
    postal_code: business.zipCode,
    email: business.email,
    phone: business.phone,
    dealer_license: business.dealerLicense,
    tax_id: business.taxId,
    shipping_methods: business.shippingMethods,
  },
  insurance,
});
