import { z } from 'zod';
import { Msg } from '../common/messages.js';
import { ShippingMethod } from '../orders/enums.js';
import {
  methodAvailability,
  quoteAvailability,
  type AvailabilityInput,
  type UnavailableReason,
} from '../pricing/availability.js';
import { PRICING_METHODS } from '../pricing/pricing-options.js';
import { dayField } from '../pricing/pricing.schemas.js';

/**
 * The auto-dispatch wizard's four steps (customer-side §2 "Auto-dispatch wizard"), 0-based on the client. The
 * server's 1-based `current_step` is the step to resume at: 2 after the addresses, 3 after the vehicles, 4 after
 * the transportation type; the quote request then moves the order to auto dispatch pending.
 */
export const AutoDispatchStep = {
  Addresses: 0,
  Vehicles: 1,
  Transportation: 2,
  QuoteRequest: 3,
} as const;
export type AutoDispatchStep = (typeof AutoDispatchStep)[keyof typeof AutoDispatchStep];

/** The server's current_step once each step is saved. */
export const AUTO_DISPATCH_SAVED_STEP = { addresses: 2, vehicles: 3, transportation: 4 } as const;

/** The 0-based step an auto-dispatch draft opens at: the server's current_step minus one, at most the quote request. */
export const autoDispatchStartStep = (currentStep: number | null) =>
  Math.min(Math.max((currentStep ?? 1) - 1, 0), AutoDispatchStep.QuoteRequest);

/**
 * One method of the transportation step: offered, or not with the reason shown (i18n key pricing:reason.<key>).
 * `quote_only`: offered past the automatic price's limits, at a carrier's own price (decision 060).
 */
export type TransportationOption = {
  shipping_method: ShippingMethod;
  is_available: boolean;
  reason: UnavailableReason | null;
  quote_only: boolean;
};

/**
 * Spec §4, method availability on the transportation step: drive away when every car runs and the route is
 * within the first limit (250 km), flatbed within the second (600 km), haul away when every car runs, enclosed
 * when every car runs and there is exactly one; drive away and flatbed in Canada only, no drive away for private
 * users. The wizard asks carriers to quote, so it follows the quote request's rule (decision 058): non-running
 * cars past 700 km travel on a flatbed quoted by a carrier (in Canada), where the automatic price stops
 * (decision 060: the step offered nothing before).
 */
export const transportationOptions = (input: AvailabilityInput): TransportationOption[] =>
  PRICING_METHODS.map((method) => {
    const availability = quoteAvailability(method, input);
    return {
      shipping_method: method,
      is_available: availability.available,
      reason: availability.available ? null : availability.reason,
      quote_only: availability.available && !methodAvailability(method, input).available,
    };
  });

const methodValue = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d\s*$/.test(v) ? Number(v) : v),
    z.union(
      [
        z.literal(ShippingMethod.DriveAway),
        z.literal(ShippingMethod.Flatbed),
        z.literal(ShippingMethod.HaulAway),
        z.literal(ShippingMethod.Enclosed),
      ],
      {
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === '' ? Msg.isRequired : Msg.invalidChoice,
      },
    ),
  );

/**
 * POST /auto-dispatch/v2/shipping-method/{id} (spec §7: shipping_method, enclosed): the transportation type.
 * Enclosed travels as haul away with `enclosed` (4, or 3 with enclosed true); the output is the chosen method.
 */
export const AutoDispatchMethodInputSchema = /*#__PURE__*/ (() =>
  z
    .object({
      shipping_method: methodValue(),
      enclosed: z.boolean({ error: Msg.invalidChoice }).optional(),
    })
    .transform(({ shipping_method, enclosed }) => ({
      shipping_method:
        shipping_method === ShippingMethod.HaulAway && enclosed === true ? ShippingMethod.Enclosed : shipping_method,
    })))();
export type AutoDispatchMethodInput = z.output<typeof AutoDispatchMethodInputSchema>;

/** The quote request's choice (spec §2): flexible (no date) or priority (a deliver-by date). */
export const QUOTE_REQUEST_KINDS = ['flexible', 'priority'] as const;
export type QuoteRequestKind = (typeof QUOTE_REQUEST_KINDS)[number];

/**
 * POST /auto-dispatch/v2/{id}: the wizard's quote request. Priority needs a deliver-by date (YYYY/MM/DD or
 * YYYY-MM-DD), which the service checks against the order's minimum delivery date; flexible sends none.
 */
export const AutoDispatchQuoteRequestInputSchema = /*#__PURE__*/ (() =>
  z
    .object({
      type: z.enum(QUOTE_REQUEST_KINDS, {
        error: (issue) => (issue.input === undefined || issue.input === null ? Msg.isRequired : Msg.invalidChoice),
      }),
      needed_by_date: z.preprocess((v) => (v === '' ? null : v), dayField().nullish()),
    })
    .superRefine((v, ctx) => {
      if (v.type === 'priority' && !v.needed_by_date)
        ctx.addIssue({ code: 'custom', path: ['needed_by_date'], message: Msg.isRequired });
    })
    .transform((v) => ({ type: v.type, needed_by_date: v.type === 'priority' ? (v.needed_by_date ?? null) : null })))();
export type AutoDispatchQuoteRequestInput = z.output<typeof AutoDispatchQuoteRequestInputSchema>;
