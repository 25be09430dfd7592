import { z } from 'zod';
import { Msg, text } from '../common/validation.js';
import {
  CAR_TYPES,
  DIMENSION_MAX,
  isValidVin,
  MAX_CARS,
  maxVehicleYear,
  MIN_CARS,
  MIN_VEHICLE_YEAR,
  NOTES_MAX_LENGTH,
  parseEntryDate,
  VIN_LENGTH,
  VIN_SUGGESTION_MAX_LENGTH,
} from './car-rules.js';
import type { CarType } from './enums.js';

export const vinField = () =>
  z
    .string({ error: (i) => (i.input === undefined || i.input === null ? Msg.isRequired : Msg.invalidValue) })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v.length > 0, { message: Msg.isRequired, abort: true })
    .refine((v) => v.length === VIN_LENGTH, { message: Msg.vinMessage, abort: true })
    .refine(isValidVin, Msg.invalidVIN);

const dimension = () =>
  z
    .number()
    .int(Msg.invalidValue)
    .min(1, Msg.outOfRange)
    .max(DIMENSION_MAX, Msg.outOfRange)
    .nullish()
    .transform((v) => v ?? null);

/** One car of the vehicle step (customer-side §2 step 2 and §5). */
export const CarInputSchema = /*#__PURE__*/ (() =>
  z
    .object({
      /** an existing car of the order (kept with its files); none for a new one */
      id: z.number().int().positive().max(2_147_483_647).nullish(),
      vin: vinField(),
      type: z
        .number()
        .int()
        .refine((v) => (CAR_TYPES as number[]).includes(v), Msg.invalidChoice)
        .transform((v) => v as CarType),
      make: text({ max: 60, required: true }),
      model: text({ max: 80, required: true }),
      year: z
        .number()
        .int()
        .min(MIN_VEHICLE_YEAR, Msg.outOfRange)
        .refine((v) => v <= maxVehicleYear(), Msg.outOfRange),
      is_operable: z.boolean().default(true),
      is_modified: z.boolean().default(false),
      /** modification notes: required when modified, at most 120 characters, null otherwise */
      comments: z.string().max(10_000).nullish(),
      enclosed: z.boolean().default(false),
      is_antique: z.boolean().default(false),
      width: dimension(),
      height: dimension(),
      length: dimension(),
      weight: dimension(),
    })
    .superRefine((car, ctx) => {
      if (!car.is_modified) return;
      const notes = text({ max: NOTES_MAX_LENGTH, required: true, multiline: true }).safeParse(car.comments ?? '');
      if (!notes.success) {
        const key = notes.error.issues[0]?.message;
        ctx.addIssue({
          code: 'custom',
          path: ['comments'],
          message: key === Msg.tooLong ? Msg.notesMaxLength : (key ?? Msg.isRequired),
        });
      }
    })
    .transform((car) => ({ ...car, id: car.id ?? null, comments: car.is_modified ? (car.comments ?? '').trim() : null })))();
export type CarInput = z.output<typeof CarInputSchema>;

export const entryDateField = () =>
  z
    .string({ error: (i) => (i.input === undefined || i.input === null ? Msg.isRequired : Msg.invalidValue) })
    .max(20, Msg.invalidDate)
    .transform((v, ctx) => {
      const iso = parseEntryDate(v);
      if (iso) return iso;
      ctx.addIssue({ code: 'custom', message: v.trim() ? Msg.invalidDate : Msg.isRequired });
      return z.NEVER;
    });

/** POST /cars/batch-edit/{orderId} and /cars/new-batch-edit/{orderId}: the vehicle step. */
export const CarsBatchInputSchema = /*#__PURE__*/ (() =>
  z.object({
    cars: z.array(CarInputSchema).min(MIN_CARS, Msg.isRequired).max(MAX_CARS, Msg.outOfRange),
    /** load available from: YYYY/MM/DD */
    start_at: entryDateField(),
  }))();
export type CarsBatchInput = z.output<typeof CarsBatchInputSchema>;

/**
 * POST /cars/batch-edit/vin/{orderId} (decision 058): changes to the order's cars, each car named by its VIN; a field
 * left out keeps its value. Only what the VIN does not decide: running, modified and its notes, enclosed, antique,
 * dimensions. Each VIN once.
 */
export const CarsVinBatchInputSchema = /*#__PURE__*/ (() =>
  z.object({
    cars: z
      .array(
        z.object({
          vin: vinField(),
          is_operable: z.boolean().optional(),
          is_modified: z.boolean().optional(),
          comments: z.string().max(10_000).nullish(),
          enclosed: z.boolean().optional(),
          is_antique: z.boolean().optional(),
          width: dimension().optional(),
          height: dimension().optional(),
          length: dimension().optional(),
          weight: dimension().optional(),
        }),
      )
      .min(MIN_CARS, Msg.isRequired)
      .max(MAX_CARS, Msg.outOfRange)
      .superRefine((cars, ctx) => {
        const seen = new Set<string>();
        cars.forEach((car, i) => {
          if (seen.has(car.vin)) ctx.addIssue({ code: 'custom', path: [i, 'vin'], message: Msg.invalidChoice });
          seen.add(car.vin);
        });
      }),
  }))();
export type CarsVinBatchInput = z.output<typeof CarsVinBatchInputSchema>;

/** POST /vin: one VIN to decode. */
export const VinDecodeInputSchema = /*#__PURE__*/ (() => z.object({ vin: vinField() }))();
/** POST /vins: several. */
export const VinsDecodeInputSchema = /*#__PURE__*/ (() =>
  z.object({
    vins: z
      .array(text({ max: 17, required: true }))
      .min(1)
      .max(MAX_CARS),
  }))();

/** POST /orders/vin: the user's earlier VINs starting with (or containing) the text typed so far. */
export const VinSuggestionInputSchema = /*#__PURE__*/ (() =>
  z.object({
    vin: text({ max: VIN_SUGGESTION_MAX_LENGTH, required: true }),
    /** the filter the list was opened with (spec: "filter type"); any value narrows nothing */
    type: z.union([z.number().int(), text({ max: 20 })]).nullish(),
  }))();

/** GET /cars/models: ?year → makes, ?year&make → models; neither → years. */
export const CarModelsQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    year: z.coerce.number().int().min(MIN_VEHICLE_YEAR).max(2100).optional(),
    make: text({ max: 60 }).optional(),
  }))();
