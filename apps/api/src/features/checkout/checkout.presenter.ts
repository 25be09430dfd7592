import { businessRowIsFilled } from '../users/user-records.service.js';
import { z } from 'zod';
import {
  BusinessBaseSchema,
  centsToDollars,
  PriceBreakdownSchema,
  provinceSummary,
  type CheckoutBusinessDetails,
  type CardBrand,
  type SavedCard,
} from '@routier/domain';
import type { BusinessDetailsRow, CouponRow, FranchiseLocationRow, SavedCardRow } from '../../db/schema/index.js';

const SavedCardSchema = z.object({ card_id: z.number().int(), brand: z.string(), last: z.string(), default_source: z.boolean() });
const FranchiseLocationSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string() });

export const BusinessDetailsSchema = BusinessBaseSchema.extend({ franchise_locations: z.array(FranchiseLocationSchema) });

/** GET /checkout/{id}. */
export const CheckoutDetailsSchema = z.object({
  cards: z.array(SavedCardSchema),
  business_details: BusinessDetailsSchema.nullable(),
  coupons: z.array(z.object({ id: z.number().int(), amount: z.number(), expires_at: z.string().nullable() })),
  price_breakdown: PriceBreakdownSchema,
  is_express_before_noon: z.boolean(),
  payment_provider: z.enum(['sandbox', 'stripe']),
  stripe_publishable_key: z.string().nullable(),
});

/** POST /checkout/{id}. */
export const CheckoutResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('succeeded'),
    order_id: z.number().int(),
    order_number: z.string(),
    current_step: z.number().int(),
  }),
  z.object({ status: z.literal('requires_action'), payment_intent_id: z.string(), client_secret: z.string() }),
]);

export const presentSavedCard = (c: SavedCardRow): SavedCard => ({
  card_id: c.id,
  brand: c.brand as CardBrand,
  last: c.last4,
  default_source: c.isDefault,
});

export const presentCoupon = (c: CouponRow) => ({
  id: c.id,
  amount: centsToDollars(c.amountCents),
  expires_at: c.expiresAt?.toISOString() ?? null,
});

const oneLine = (l: FranchiseLocationRow) => [l.address, l.city, l.province, l.zipCode].filter(Boolean).join(', ');

export const presentBusinessDetails = (b: BusinessDetailsRow, locations: FranchiseLocationRow[]): CheckoutBusinessDetails => ({
  id: b.id,
  name: b.name,
  address: b.address,
  city: b.city,
  province: provinceSummary(b.province),
  zip_code: b.zipCode,
  phone: b.phone,
  email: b.email,
  dealer_license: b.dealerLicense,
  tax_id: b.taxId,
  lat: b.lat,
  lng: b.lng,
  is_filled: businessRowIsFilled(b),
  is_auction: b.isAuction,
  franchise_locations: locations.map((l) => ({ id: l.id, name: l.name, address: oneLine(l) })),
  can_pay_with_invoice: b.canPayWithInvoice,
});
