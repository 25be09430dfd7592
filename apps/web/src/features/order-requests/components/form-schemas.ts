import { z } from 'zod';
import { CancelRequestInputSchema, CarIssueReportInputSchema, ISSUE_TYPES, withEtaNotBefore } from '@routier/domain';

// Loaded apart from the page (see form-resolvers.ts): zod and the schemas are not part of the first download.

export type ReportFormValues = {
  type: (typeof ISSUE_TYPES)[number];
  reason: string;
  new_eta: string;
  other_reason: string;
  cancel_request: boolean;
};

/** The form's values as the API's body: only the fields of the chosen type. */
const payloadOf = (v: ReportFormValues): unknown => {
  const other = v.type === 'other' || v.reason === 'other' ? v.other_reason : null;
  if (v.type === 'other') return { type: v.type, other_reason: v.other_reason };
  if (v.type === 'delay') return { type: v.type, reason: v.reason, new_eta: v.new_eta, other_reason: other };
  return { type: v.type, reason: v.reason, other_reason: other, cancel_request: v.cancel_request };
};

/** The report form: the API's rules, plus the new arrival date not earlier than yesterday (today is the browser's). */
export const reportFormSchema = (today: string) =>
  z
    .object({
      type: z.enum(ISSUE_TYPES),
      reason: z.string(),
      new_eta: z.string(),
      other_reason: z.string(),
      cancel_request: z.boolean(),
    })
    .transform(payloadOf)
    .pipe(withEtaNotBefore(CarIssueReportInputSchema, today));

export { CancelRequestInputSchema };
