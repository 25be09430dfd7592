import { accountStatus, type AdminAccountDetail, type AdminAccountRow, type InsuranceOverview } from '@routier/domain';
import type { AccountDetailJoin, AccountJoin } from '../users/user-records.service.js';

type StatusColumns = Pick<AccountJoin['user'], 'active' | 'rejectedAt' | 'deactivatedAt'>;
const statusOf = (user: StatusColumns) =>
  accountStatus({ active: user.active, rejected_at: user.rejectedAt, deactivated_at: user.deactivatedAt });
const iso = (d: Date | null) => d?.toISOString() ?? null;
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
    id: business.id,
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
