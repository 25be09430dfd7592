import {
  accountStatus,
  bpToPercent,
  centsToDollars,
  centsToDollarsOrNull,
  insuranceStatus,
  type AdminBusinessMember,
  type AdminBusinessReview,
  type InsuranceOverview,
} from '@routier/domain';
import type { BusinessDetailsRow, CouponRow, UserRow } from '../../db/schema/index.js';
import type { RatingSummary } from '../reviews/rating-summary.service.js';

export const presentMember = (u: UserRow): AdminBusinessMember => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  phone: u.phone,
  role: u.role,
  status: accountStatus({ active: u.active, rejected_at: u.rejectedAt, deactivated_at: u.deactivatedAt }),
  suspended: u.suspendedAt !== null,
});

export type BusinessReviewParts = {
  business: BusinessDetailsRow;
  today: string;
  insurance: InsuranceOverview | null;
  members: UserRow[];
  rating: RatingSummary;
  coupons: CouponRow[];
  discounts: { discountBp: number; expiryDate: Date }[];
};

export const presentBusinessReview = ({
  business: b,
  today,
  insurance,
  members,
  rating,
  coupons,
  discounts,
}: BusinessReviewParts): AdminBusinessReview => {
  const status = insuranceStatus(b.expiryDate, today);
  return {
    id: b.id,
    kind: b.kind,
    name: b.name,
    type: b.type,
    address: b.address,
    city: b.city,
    province: b.province,
    postal_code: b.zipCode,
    email: b.email,
    phone: b.phone,
    dealer_license: b.dealerLicense,
    tax_id: b.taxId,
    cvor: b.cvor,
    usdot: b.usdot,
    iccmc: b.iccmc,
    insurance_company_name: b.insuranceCompanyName,
    policy_number: b.policyNumber,
    general_liability: centsToDollarsOrNull(b.generalLiabilityCents),
    cargo_insurance: centsToDollarsOrNull(b.cargoInsuranceCents),
    insurance_status: { state: status.state, days_left: status.state === 'valid' ? status.days_left : null },
    insurance,
    shipping_methods: b.shippingMethods,
    regions: b.provinces,
    can_pay_with_invoice: b.canPayWithInvoice,
    is_auction: b.isAuction,
    members: members.map(presentMember),
    rating: { average: rating.averageRating, count: Number(rating.totalReviews) },
    coupons: coupons.map((c) => ({
      id: c.id,
      amount: centsToDollars(c.amountCents),
      expires_at: c.expiresAt?.toISOString() ?? null,
      used_at: c.usedAt?.toISOString() ?? null,
      order_id: c.orderId,
    })),
    discounts: discounts.map((d) => ({ percent: bpToPercent(d.discountBp), expiry_date: d.expiryDate.toISOString() })),
  };
};
