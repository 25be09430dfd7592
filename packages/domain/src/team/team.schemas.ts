import { z } from 'zod';
import { emailField, Msg, nameField, phoneField, requiredString, text } from '../common/validation.js';
import { directionField, orderByField, pageField } from '../lists/paging.js';
import { VehicleType } from '../orders/enums.js';
import {
  DEALER_PLATE_MAX,
  DRIVERS_SORTS,
  HAUL_TRUCK_MIN_CAPACITY,
  LICENSE_PLATE_MAX,
  VEHICLE_CAPACITY_MAX,
  VEHICLES_SORTS,
} from './team.constants.js';

const optionalBusinessId = () => {
  const invalid = { error: Msg.invalidChoice };
  return z.coerce.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid).optional();
};

// Schemas are built in pure calls: a bundle that uses only this module's constants leaves zod out.

/** Invite a driver: an email (spec §5); the business is always the caller's own, whatever is sent. */
export const DriverInviteInputSchema = /*#__PURE__*/ (() =>
  z.object({
    email: emailField(),
    business_details_id: optionalBusinessId(),
  }))();
export type DriverInviteInput = z.infer<typeof DriverInviteInputSchema>;

/** Driver edit (spec §5): phone ###-###-####, first and last name required; the dealer plate number is optional. */
export const DriverEditInputSchema = /*#__PURE__*/ (() =>
  z.object({
    first_name: nameField(),
    last_name: nameField(),
    phone: phoneField(),
    dealer_plate_number: text({ max: DEALER_PLATE_MAX }).nullable().optional(),
  }))();
export type DriverEditInput = z.infer<typeof DriverEditInputSchema>;

const missing = (v: unknown) => v === undefined || v === null || v === '';
/** a whole number also as the text a form field gives */
const numberFromText = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

const vehicleType = () =>
  z.preprocess(
    numberFromText,
    z.union([z.literal(VehicleType.HaulTruck), z.literal(VehicleType.FlatbedTruck)], {
      error: (issue) => (missing(issue.input) ? Msg.isRequired : Msg.invalidChoice),
    }),
  );

const capacityField = () =>
  z.preprocess(
    numberFromText,
    z
      .number({ error: (issue) => (missing(issue.input) ? Msg.isRequired : Msg.invalidValue) })
      .int(Msg.invalidValue)
      .min(1, Msg.outOfRange)
      .max(VEHICLE_CAPACITY_MAX, Msg.outOfRange),
  );

/**
 * Add a vehicle (spec §5): type, license plate and capacity required; a flatbed truck carries one car, so its
 * capacity is fixed to 1 whatever valid number is sent; a haul truck carries 2 to 12.
 */
export const VehicleAddInputSchema = /*#__PURE__*/ (() =>
  z
    .object({
      type: vehicleType(),
      license_plate: requiredString(LICENSE_PLATE_MAX).transform((v) => v.toUpperCase()),
      capacity: capacityField(),
    })
    .superRefine((v, ctx) => {
      if (v.type === VehicleType.HaulTruck && v.capacity < HAUL_TRUCK_MIN_CAPACITY) {
        ctx.addIssue({ code: 'custom', message: Msg.outOfRange, path: ['capacity'] });
      }
    })
    .transform((v) => ({ ...v, capacity: v.type === VehicleType.FlatbedTruck ? 1 : v.capacity })))();
export type VehicleAddInput = z.input<typeof VehicleAddInputSchema>;
export type VehicleAddValues = z.output<typeof VehicleAddInputSchema>;

// Built in a pure call: a bundle that uses only this module's constants leaves zod out.
export const DriversQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    order_by: orderByField(DRIVERS_SORTS, 'active_loads'),
    order_direction: directionField('desc'),
    page: pageField(),
    business_details_id: optionalBusinessId(),
  }))();
export type DriversQuery = z.infer<typeof DriversQuerySchema>;

export const VehiclesQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    order_by: orderByField(VEHICLES_SORTS, 'is_active'),
    order_direction: directionField('asc'),
    page: pageField(),
    business_details_id: optionalBusinessId(),
  }))();
export type VehiclesQuery = z.infer<typeof VehiclesQuerySchema>;

/**
 * DELETE /drivers/{id}'s query: `confirm=1` deletes a driver who still has live loads (without it the call
 * answers 409 `driver.has_live_loads`, decision 060).
 */
export const DriverDeleteQuerySchema = /*#__PURE__*/ (() =>
  z.object({ confirm: z.enum(['0', '1', 'true', 'false']).optional() }))();
export type DriverDeleteQuery = z.infer<typeof DriverDeleteQuerySchema>;
