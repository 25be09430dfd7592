import { z } from 'zod';
import { Msg, text } from '../common/validation.js';
import { entryDateField } from '../orders/cars.schemas.js';
import { CARRIER_METHODS, ShippingMethod } from '../orders/enums.js';

/** The most loads one request creates, and the most cars one load lists (a haul truck carries up to ten). */
export const MAX_LOADS_PER_REQUEST = 20;
export const MAX_CARS_PER_LOAD = 20;

const rowId = () => z.number().int().positive().max(2_147_483_647);

/** A load's pickup or drop-off (spec §3: city, company, address, lat, lng, province). */
export const LoadPlaceInputSchema = /*#__PURE__*/ (() =>
  z.object({
    address: text({ max: 255, required: true }),
    company: text({ max: 150 })
      .nullish()
      .transform((v) => v || null),
    city: text({ max: 120, required: true }),
    province: text({ max: 40, required: true }),
    lat: z.number().min(-90, Msg.outOfRange).max(90, Msg.outOfRange),
    lng: z.number().min(-180, Msg.outOfRange).max(180, Msg.outOfRange),
  }))();
export type LoadPlaceInput = z.output<typeof LoadPlaceInputSchema>;

const loadFields = () => ({
  /** the driver's user id */
  driver_id: rowId(),
  /** shown by the client's builder; the server reads the driver's own name */
  driverName: text({ max: 200 }).nullish(),
  /** optional for drive away (decision 025) */
  vehicle_id: rowId()
    .nullish()
    .transform((v) => v ?? null),
  from: LoadPlaceInputSchema,
  to: LoadPlaceInputSchema,
  /** YYYY/MM/DD, YYYY.MM.DD or YYYY-MM-DD */
  due_date: entryDateField(),
});

/** One load of POST /loads/{orderId}. */
export const LoadInputSchema = /*#__PURE__*/ (() =>
  z.object({
    ...loadFields(),
    car_ids: z.array(rowId()).min(1, Msg.isRequired).max(MAX_CARS_PER_LOAD, Msg.outOfRange),
  }))();
export type LoadInput = z.output<typeof LoadInputSchema>;

/** POST /loads/{orderId}: the loads that assign drivers and vehicles to the job's cars. */
export const CreateLoadsInputSchema = /*#__PURE__*/ (() =>
  z.object({ loads: z.array(LoadInputSchema).min(1, Msg.isRequired).max(MAX_LOADS_PER_REQUEST, Msg.outOfRange) }))();
export type CreateLoadsInput = z.output<typeof CreateLoadsInputSchema>;

/** PUT /loads/{id}: driver, vehicle, places and due date of a drive-away load (cars change one at a time). */
export const EditLoadInputSchema = /*#__PURE__*/ (() => z.object(loadFields()))();
export type EditLoadInput = z.output<typeof EditLoadInputSchema>;

/** POST /loads/add-car/{id} and /loads/remove-car/{id}. */
export const LoadCarInputSchema = /*#__PURE__*/ (() => z.object({ car_id: rowId() }))();
export type LoadCarInput = z.output<typeof LoadCarInputSchema>;

/** POST /transport-companies/view-available-drivers and view-available-vehicles. */
export const AvailableTeamInputSchema = /*#__PURE__*/ (() =>
  z.object({
    shipping_method: z.coerce
      .number()
      .int()
      .refine((v) => (CARRIER_METHODS as readonly number[]).includes(v) || v === ShippingMethod.Enclosed, Msg.invalidChoice)
      .transform((v) => v as ShippingMethod),
  }))();
export type AvailableTeamInput = z.output<typeof AvailableTeamInputSchema>;
