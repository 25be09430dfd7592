import { z } from 'zod';
import { Msg, text } from '../common/validation.js';
import { dayBefore, parseEntryDate } from '../orders/car-rules.js';

/** Spec §5: why a job (or a load) is late. */
export const DELAY_REASONS = ['mechanical_issue', 'bad_route_conditions', 'driver_sick', 'other'] as const;
export type DelayReason = (typeof DELAY_REASONS)[number];

/** Spec §5: why a car cannot be picked up. */
export const PICKUP_PROBLEM_REASONS = ['not_free_to_release', 'non_runner', 'missing_keys', 'not_at_location', 'other'] as const;
export type PickupProblemReason = (typeof PICKUP_PROBLEM_REASONS)[number];

/** delay: a new arrival date; pickup_problem: a car cannot be picked up; other: free text only. */
export const ISSUE_TYPES = ['delay', 'pickup_problem', 'other'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

/** Spec §5 and §9: the "other" reason text, 5 to 150 characters ("reason 5 chars"). */
export const OTHER_REASON_MIN = 5;
export const OTHER_REASON_MAX = 150;

export const otherReasonField = () =>
  text({ max: OTHER_REASON_MAX, multiline: true }).min(OTHER_REASON_MIN, {
    message: Msg.reasonMinLength,
    abort: true,
  });

/** A new arrival date as the spec sends it (YYYY/MM/DD, YYYY.MM.DD) or ISO; out as YYYY-MM-DD. */
export const etaField = () =>
  text({ max: 10, required: true }).transform((v, ctx) => {
    const day = parseEntryDate(v);
    if (day) return day;
    ctx.addIssue({ code: 'custom', message: Msg.invalidDate });
    return z.NEVER;
  });

/** Spec §5: the new arrival date may not be earlier than yesterday. */
export const isEtaAllowed = (eta: string, today: string) => eta >= dayBefore(today);

const optionalOther = () => z.union([otherReasonField(), z.null()]).optional();

const DelaySchema = z.object({
  type: z.literal('delay'),
  reason: z.enum(DELAY_REASONS),
  new_eta: etaField(),
  other_reason: optionalOther(),
});
const PickupProblemSchema = z.object({
  type: z.literal('pickup_problem'),
  reason: z.enum(PICKUP_PROBLEM_REASONS),
  other_reason: optionalOther(),
  /** the carrier also asks to be released from the job (spec §7: cancel_request true) */
  cancel_request: z.boolean().optional(),
});
const OtherSchema = z.object({
  type: z.literal('other'),
  reason: z.literal('other').default('other'),
  other_reason: otherReasonField(),
});

/** "other" needs its text; a chosen reason does not. */
const needsText = <T extends { reason: string; other_reason?: string | null }>(v: T, ctx: z.RefinementCtx) => {
  if (v.reason === 'other' && !v.other_reason)
    ctx.addIssue({ code: 'custom', path: ['other_reason'], message: Msg.reasonMinLength });
};

/**
 * POST /orders/report-issue/{id} and /loads/report-issue/{id}: a delay (with a new arrival date) or another
 * issue. Cars also take a pickup problem (CarIssueReportInputSchema).
 */
export const IssueReportInputSchema = z.discriminatedUnion('type', [DelaySchema, OtherSchema]).superRefine(needsText);
export type IssueReportInput = z.infer<typeof IssueReportInputSchema>;

/** POST /cars/report-issue/{id}: a delay, a pickup problem (optionally asking for cancellation) or another issue. */
export const CarIssueReportInputSchema = z
  .discriminatedUnion('type', [DelaySchema, PickupProblemSchema, OtherSchema])
  .superRefine(needsText);
export type CarIssueReportInput = z.infer<typeof CarIssueReportInputSchema>;

/** The schema of a form that also checks the date against today (the API checks it with its own clock). */
export const withEtaNotBefore = <T extends z.ZodType<{ type: string; new_eta?: string }>>(schema: T, today: string) =>
  schema.superRefine((v, ctx) => {
    if (v.type === 'delay' && v.new_eta && !isEtaAllowed(v.new_eta, today))
      ctx.addIssue({ code: 'custom', path: ['new_eta'], message: Msg.startDateTooEarly });
  });
