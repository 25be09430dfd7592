import { z } from 'zod';
import { Msg } from '../common/messages.js';
import { PROVINCES } from '../common/provinces.js';
import { emailField, nameField, phoneField, postalCodeField, requiredString, text } from '../common/validation.js';
import { parseEntryDate } from '../orders/car-rules.js';
import type { Place } from '../geo/place-types.js';
import { DealerType } from '../users/enums.js';
import { CARRIER_DELIVERY_TYPES, normalizeCvor, normalizePolicyNumber } from './business-rules.js';
import { MAX_INSURANCE_DOLLARS, parseMoneyCents } from './money.js';

export const AccountMsg = {
  invalidCvor: 'invalidCvor',
  invalidPolicyNumber: 'invalidPolicyNumber',
  invalidMoney: 'invalidMoney',
} as const;

const latField = () => z.number({ error: Msg.addressNeedsCoordinates }).min(-90, Msg.outOfRange).max(90, Msg.outOfRange);
const lngField = () => z.number({ error: Msg.addressNeedsCoordinates }).min(-180, Msg.outOfRange).max(180, Msg.outOfRange);
const regionCode = () =>
  text({ max: 2, required: true })
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z]{2}$/.test(v), Msg.invalidProvince);

/** The address of a business or a location as the API takes it: text, city, province, postal code, coordinates. */
const addressFields = {
  address: requiredString(255),
  city: text({ max: 120 }).optional(),
  lat: latField(),
  lng: lngField(),
};

/** CVOR: ###-###-### (digits typed without dashes are accepted). */
export const cvorField = () =>
  requiredString(20).transform((v, ctx) => {
    const cvor = normalizeCvor(v);
    if (cvor) return cvor;
    ctx.addIssue({ code: 'custom', message: AccountMsg.invalidCvor });
    return z.NEVER;
  });

/** Policy number: letters and digits, upper-cased. */
export const policyNumberField = () =>
  requiredString(60).transform((v, ctx) => {
    const policy = normalizePolicyNumber(v);
    if (policy) return policy;
    ctx.addIssue({ code: 'custom', message: AccountMsg.invalidPolicyNumber });
    return z.NEVER;
  });

/** An insurance amount typed with "$" and thousands separators, 2 decimals at most: out as dollars. */
export const insuranceAmountField = () =>
  z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || v === '' || v === '$') {
      ctx.addIssue({ code: 'custom', message: Msg.isRequired });
      return z.NEVER;
    }
    const cents = parseMoneyCents(v);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: AccountMsg.invalidMoney });
      return z.NEVER;
    }
    if (cents <= 0 || cents > MAX_INSURANCE_DOLLARS * 100) {
      ctx.addIssue({ code: 'custom', message: Msg.outOfRange });
      return z.NEVER;
    }
    return cents / 100;
  }) as unknown as z.ZodType<number, string | number>;

const dealerTypeField = () =>
  z.union([z.literal(DealerType.Independent), z.literal(DealerType.Franchise)], { error: Msg.invalidChoice });

/** The dealer's own fields (spec §5): postal code, phone, dealer license, tax id; and the business type. */
const dealerFields = {
  name: nameField(),
  email: emailField(),
  zip_code: postalCodeField(),
  phone: phoneField(),
  dealer_license: requiredString(100),
  tax_id: requiredString(100),
  type: dealerTypeField(),
};

/** The transport company's own fields (spec §5). */
const carrierFields = {
  name: nameField(),
  email: emailField(),
  phone: phoneField().optional(),
  cvor: cvorField(),
  usdot: requiredString(30),
  iccmc: requiredString(30),
  insurance_company_name: requiredString(200),
  policy_number: policyNumberField(),
  general_liability: insuranceAmountField(),
  cargo_insurance: insuranceAmountField(),
  provinces: z
    .array(z.enum(PROVINCES, { error: Msg.invalidProvince }), { error: Msg.oneOptionRequired })
    .min(1, Msg.oneOptionRequired)
    .max(PROVINCES.length, Msg.tooLong)
    .transform((v) => [...new Set(v)]),
  shipping_methods: z
    .array(
      z.union(
        CARRIER_DELIVERY_TYPES.map((m) => z.literal(m)),
        { error: Msg.invalidChoice },
      ),
      {
        error: Msg.oneOptionRequired,
      },
    )
    .min(1, Msg.oneOptionRequired)
    .max(3, Msg.tooLong)
    .transform((v) => [...new Set(v)].sort()),
};

