import { businessRowIsFilled } from '../users/user-records.service.js';
import {
  centsToDollars,
  franchiseLocationLine,
  provinceSummary,
  type AvailableCoupon,
  type CardBrand,
  type CheckoutBusinessDetails,
  type SavedCard,
} from '@routier/domain';
import type { BusinessDetailsRow, CouponRow, FranchiseLocationRow, SavedCardRow } from '../../db/schema/index.js';

// The guest checkout's routes still read the two schemas here; they are the domain's.

export const presentSavedCard = (c: SavedCardRow): SavedCard => ({
  card_id: c.id,
  brand: c.brand as CardBrand,
  last: c.last4,
  default_source: c.isDefault,
});

export const presentCoupon = (c: CouponRow): AvailableCoupon => ({
  id: c.id,
  amount: centsToDollars(c.amountCents),
  expires_at: c.expiresAt?.toISOString() ?? null,
});

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
  franchise_locations: locations.map((l) => ({
    id: l.id,
    name: l.name,
    address: franchiseLocationLine({ ...l, zip_code: l.zipCode }),
  })),
  can_pay_with_invoice: b.canPayWithInvoice,
});
