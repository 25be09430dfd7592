import { z } from 'zod';
import { parseBidAmount } from '../bids/bids.schemas.js';
import { Msg } from '../common/messages.js';
import { text } from '../common/validation.js';
import { directionField } from '../lists/paging.js';
import { ShippingMethod } from '../orders/enums.js';
import { dayField } from '../pricing/pricing.schemas.js';

/** Spec §5: a quote's notes hold at most 160 characters ("Maximum length is 160 characters."). */
export const QUOTE_NOTES_MAX = 160;
/** Spec §5: a decline reason holds at most 255 characters. */
export const DECLINE_REASON_MAX = 255;
/** Largest quote accepted: $1,000,000, as for bids. */
export const MAX_QUOTE_DOLLARS = 1_000_000;
/** 5 business days can span a long weekend: never more than 9 calendar days of hours. */
export const MAX_AVAILABILITY_HOURS = 9 * 24;

/** A priority request's answer: deliver by the customer's day, or another ETA with the carrier's own drop-off. */
export const DeliveryTypeEta = { Priority: 'priority', Other: 'other' } as const;
export type DeliveryTypeEta = (typeof DeliveryTypeEta)[keyof typeof DeliveryTypeEta];

const invalidChoice = { error: Msg.invalidChoice };

/**
 * French notation too: "1 250,50 $" is 1250.50 (spaces group thousands, a comma before 1 or 2 final digits is
 * the decimal mark); "1,250.50" and "1,250" keep their English reading.
 */
const frenchDecimals = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const s = v
    .trim()
    .replace(/\s*\$$/, '')
    .replace(/[\s\u00a0\u202f]/g, '');
  return !s.includes('.') && /,\d{1,2}$/.test(s) ? s.replace(/,(\d{1,2})$/, '.$1') : s;
};

/** The price as typed ("$1,250.50", "1250.5") or a number: over 0, at most 2 decimals (spec §5). */
const priceField = () =>
  z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || v === '' || v === '$') {
      ctx.addIssue({ code: 'custom', message: Msg.isRequired });
      return z.NEVER;
    }
    const n = parseBidAmount(frenchDecimals(v));
    if (n === null || Math.round(n * 100) !== Math.round(n * 1e6) / 1e4) {
      ctx.addIssue({ code: 'custom', message: Msg.invalidValue });
      return z.NEVER;
    }
    if (n <= 0) {
      ctx.addIssue({ code: 'custom', message: Msg.priceAboveZero });
      return z.NEVER;
    }
    if (n > MAX_QUOTE_DOLLARS) {
      ctx.addIssue({ code: 'custom', message: Msg.outOfRange });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  }) as unknown as z.ZodType<number, string | number>;

/** The method as the spec sends it (a string) or a number. */
const methodField = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d$/.test(v.trim()) ? Number(v) : v),
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

const optionalDay = () => z.preprocess((v) => (v === '' ? null : v), dayField().nullish());

const quoteFields = {
  pickup_date: optionalDay(),
  pickup_from: optionalDay(),
  pickup_to: optionalDay(),
  dropoff_date: optionalDay(),
  dropoff_from: optionalDay(),
  dropoff_to: optionalDay(),
  price: priceField(),
  shipping_method: methodField(),
  notes: text({ max: 2000, multiline: true })
    .refine((v) => v.length <= QUOTE_NOTES_MAX, Msg.quoteNotesMaxLength)
    .nullish(),
  delivery_type_eta: z.enum([DeliveryTypeEta.Priority, DeliveryTypeEta.Other], invalidChoice).nullish(),
  confirm_price: z.literal(true, { error: Msg.confirmPriceRequired }),
};

