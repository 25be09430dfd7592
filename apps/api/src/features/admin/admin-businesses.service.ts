import {
  businessDayStart,
  businessToday,
  Msg,
  Role,
  type AdminBusinessReview,
  type BusinessCouponInput,
  type BusinessFlagsInput,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { insuranceForReview } from '../accounts/insurance.service.js';
import { recordAudit } from '../audit/audit-records.service.js';
import { businessCoupons, issueCoupons } from '../coupons/coupons.service.js';
import { companyRatingSummary } from '../reviews/rating-summary.service.js';
import {
  findBusiness,
  findBusinessMembers,
  findCurrentDiscounts,
  insertDiscounts,
  lockBusiness,
  updateBusiness,
} from '../users/user-records.service.js';
import { presentBusinessReview } from './admin-businesses.presenter.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'env'>;

/** GET /admin/businesses/{id}: details, numbers, insurance, regions, members (drivers among them), rating, coupons. */
export const getBusinessReview = async (deps: Deps, id: number): Promise<AdminBusinessReview> => {
  const business = await findBusiness(deps, id);
  if (!business) throw notFound();
  const now = deps.clock();
  const [insurance, members, rating, coupons, discounts] = await Promise.all([
    insuranceForReview(deps, business),
    findBusinessMembers(deps, id),
    companyRatingSummary(deps, id),
    businessCoupons(deps, id),
    findCurrentDiscounts(deps, id, now),
  ]);
  return presentBusinessReview({ business, today: businessToday(now), insurance, members, rating, coupons, discounts });
};

const CUSTOMER_BUSINESS = 3;

/**
 * PUT /admin/businesses/{id}/flags: whether the business may pay by invoice and is an auction (checkout reads both).
 * The business row stays locked from the read of the values before to the audit entry, so two operators' changes
 * are recorded one after the other, each with the values it replaced. Setting the same values records nothing.
 */
export const setBusinessFlags = async (
  deps: Deps,
  admin: UserRow,
  id: number,
  input: BusinessFlagsInput,
): Promise<AdminBusinessReview> => {
  await deps.db.transaction(async (tx) => {
    const business = await lockBusiness({ db: tx }, id);
    if (!business) throw notFound();
    // transport companies do not check out: the flags are a customer business's
    if (business.kind !== CUSTOMER_BUSINESS && (input.can_pay_with_invoice || input.is_auction)) {
      throw new AppError('conflict', 'business.flags_customers_only');
    }
    const before = { can_pay_with_invoice: business.canPayWithInvoice, is_auction: business.isAuction };
    if (before.can_pay_with_invoice === input.can_pay_with_invoice && before.is_auction === input.is_auction) return;
    await updateBusiness({ db: tx }, id, {
      canPayWithInvoice: input.can_pay_with_invoice,
      isAuction: input.is_auction,
      updatedAt: deps.clock(),
    });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'business_flags',
      subject: { type: 'business', id },
      before,
      after: { can_pay_with_invoice: input.can_pay_with_invoice, is_auction: input.is_auction },
    });
  });
  return getBusinessReview(deps, id);
};

/** The day after a YYYY-MM-DD day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * POST /admin/businesses/{id}/coupons: dollars off one order, which any user of the business may spend once at
 * checkout, or a percent off every order of the business; both last through the chosen day (the business's day).
 */
export const issueBusinessCoupon = async (
  deps: Deps,
  admin: UserRow,
  id: number,
  input: BusinessCouponInput,
): Promise<AdminBusinessReview> => {
  const now = deps.clock();
  if (input.expires_on <= businessToday(now)) throw fieldError('expires_on', Msg.dateBeforeToday);
  const expiresAt = businessDayStart(nextDay(input.expires_on));
  await deps.db.transaction(async (tx) => {
    const business = await lockBusiness({ db: tx }, id);
    if (!business) throw notFound();
    if (business.kind !== CUSTOMER_BUSINESS) throw new AppError('conflict', 'business.coupons_customers_only');
    let subjectValues: Record<string, string | number>;
    if (input.kind === 'amount') {
      // the business's first account (its owner) holds the coupon; the others see it through the business
      const [holder] = (await findBusinessMembers({ db: tx }, id)).filter((u) => u.role === Role.Dealer);
      if (!holder) throw new AppError('conflict', 'business.no_owner');
      const [coupon] = await issueCoupons({ db: tx }, [
        { userId: holder.id, businessDetailsId: id, amountCents: Math.round(input.value * 100), expiresAt },
      ]);
      subjectValues = { coupon_id: coupon.id, amount: input.value };
    } else {
      const [discount] = await insertDiscounts({ db: tx }, [
        { businessDetailsId: id, discountBp: input.value * 100, expiryDate: expiresAt },
      ]);
      subjectValues = { discount_id: discount.id, percent: input.value };
    }
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'business_coupon',
      subject: { type: 'business', id },
      before: null,
      after: { ...subjectValues, expires_on: input.expires_on },
    });
  });
  return getBusinessReview(deps, id);
};
