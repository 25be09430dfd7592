import { z } from 'zod';
import { Msg } from '../common/messages.js';
import { isDateInBounds } from '../common/dates.js';
import { text } from '../common/validation.js';
import { monthRangeErrors, type MonthRange } from './month-range.js';

/**
 * A month as a client sends it: YYYY-MM (also YYYY/MM, YYYY.MM), or a day in it (YYYY-MM-DD, YYYY/MM/DD,
 * YYYY.MM.DD: the day is dropped). Out as YYYY-MM.
 */
export const monthField = () =>
  text({ max: 10 })
    .regex(/^\d{4}[-/.](0[1-9]|1[0-2])([-/.](0[1-9]|[12]\d|3[01]))?$/, Msg.invalidValue)
    .transform((v) => v.slice(0, 7).replace(/[/.]/g, '-'))
    .refine(isDateInBounds, Msg.outOfRange);

/**
 * POST /dashboard/dealer, /dashboard/transport-company(/stats): the months shown. Both optional (this year
 * to date); the rules that need today's date (monthRangeErrors) are checked by the API with its clock.
 */
export const DashboardRangeInputSchema = z.object({
  start_date: monthField().optional(),
  end_date: monthField().optional(),
});
export type DashboardRangeInput = z.infer<typeof DashboardRangeInputSchema>;

/** The same body with today's rules, for a form that knows the date. */
export const dashboardRangeSchema = (today: Date) =>
  z.object({ start_date: monthField(), end_date: monthField() }).superRefine((v, ctx) => {
    const errors = monthRangeErrors({ start: v.start_date, end: v.end_date }, today);
    for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
  });

export const toMonthRange = (input: { start_date: string; end_date: string }): MonthRange => ({
  start: input.start_date,
  end: input.end_date,
});
