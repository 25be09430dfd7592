import type { Place } from '@routier/domain';
import type { PlaceOrderBody } from '../api/place-order';

export type CheckoutFormValues = {
  paid_with_card: boolean;
  agree_with_terms: boolean;
  dry_run_fee_terms: boolean;
  /** a saved card's id, or "new" */
  card_choice: string;
  coupon_id: number | null;
  franchise_location_id: number | null;
  save_card: boolean;
  cardholder_name: string;
  card_number: string;
  card_expiry: string;
  card_cvc: string;
  business: {
    name: string;
    place: Place | null;
    zip_code: string;
    phone: string;
    email: string;
    dealer_license: string;
    tax_id: string;
  };
  guest_contact: { name: string; email: string; phone: string };
};

/** Field names the server's 422 may name; others go to the form's summary. */
export const CHECKOUT_FIELDS = [
  'paid_with_card',
  'agree_with_terms',
  'dry_run_fee_terms',
  'coupon_id',
  'franchise_location_id',
  'card_number',
  'card_expiry',
  'card_cvc',
] as const;

/** Server field → form field: card errors and the business's flat fields. */
export const formFieldOf = (key: string, guest = false) => {
  if (guest && ['name', 'email', 'phone'].includes(key)) return `guest_contact.${key}`;
  if (key === 'card') return 'card_number';
  if (['name', 'zip_code', 'phone', 'email', 'dealer_license', 'tax_id'].includes(key)) return `business.${key}`;
  if (['address', 'lat', 'lng', 'province', 'city'].includes(key)) return 'business.place';
  return key;
};

export const emptyCheckoutForm = (cardChoice: string): CheckoutFormValues => ({
  paid_with_card: true,
  agree_with_terms: false,
  dry_run_fee_terms: false,
  card_choice: cardChoice,
  coupon_id: null,
  franchise_location_id: null,
  save_card: false,
  cardholder_name: '',
  card_number: '',
  card_expiry: '',
  card_cvc: '',
  business: { name: '', place: null, zip_code: '', phone: '', email: '', dealer_license: '', tax_id: '' },
  guest_contact: { name: '', email: '', phone: '' },
});

/** The body of POST /checkout/{id}, without the card (the caller adds the token or saved card). */
export const checkoutBody = (v: CheckoutFormValues, needsBusiness: boolean, idempotencyKey: string): PlaceOrderBody => {
  const place = v.business.place;
  return {
    paid_with_card: v.paid_with_card,
    agree_with_terms: v.agree_with_terms,
    dry_run_fee_terms: v.dry_run_fee_terms,
    coupon_id: v.coupon_id,
    franchise_location_id: v.franchise_location_id,
    idempotency_key: idempotencyKey,
    ...(needsBusiness && place
      ? {
          name: v.business.name,
          address: place.address,
          city: place.city,
          province: place.province,
          zip_code: v.business.zip_code,
          phone: v.business.phone,
          email: v.business.email,
          dealer_license: v.business.dealer_license,
          tax_id: v.business.tax_id,
          lat: place.lat,
          lng: place.lng,
        }
      : {}),
  };
};
