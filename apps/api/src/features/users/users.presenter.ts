import { bpToPercent, isBusinessFilled, isLocale, isRole, DEFAULT_LOCALE, type CurrentUser } from '@routier/domain';
import type { BusinessDetailsRow, UserRow } from '../../db/schema/index.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { thumbnailKeyOf } from '../../platform/files/images.js';

export type DiscountLike = { discountBp: number; expiryDate: Date };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Are a business's details complete (the domain's rule over a row)? */
export const businessRowIsFilled = (b: BusinessDetailsRow) =>
  isBusinessFilled({
    kind: b.kind,
    name: b.name,
    address: b.address,
    lat: b.lat,
    lng: b.lng,
    email: b.email,
    phone: b.phone,
    zip_code: b.zipCode,
    dealer_license: b.dealerLicense,
    tax_id: b.taxId,
    cvor: b.cvor,
    usdot: b.usdot,
    iccmc: b.iccmc,
    insurance_company_name: b.insuranceCompanyName,
    policy_number: b.policyNumber,
    general_liability_cents: b.generalLiabilityCents,
    cargo_insurance_cents: b.cargoInsuranceCents,
    provinces: b.provinces,
    shipping_methods: b.shippingMethods,
  });

export const presentBusinessSummary = (b: BusinessDetailsRow): NonNullable<CurrentUser['business_details']> => ({
  id: b.id,
  name: b.name,
  type: b.type,
  expiry_date: b.expiryDate,
  is_filled: businessRowIsFilled(b),
});

/** A stored avatar key as the spec's image object: the image and its 256×256 thumbnail. */
export const presentImage = (storage: FileStorage, key: string | null) => {
  if (!key) return null;
  return { path_url: storage.url(key), thumbnail_url: storage.url(thumbnailKeyOf(key)) };
};

/** The user JSON of GET /users/me, login and register. */
export const presentCurrentUser = (
  row: UserRow,
  business: BusinessDetailsRow | null,
  discounts: readonly DiscountLike[],
  storage: FileStorage,
): CurrentUser => ({
  id: row.id,
  role: isRole(row.role) ? row.role : null,
  active: row.active,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  phone: row.phone,
  business_details_id: row.businessDetailsId,
  postal_code: row.postalCode,
  new_user: row.newUser,
  profile_image: presentImage(storage, row.profileImagePath),
  discount: discounts.map((d) => ({ percent: bpToPercent(d.discountBp), expiry_date: d.expiryDate.toISOString() })),
  business_details: business ? presentBusinessSummary(business) : null,
  locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
  redirect_to_admin_panel: row.redirectToAdminPanel,
  email_verified_at: iso(row.emailVerifiedAt),
  address:
    row.address === null && row.lat === null && row.lng === null ? null : { address: row.address, lat: row.lat, lng: row.lng },
  title: row.title,
});