type DatesInput = {
  pickup_date?: string | null;
  pickup_from?: string | null;
  pickup_to?: string | null;
  dropoff_date?: string | null;
  dropoff_from?: string | null;
  dropoff_to?: string | null;
  delivery_type_eta?: DeliveryTypeEta | null;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A date or a range, as the quote holds it: the first and last day, or null when missing. */
export const dayRange = (day: string | null | undefined, from: string | null | undefined, to: string | null | undefined) =>
  day ? { first: day, last: day } : from && to ? { first: from, last: to } : null;

type Issue = { path: string; message: Msg };

/** Shape rules (no context): a pickup date or a full range; a drop-off likewise unless it is the customer's day. */
const shapeIssues = (v: DatesInput): Issue[] => {
  const issues: Issue[] = [];
  const end = (kind: 'pickup' | 'dropoff') => {
    const day = v[`${kind}_date`];
    const from = v[`${kind}_from`];
    const to = v[`${kind}_to`];
    if (day) return;
    if (!from && !to) issues.push({ path: `${kind}_date`, message: Msg.isRequired });
    else if (!from) issues.push({ path: `${kind}_from`, message: Msg.isRequired });
    else if (!to) issues.push({ path: `${kind}_to`, message: Msg.isRequired });
    else if (to < from) issues.push({ path: `${kind}_to`, message: Msg.rangeEndBeforeStart });
  };
  end('pickup');
  if (v.delivery_type_eta !== DeliveryTypeEta.Priority) end('dropoff');
  return issues;
};

/** What the rules of a quote depend on: the request and the day. */
export type QuoteContext = {
  /** the pickup's local today */
  today: string;
  /** the load's start date (available from) */
  startDate: string | null;
  /** the customer's deliver-by day (priority request), null for flexible */
  neededByDate: string | null;
  /** methods the quote may offer (spec §4 availability, the request's method, the company's types) */
  methods: readonly number[];
};

/**
 * Spec §5, the rules that need the request: dates not before today nor the load start; drop-off not before
 * pickup; a priority request needs a delivery ETA choice; the method among those available.
 */
export const quoteRuleIssues = (v: DatesInput & { shipping_method?: number | null }, ctx: QuoteContext): Issue[] => {
  const issues: Issue[] = [];
  if (ctx.neededByDate && !v.delivery_type_eta) issues.push({ path: 'delivery_type_eta', message: Msg.isRequired });
  if (typeof v.shipping_method === 'number' && !ctx.methods.includes(v.shipping_method))
    issues.push({ path: 'shipping_method', message: Msg.invalidChoice });
  const minDay = ctx.startDate && ctx.startDate > ctx.today ? ctx.startDate : ctx.today;
  const tooEarly = ctx.startDate && ctx.startDate > ctx.today ? Msg.dateBeforeLoadStart : Msg.dateBeforeToday;
  for (const key of ['pickup_date', 'pickup_from', 'pickup_to', 'dropoff_date', 'dropoff_from', 'dropoff_to'] as const) {
    const day = v[key];
    if (typeof day === 'string' && ISO_DAY.test(day) && day < minDay) issues.push({ path: key, message: tooEarly });
  }
  const pickup = dayRange(v.pickup_date, v.pickup_from, v.pickup_to);
  const dropoffDay = v.delivery_type_eta === DeliveryTypeEta.Priority ? ctx.neededByDate : null;
  const dropoff = dropoffDay ? { first: dropoffDay, last: dropoffDay } : dayRange(v.dropoff_date, v.dropoff_from, v.dropoff_to);
  if (pickup && dropoff && dropoff.first < pickup.first) {
    const path = dropoffDay ? 'delivery_type_eta' : v.dropoff_date ? 'dropoff_date' : 'dropoff_from';
    issues.push({ path, message: Msg.dropoffBeforePickup });
  }
  return issues;
};

const addIssues = (ctx: z.RefinementCtx, issues: Issue[]) => {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
};

/**
 * POST /auto-dispatch/submit-price/{id} (spec §7): pickup_date or pickup_from/pickup_to, dropoff likewise,
 * price, availability in hours, shipping_method, notes, delivery_type_eta, confirm_price. The rules that need
 * the request (dates, methods, the availability limit) are checked by the service with quoteRuleIssues.
 */
export const SubmitQuoteInputSchema = z
  .object({
    ...quoteFields,
    availability: z
      .number({ error: (i) => (i.input === undefined || i.input === null ? Msg.hoursRequired : Msg.nonNegativeInteger) })
      .int(Msg.nonNegativeInteger)
      .min(1, Msg.hoursRequired)
      .max(MAX_AVAILABILITY_HOURS, Msg.maxFiveBusinessDays),
  })
  .superRefine((v, ctx) => addIssues(ctx, shapeIssues(v)));
export type SubmitQuoteInput = z.infer<typeof SubmitQuoteInputSchema>;

/** The quote form's first view (spec §2 carrier): the quote itself, with the request's rules when known. */
export const quoteFormSchema = (context?: QuoteContext) => {
  const shape = z.object({
    ...quoteFields,
    confirm_price: z.boolean({ error: Msg.confirmPriceRequired }),
    pickup_kind: z.enum(['date', 'range']),
    dropoff_kind: z.enum(['date', 'range']),
  });
  // run with the fields' own errors too, so the form shows every error at once
  return shape.check(
    z.superRefine<z.output<typeof shape>>(
      (v, ctx) => {
        if (v.confirm_price !== true)
          ctx.addIssue({ code: 'custom', path: ['confirm_price'], message: Msg.confirmPriceRequired });
        addIssues(ctx, shapeIssues(v));
        if (context) addIssues(ctx, quoteRuleIssues(v, context));
      },
      { when: () => true },
    ),
  );
};
export type QuoteFormInput = z.input<ReturnType<typeof quoteFormSchema>>;
export type QuoteForm = z.output<ReturnType<typeof quoteFormSchema>>;

const countField = (required: Msg) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: (i) => (i.input === null || i.input === undefined ? required : Msg.nonNegativeInteger) })
      .int(Msg.nonNegativeInteger)
      .min(0, Msg.nonNegativeInteger)
      .nullable(),
  );

