import { z } from 'zod';
import { Msg } from '../common/messages.js';
import { text } from '../common/validation.js';

export const InspectionKind = { Pickup: 'pickup', Delivery: 'delivery' } as const;
export type InspectionKind = (typeof InspectionKind)[keyof typeof InspectionKind];
export const INSPECTION_KINDS = ['pickup', 'delivery'] as const;

/** The panels of the car diagram a driver taps to mark damage (a top view, left and right sides). */
export const CAR_PANELS = [
  'front_bumper',
  'hood',
  'windshield',
  'roof',
  'rear_window',
  'trunk',
  'rear_bumper',
  'left_front_fender',
  'left_front_door',
  'left_rear_door',
  'left_rear_quarter',
  'right_front_fender',
  'right_front_door',
  'right_rear_door',
  'right_rear_quarter',
] as const;
export type CarPanel = (typeof CAR_PANELS)[number];

export const DAMAGE_KINDS = ['scratch', 'dent', 'chip', 'broken', 'missing', 'other'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

export const INSPECTION_NOTES_MAX = 500;
export const INSPECTION_PHOTOS_MAX = 20;
export const ODOMETER_MAX = 2_000_000;

const choice = { error: Msg.invalidChoice };
export const DamageSchema = z.object({ panel: z.enum(CAR_PANELS, choice), kind: z.enum(DAMAGE_KINDS, choice) });
export type Damage = z.infer<typeof DamageSchema>;

/** A number typed in a box or sent as a multipart field: blank is missing. */
const numberInput = (v: unknown) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v);

/** Odometer reading in km: a whole number, 0 or more. */
export const odometerField = () =>
  z.preprocess(numberInput, z.number().int(Msg.invalidValue).min(0, Msg.outOfRange).max(ODOMETER_MAX, Msg.outOfRange));

/** A yes/no sent as a multipart field or a checkbox: missing or blank is no. */
const flagInput = (v: unknown) => {
  if (v === undefined || v === null || v === '' || v === '0' || v === 'false') return false;
  if (v === '1' || v === 'true') return true;
  return v;
};

/**
 * An odometer reading below the car's highest earlier reading (its pickup, or an inspection of an earlier
 * load): refused unless confirmed, then stored flagged (decision 060). Null when it does not go backwards.
 */
export const odometerBackwardsBy = (reading: number, earlier: readonly number[]): number | null => {
  const highest = earlier.length ? Math.max(...earlier) : null;
  return highest !== null && reading < highest ? highest - reading : null;
};

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * POST /inspections/{loadId} (multipart; damages as JSON) and the inspection form: which car, pickup or
 * delivery, the damage marks (one per panel and kind), odometer, notes, 1–20 photos and the signature.
 * Photos and signature are files: the browser's File objects, the server's uploaded parts.
 */
export const InspectionInputSchema = z.object({
  kind: z.enum(INSPECTION_KINDS, choice),
  car_id: z.preprocess(numberInput, z.number().int(Msg.invalidValue).positive(Msg.invalidValue)),
  damages: z
    .array(DamageSchema)
    .max(CAR_PANELS.length * DAMAGE_KINDS.length, Msg.outOfRange)
    .refine((list) => new Set(list.map((d) => `${d.panel}:${d.kind}`)).size === list.length, Msg.invalidValue),
  odometer: odometerField(),
  /** the reading is below an earlier one of the car and that is right (a mistyped pickup, a replaced cluster) */
  odometer_confirmed: z.preprocess(flagInput, z.boolean(Msg.invalidValue)),
  notes: text({ max: INSPECTION_NOTES_MAX, multiline: true }).default(''),
  photos: z.array(z.unknown()).min(1, Msg.isRequired).max(INSPECTION_PHOTOS_MAX, Msg.outOfRange),
  signature: z.unknown().refine(present, Msg.isRequired),
});
export type InspectionInput = z.infer<typeof InspectionInputSchema>;
