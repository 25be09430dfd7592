import { z } from 'zod';
import { InsuranceFilesSchema } from '../accounts/accounts-responses.js';
import { Msg } from '../common/messages.js';
import { nameField, phoneField } from '../common/validation.js';
import { dayField } from '../pricing/pricing.schemas.js';
import { Role } from '../users/roles.js';
import { CurrentUserSchema } from '../users/user-responses.js';
import { ACCOUNT_STATUSES } from './accounts.js';

/** A member of a business as the operator's review lists it (its drivers among them). */
export const AdminBusinessMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.number().int().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  /** an operator deactivated the account: it cannot sign in until reactivated */
  suspended: z.boolean(),
});
export type AdminBusinessMember = z.infer<typeof AdminBusinessMemberSchema>;

/** A coupon issued to the business (any of its users may spend it once at checkout). */
export const AdminBusinessCouponSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  expires_at: z.string().nullable(),
  used_at: z.string().nullable(),
  order_id: z.number().int().nullable(),
});

/** A percent discount of the business, in force until its expiry (checkout applies it to every order). */
export const AdminBusinessDiscountSchema = z.object({ percent: z.number(), expiry_date: z.string() });

const INSURANCE_STATES = ['valid', 'expired', 'missing'] as const;

/** GET /admin/businesses/{id}: the operator's whole review of a business. */
export const AdminBusinessReviewSchema = z.object({
  id: z.number().int(),
  /** 3 dealer, 5 transport company */
  kind: z.number().int(),
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
  cvor: z.string().nullable(),
  usdot: z.string().nullable(),
  iccmc: z.string().nullable(),
  insurance_company_name: z.string().nullable(),
  policy_number: z.string().nullable(),
  /** dollars */
  general_liability: z.number().nullable(),
  cargo_insurance: z.number().nullable(),
  /** the insurance's state today, from the confirmed expiry (insuranceStatus) */
  insurance_status: z.object({ state: z.enum(INSURANCE_STATES), days_left: z.number().int().nullable() }),
  insurance: InsuranceFilesSchema.nullable(),
  shipping_methods: z.array(z.number().int()),
  /** service regions: province codes */
  regions: z.array(z.string()),
  can_pay_with_invoice: z.boolean(),
  is_auction: z.boolean(),
  members: z.array(AdminBusinessMemberSchema),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  coupons: z.array(AdminBusinessCouponSchema),
  discounts: z.array(AdminBusinessDiscountSchema),
});
export type AdminBusinessReview = z.infer<typeof AdminBusinessReviewSchema>;

const flag = () => z.boolean({ error: Msg.invalidChoice });

/** PUT /admin/businesses/{id}/flags: invoice payment at checkout, and the auction rule of the fuel fee. */
export const BusinessFlagsInputSchema = /*#__PURE__*/ (() => z.object({ can_pay_with_invoice: flag(), is_auction: flag() }))();
export type BusinessFlagsInput = z.infer<typeof BusinessFlagsInputSchema>;

/** The roles a member may hold within his business: its kind decides (a private user has no business). */
export const rolesWithinBusiness = (kind: number | null): readonly Role[] => {
  if (kind === 3) return [Role.Dealer, Role.SubDealer];
  if (kind === 5) return [Role.TransportCompany, Role.Dispatcher, Role.Driver];
  return [Role.PrivateUser];
};

/** PUT /admin/users/{id}: an operator corrects a user's name, phone and role within his business. */
export const AdminUserEditInputSchema = /*#__PURE__*/ (() =>
  z.object({
    first_name: nameField(),
    last_name: nameField(),
    phone: phoneField(),
    role: z.number({ error: Msg.invalidChoice }).int(Msg.invalidChoice),
  }))();
export type AdminUserEditInput = z.infer<typeof AdminUserEditInputSchema>;

/** The limits of a coupon an operator issues to a business. */
export const BUSINESS_COUPON_MAX_DOLLARS = 1000;
export const BUSINESS_COUPON_MAX_PERCENT = 50;
export const BUSINESS_COUPON_KINDS = ['amount', 'percent'] as const;

/**
 * POST /admin/businesses/{id}/coupons: dollars off one order (whole cents, up to $1,000) or a percent off every
 * order (1 to 50 %), until the end of a future day (the service checks the day against the business's today).
 */
export const BusinessCouponInputSchema = /*#__PURE__*/ (() =>
  z
    .object({
      kind: z.enum(BUSINESS_COUPON_KINDS, { error: Msg.invalidChoice }),
      value: z.number({ error: Msg.invalidValue }).positive(Msg.outOfRange),
      expires_on: dayField(),
    })
    .superRefine((input, ctx) => {
      const cents = Math.round(input.value * 100);
      const ok =
        input.kind === 'amount'
          ? Math.abs(cents - input.value * 100) < 1e-6 && input.value <= BUSINESS_COUPON_MAX_DOLLARS
          : Number.isInteger(input.value) && input.value <= BUSINESS_COUPON_MAX_PERCENT;
      if (!ok) ctx.addIssue({ code: 'custom', path: ['value'], message: Msg.outOfRange });
    }))();
export type BusinessCouponInput = z.infer<typeof BusinessCouponInputSchema>;

/** How long an operator's "view as" session lasts (decision 069). */
export const VIEW_AS_TTL_MINUTES = 15;

/**
 * POST /admin/users/{id}/view-as: a read-only session of the user for the operator, ending at `expires_at`. The web
 * keeps it in the tab only; the operator's own session stays.
 */
export const ViewAsSessionSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: CurrentUserSchema,
});
export type ViewAsSession = z.infer<typeof ViewAsSessionSchema>;