/** The limit of a quote's availability, in whole hours from now, and which rule sets it. */
export type AvailabilityLimit = { maxHours: number; limitedBy: 'business_days' | 'pickup_day' };

/**
 * Spec §5, the form's second view: days and/or hours (non-negative integers, one required), total within 5
 * business days and the end of the pickup day; the terms accepted.
 */
export const availabilityFormSchema = (limit?: AvailabilityLimit) => {
  const shape = z.object({
    availability_days: countField(Msg.daysRequired),
    availability_hours: countField(Msg.hoursRequired),
    terms: z.boolean({ error: Msg.acceptTerms }),
  });
  const count = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);
  // run with the fields' own errors too, so the form shows every error at once
  return shape.check(
    z.superRefine<z.output<typeof shape>>(
      (v, ctx) => {
        if (v.terms !== true) ctx.addIssue({ code: 'custom', path: ['terms'], message: Msg.acceptTerms });
        if (v.availability_days === null && v.availability_hours === null) {
          ctx.addIssue({ code: 'custom', path: ['availability_days'], message: Msg.daysRequired });
          ctx.addIssue({ code: 'custom', path: ['availability_hours'], message: Msg.hoursRequired });
          return;
        }
        const days = count(v.availability_days);
        const hours = count(v.availability_hours);
        if ((v.availability_days !== null && days === undefined) || (v.availability_hours !== null && hours === undefined))
          return;
        const total = (days ?? 0) * 24 + (hours ?? 0);
        if (total < 1) ctx.addIssue({ code: 'custom', path: ['availability_hours'], message: Msg.hoursRequired });
        else if (limit && total > limit.maxHours)
          ctx.addIssue({
            code: 'custom',
            path: ['availability_hours'],
            message: limit.limitedBy === 'pickup_day' ? Msg.beforePickupDate : Msg.maxFiveBusinessDays,
          });
      },
      { when: () => true },
    ),
  );
};
export type AvailabilityFormInput = { availability_days: string; availability_hours: string; terms: boolean };
export type AvailabilityForm = z.output<ReturnType<typeof availabilityFormSchema>>;

/** POST /auto-dispatch/decline/{id}: an optional reason, at most 255 characters. */
export const DeclineQuoteInputSchema = z.object({ reason: text({ max: DECLINE_REASON_MAX, multiline: true }).nullish() });
export type DeclineQuoteInput = z.infer<typeof DeclineQuoteInputSchema>;

/** The quotes table's sort keys (GET /auto-dispatch/get-offers/{id}?sortField&sortOrder). */
export const QUOTE_SORT_FIELDS = [
  'dealer_price',
  'rating',
  'available_till',
  'pickup_date',
  'dropoff_date',
  'created_at',
] as const;
export type QuoteSortField = (typeof QUOTE_SORT_FIELDS)[number];
export const QuotesQuerySchema = z.object({
  sortField: z.enum(QUOTE_SORT_FIELDS, invalidChoice).default('dealer_price'),
  sortOrder: directionField('asc'),
});
export type QuotesQuery = z.infer<typeof QuotesQuerySchema>;