/** PUT /business-details/{id} for a dealer: the address must be in a Canadian province (its tax id follows it). */
export const DealerBusinessInputSchema = z.object({
  ...addressFields,
  province: z.enum(PROVINCES, { error: Msg.invalidProvince }),
  ...dealerFields,
});
export type DealerBusinessInput = z.output<typeof DealerBusinessInputSchema>;

/** PUT /business-details/{id} for a transport company. */
export const CarrierBusinessInputSchema = z.object({
  ...addressFields,
  province: regionCode(),
  zip_code: text({ max: 10 }).optional(),
  ...carrierFields,
});
export type CarrierBusinessInput = z.output<typeof CarrierBusinessInputSchema>;

// The forms hold the chosen place (one field) instead of its parts; the rest is the same rules.

/** The address picker gives places with coordinates only: one must be chosen. */
export const placeField = () =>
  z.custom<Place | null>().refine((p) => p !== null && p !== undefined, Msg.addressNeedsCoordinates);

export const DealerBusinessFormSchema = z.object({ place: placeField(), ...dealerFields });
export type DealerBusinessFormValues = z.input<typeof DealerBusinessFormSchema>;
export const CarrierBusinessFormSchema = z.object({ place: placeField(), ...carrierFields });
export type CarrierBusinessFormValues = z.input<typeof CarrierBusinessFormSchema>;

/** POST /franchise-location and PUT /franchise-location/{id}: a name and an address with coordinates. */
export const FranchiseLocationInputSchema = z.object({
  name: requiredString(200),
  ...addressFields,
  province: regionCode().optional(),
  zip_code: text({ max: 10 }).optional(),
});
export type FranchiseLocationInput = z.output<typeof FranchiseLocationInputSchema>;
export const FranchiseLocationFormSchema = z.object({ name: requiredString(200), place: placeField() });
export type FranchiseLocationFormValues = z.input<typeof FranchiseLocationFormSchema>;

const flag = () =>
  z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], { error: Msg.invalidChoice })
    .transform((v) => (v === 1 || v === '1' || v === true ? 1 : 0));

/** POST /business-details/update-filters/{id} (spec §5): enclosed and priority 0/1, snowbirds a list of '1', '2'. */
export const OrderFiltersInputSchema = z.object({
  enclosed_filter: flag(),
  priority_filter: flag(),
  snowbirds_filter: z
    .array(z.enum(['1', '2'], { error: Msg.invalidChoice }), { error: Msg.invalidValue })
    .max(2, Msg.tooLong)
    .transform((v) => [...new Set(v)].sort()),
});
export type OrderFiltersInput = z.output<typeof OrderFiltersInputSchema>;

/** PUT /insurance/expiry-date: the day the insurance ends (YYYY/MM/DD, YYYY.MM.DD or YYYY-MM-DD; out YYYY-MM-DD). */
export const InsuranceExpiryInputSchema = z.object({
  expiry_date: z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) {
      ctx.addIssue({ code: 'custom', message: Msg.isRequired });
      return z.NEVER;
    }
    const day = typeof v === 'string' && v.length <= 40 ? parseEntryDate(v.trim().slice(0, 10)) : null;
    if (!day || day < '2000-01-01' || day > '2100-12-31') {
      ctx.addIssue({ code: 'custom', message: Msg.invalidDate });
      return z.NEVER;
    }
    return day;
  }) as unknown as z.ZodType<string, string>,
});
export type InsuranceExpiryInput = z.output<typeof InsuranceExpiryInputSchema>;
