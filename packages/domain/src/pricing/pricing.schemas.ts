import { z } from 'zod';
import { Msg } from '../common/messages.js';
import { text } from '../common/validation.js';
import { isDateInBounds } from '../common/dates.js';
import { CarType, ShippingMethod } from '../orders/enums.js';

const invalidChoice = { error: Msg.invalidChoice };
const method = z.union(
  [
    z.literal(ShippingMethod.DriveAway),
    z.literal(ShippingMethod.Flatbed),
    z.literal(ShippingMethod.HaulAway),
    z.literal(ShippingMethod.Enclosed),
  ],
  invalidChoice,
);

/** A calendar day as the spec enters it (YYYY/MM/DD, YYYY.MM.DD) or ISO, within the shared date bounds; out as YYYY-MM-DD. */
export const dayField = () =>
  text({ max: 10, required: true })
    .regex(/^\d{4}[-/.]\d{2}[-/.]\d{2}$/, Msg.invalidValue)
    .transform((v) => v.replace(/[/.]/g, '-'))
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: Msg.invalidValue,
      abort: true,
    })
    .refine(isDateInBounds, Msg.outOfRange);

/** POST /pricing-options/{id}: the accepted price. */
export const SavePricingOptionInputSchema = z.object({
  shipping_method: method,
  is_express: z.boolean(invalidChoice).default(false),
});
export type SavePricingOptionInput = z.infer<typeof SavePricingOptionInputSchema>;

/**
 * POST /pricing-options/{id}/quotes: flexible (no date) or priority (deliver by a date). The method is
 * optional; enclosed (4) is sent as haul away (3) with `enclosed`.
 */
export const QuoteRequestInputSchema = z.object({
  needed_by_date: dayField().nullish(),
  shipping_method: z
    .union(
      [z.literal(ShippingMethod.DriveAway), z.literal(ShippingMethod.Flatbed), z.literal(ShippingMethod.HaulAway)],
      invalidChoice,
    )
    .nullish(),
  enclosed: z.boolean(invalidChoice).optional(),
});
export type QuoteRequestInput = z.infer<typeof QuoteRequestInputSchema>;

/** The quote request form: a choice, and a date when priority (spec §2, quote request screen). */
export const QuoteRequestFormSchema = z
  .object({ kind: z.enum(['flexible', 'priority'], { error: Msg.isRequired }), needed_by_date: z.string().nullable() })
  .refine((v) => v.kind === 'flexible' || Boolean(v.needed_by_date), { message: Msg.isRequired, path: ['needed_by_date'] });
export type QuoteRequestForm = z.infer<typeof QuoteRequestFormSchema>;

const cents = z.number(invalidChoice).int(Msg.invalidValue).min(0, Msg.outOfRange).max(10_000_000, Msg.outOfRange);
const bp = z.number(invalidChoice).int(Msg.invalidValue).min(0, Msg.outOfRange).max(100_000, Msg.outOfRange);
const tier = z.object({ base: cents, perKm: cents });
const methodRates = z.object({ upTo250: tier, upTo600: tier, beyond: tier });

/** PUT /admin/rate-card: the whole card, in cents and basis points (as stored). */
export const RateCardSchema = z.object({
  methods: z.object({
    [ShippingMethod.DriveAway]: methodRates,
    [ShippingMethod.Flatbed]: methodRates,
    [ShippingMethod.HaulAway]: methodRates,
    [ShippingMethod.Enclosed]: methodRates,
  }),
  carTypeBp: z.object(Object.fromEntries(Object.values(CarType).map((t) => [t, bp])) as Record<`${CarType}`, typeof bp>),
  enclosedSurchargeBp: bp,
  antiqueSurchargeBp: bp,
  inoperableSurchargeBp: bp,
  expressSurchargeBp: bp,
  fuelFeeBp: bp,
  commissionBp: bp,
  performanceBonusBp: bp,
});

/**
 * PUT /admin/rate-card: the card and the version it was edited from (GET gives it), so an admin never
 * overwrites a version saved meanwhile by another.
 */
export const SaveRateCardInputSchema = RateCardSchema.extend({ version: text({ max: 40, required: true }) });
