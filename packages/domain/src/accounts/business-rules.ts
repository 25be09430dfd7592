import { isProvince } from '../common/provinces.js';
import { provinceTaxType, type TaxType } from '../taxes/province-taxes.js';

/** CVOR, spec §9: ###-###-###. Digits typed with or without dashes or spaces come out dashed. */
export const CVOR_PATTERN = /^\d{3}-\d{3}-\d{3}$/;
export const normalizeCvor = (value: string): string | null => {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : null;
};
/** The CVOR mask as the user types: digits only, dashes added after the 3rd and 6th. */
export const maskCvor = (value: string): string => {
  const d = value.replace(/\D/g, '').slice(0, 9);
  return [d.slice(0, 3), d.slice(3, 6), d.slice(6)].filter(Boolean).join('-');
};

/** Policy number, spec §5: letters and digits only, stored upper-cased. */
export const POLICY_NUMBER_PATTERN = /^[A-Z0-9]+$/;
export const normalizePolicyNumber = (value: string): string | null => {
  const upper = value.trim().toUpperCase();
  return POLICY_NUMBER_PATTERN.test(upper) ? upper : null;
};

/**
 * The tax id's label follows the province of the business address (spec §5): GST, HST, GST+PST or GST+QST.
 * Null until a Canadian province is known: the field stays disabled.
 */
export const taxIdLabel = (province: string | null | undefined): TaxType | null =>
  isProvince(province) ? provinceTaxType(province) : null;

/** The delivery types a transport company picks (enclosed travels as haul away). */
export const CARRIER_DELIVERY_TYPES = [1, 2, 3] as const;
export type CarrierDeliveryType = (typeof CARRIER_DELIVERY_TYPES)[number];
export const DELIVERY_TYPE_KEYS: Record<CarrierDeliveryType, string> = { 1: 'driveAway', 2: 'flatbed', 3: 'haulAway' };
