import { z } from 'zod';
import { Msg } from '../common/messages.js';
import { text } from '../common/validation.js';
import { dayField } from '../pricing/pricing.schemas.js';

export const COMPLETE_LOAD_NOTES_MAX = 500;
export const COMPLETE_LOAD_FILES_MAX = 10;
export const FUEL_FEE_MAX = 10_000;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Dollars with at most 2 decimals, from a number box or a multipart field. */
const fuelFeeField = () =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' ? Number(b.replace(/^\$/, '')) : b;
    },
    z
      .number()
      .min(0, Msg.outOfRange)
      .max(FUEL_FEE_MAX, Msg.outOfRange)
      .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), Msg.invalidValue)
      .optional(),
  );

/**
 * POST /loads/mark-as-completed/{id} (multipart) and the completion form (carrier-and-account-side §5): at
 * least one file (the bill of lading), delivered date, notes and fuel fee optional; a fuel fee needs its
 * file and a file needs its fee ("fee file required", "fee required"); the fuel fields exist only when the
 * order charges the fee.
 */
export const completeLoadSchema = (chargesFee: boolean) =>
  z
    .object({
      files: z.array(z.unknown()).min(1, Msg.isRequired).max(COMPLETE_LOAD_FILES_MAX, Msg.outOfRange),
      delivered_at: z.preprocess(blankToUndefined, dayField().optional()),
      notes: z.preprocess(blankToUndefined, text({ max: COMPLETE_LOAD_NOTES_MAX, multiline: true }).optional()),
      fuel_fee: fuelFeeField(),
      fuel_fee_file: z.unknown().optional(),
    })
    .superRefine((v, ctx) => {
      const fee = v.fuel_fee !== undefined;
      const file = present(v.fuel_fee_file);
      if (!chargesFee) {
        if (fee) ctx.addIssue({ code: 'custom', path: ['fuel_fee'], message: Msg.unknownField });
        if (file) ctx.addIssue({ code: 'custom', path: ['fuel_fee_file'], message: Msg.unknownField });
        return;
      }
      if (fee && !file) ctx.addIssue({ code: 'custom', path: ['fuel_fee_file'], message: Msg.feeFileRequired });
      if (file && !fee) ctx.addIssue({ code: 'custom', path: ['fuel_fee'], message: Msg.feeRequired });
    });
export type CompleteLoadInput = z.infer<ReturnType<typeof completeLoadSchema>>;

/** POST /loads/position/{id}: where the driver's phone is. */
export const LoadPositionInputSchema = z.object({
  lat: z.number().min(-90, Msg.outOfRange).max(90, Msg.outOfRange),
  lng: z.number().min(-180, Msg.outOfRange).max(180, Msg.outOfRange),
});
export type LoadPositionInput = z.infer<typeof LoadPositionInputSchema>;

/**
 * PUT /loads/status/{id}: the step the caller saw as the load's last one (its `progress`, 0 to 5). A load that
 * moved meanwhile answers 409 `load.step_stale`, so a stale button never advances it twice.
 */
export const AdvanceLoadInputSchema = z.object({
  from: z.number({ error: Msg.isRequired }).int(Msg.invalidValue).min(0, Msg.outOfRange).max(5, Msg.outOfRange),
});
export type AdvanceLoadInput = z.infer<typeof AdvanceLoadInputSchema>;
