import type { TaxType } from '../taxes/province-taxes.js';
import type { PriceBreakdown } from '../pricing/price-breakdown.js';
import type { CardBrand } from './card.js';

/** Spec §3, Saved card. */
export type SavedCard = { card_id: number; brand: CardBrand; last: string; default_source: boolean };

export type FranchiseLocation = { id: number; name: string; address: string };

/** Spec §3, Business details as used at checkout. */
export type CheckoutBusinessDetails = {
  id: number;
  name: string | null;
  address: string | null;
  city: string | null;
  province: { abbreviation: string; name: string; tax_type: TaxType } | null;
  zip_code: string | null;
  phone: string | null;
  email: string | null;
  dealer_license: string | null;
  tax_id: string | null;
  lat: number | null;
  lng: number | null;
  is_filled: boolean;
  is_auction: boolean;
  franchise_locations: FranchiseLocation[];
  can_pay_with_invoice: boolean;
};

export type AvailableCoupon = { id: number; amount: number; expires_at: string | null };

export type PaymentProvider = 'sandbox' | 'stripe';

/** GET /checkout/{id}. */
export type CheckoutDetails = {
  cards: SavedCard[];
  /** null for private users (no business) */
  business_details: CheckoutBusinessDetails | null;
  coupons: AvailableCoupon[];
  /** the one price breakdown (subtotal, discount, coupon, fuel fee, taxes, total) the order will be charged */
  price_breakdown: PriceBreakdown;
  is_express_before_noon: boolean;
  payment_provider: PaymentProvider;
  stripe_publishable_key: string | null;
};

/** POST /checkout/{id}: booked, or the card needs authentication first (then resubmit with payment_intent_id). */
export type CheckoutResult =
  | { status: 'succeeded'; order_id: number; order_number: string; current_step: number }
  | { status: 'requires_action'; payment_intent_id: string; client_secret: string };
