import { z } from 'zod';
import { Msg, text } from '../common/validation.js';
import { COUNTRIES, type Country } from '../geo/place.js';
import { AddressType } from './enums.js';

/** US shipping types (the header's US Shipping button): snowbirds and export, values 1 and 2 as carriers filter them. */
export const UsExternalType = { Snowbirds: 1, Export: 2 } as const;
export type UsExternalType = (typeof UsExternalType)[keyof typeof UsExternalType];
export const US_EXTERNAL_TYPES = Object.values(UsExternalType);

export const ADDRESS_TYPES = Object.values(AddressType);
export const ADDRESS_TYPE_KEYS: Record<AddressType, string> = {
  1: 'dealership',
  2: 'residential',
  3: 'auction',
  4: 'commercialBusiness',
  5: 'compoundYard',
  6: 'terminal',
};

/** Letters must be Latin (accents allowed: "Montréal"); Cyrillic, Greek, CJK… are refused ("englishChars"). */
const NON_LATIN_LETTER = /(?!\p{Script=Latin})\p{L}/u;
export const hasOnlyEnglishCharacters = (value: string) => !NON_LATIN_LETTER.test(value);

const optionalText = (max: number) =>
  text({ max })
    .nullish()
    .transform((v) => v || null);

/** One end of an order as the wizard sends it: a place from the address search, plus a company name. */
export const OrderAddressInputSchema = /*#__PURE__*/ (() =>
  z.object({
    address: text({ max: 255, required: true }),
    company: optionalText(120),
    city: text({ max: 120, required: true }),
    sublocality: optionalText(255),
    province: z.string().regex(/^[A-Z]{2}$/, Msg.invalidProvince),
    country: z.enum(COUNTRIES),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    zip_code: optionalText(10),
    place_id: optionalText(255),
  }))();
export type OrderAddressInput = z.output<typeof OrderAddressInputSchema>;

type AddressLike = Pick<OrderAddressInput, 'address' | 'city' | 'country' | 'lat' | 'lng' | 'zip_code'> & {
  company?: string | null;
};

export type AddressIssue = { path: 'from' | 'to'; message: Msg };

/** The same place: equal coordinates (to about 10 m) or the same street line and postal code. */
const samePlace = (a: AddressLike, b: AddressLike) =>
  (Math.abs(a.lat - b.lat) < 1e-4 &&
    Math.abs(a.lng - b.lng) < 1e-4 &&
    a.address.trim().toLowerCase() === b.address.trim().toLowerCase()) ||
  (a.address.trim().toLowerCase() === b.address.trim().toLowerCase() && (a.zip_code ?? '') === (b.zip_code ?? ''));

/**
 * Which countries an end may be in. Without a US shipping type both ends are Canadian. With one, one end
 * is Canadian and the other American: once the pickup is chosen the destination is locked to the other
 * country.
 */
export const allowedCountries = (
  end: 'from' | 'to',
  usExternalType: number | null | undefined,
  pickupCountry?: Country | null,
): Country[] => {
  if (!usExternalType) return ['CA'];
  if (end === 'from' || !pickupCountry) return ['CA', 'US'];
  return [pickupCountry === 'CA' ? 'US' : 'CA'];
};

/**
 * The address step's rules (customer-side §5): English characters only, a postal code at each end, a
 * destination different from the pickup, Canada only without a US shipping type, and one Canadian and
 * one US end with one.
 */
export const addressPairIssues = (
  from: AddressLike | null | undefined,
  to: AddressLike | null | undefined,
  usExternalType: number | null | undefined,
): AddressIssue[] => {
  const issues: AddressIssue[] = [];
  const ends = [
    ['from', from],
    ['to', to],
  ] as const;
  for (const [path, end] of ends) {
    if (!end) issues.push({ path, message: Msg.isRequired });
    else if (![end.address, end.city, end.company ?? ''].every(hasOnlyEnglishCharacters))
      issues.push({ path, message: Msg.englishChars });
    else if (!end.zip_code) issues.push({ path, message: Msg.selectAddressWithPostalCode });
  }
  if (issues.length || !from || !to) return issues;
  if (samePlace(from, to)) return [{ path: 'to', message: Msg.sameDestination }];
  if (usExternalType) {
    if (from.country === to.country) return [{ path: 'to', message: Msg.canadaUsAddress }];
  } else {
    if (from.country !== 'CA') return [{ path: 'from', message: Msg.sameCountryAddress }];
    if (to.country !== 'CA') return [{ path: 'to', message: Msg.sameCountryAddress }];
  }
  return issues;
};

const addressTypeField = () =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === '' ? Msg.isRequired : Msg.invalidChoice,
    })
    .int()
    .refine((v) => (ADDRESS_TYPES as number[]).includes(v), Msg.invalidChoice)
    .transform((v) => v as AddressType);

const usExternalTypeField = () =>
  z
    .union([z.literal(1), z.literal(2), z.null()])
    .optional()
    .transform((v) => (v ?? null) as UsExternalType | null);

/** POST /orders and PUT /orders/{id}: the address step. */
export const OrderAddressesInputSchema = /*#__PURE__*/ (() =>
  z
    .object({
      from: OrderAddressInputSchema,
      to: OrderAddressInputSchema,
      origin_type_id: addressTypeField(),
      destination_type_id: addressTypeField(),
      /** the spec sends 1 on address save; the vehicle step sets the real count */
      cars_amount: z.number().int().min(1).max(100).optional(),
      us_external_type: usExternalTypeField(),
    })
    .superRefine((v, ctx) => {
      for (const issue of addressPairIssues(v.from, v.to, v.us_external_type))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }))();
export type OrderAddressesInput = z.output<typeof OrderAddressesInputSchema>;
