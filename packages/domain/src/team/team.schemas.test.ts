import { describe, expect, it } from 'vitest';
import {
  DriverEditInputSchema,
  DriverInviteInputSchema,
  DriversQuerySchema,
  VehicleAddInputSchema,
  VehiclesQuerySchema,
} from './team.schemas.js';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('driver invite (spec §5: email required and must match an email pattern)', () => {
  it('requires an email', () => {
    expect(errorsOf(DriverInviteInputSchema.safeParse({}))).toEqual({ email: 'isRequired' });
    expect(errorsOf(DriverInviteInputSchema.safeParse({ email: '  ' }))).toEqual({ email: 'isRequired' });
  });
  it('refuses an address that is not an email', () => {
    expect(errorsOf(DriverInviteInputSchema.safeParse({ email: 'driver@nowhere' }))).toEqual({ email: 'invalidEmail' });
  });
  it('keeps a valid email in lower case', () => {
    expect(DriverInviteInputSchema.parse({ email: ' New.Driver@Example.com ' }).email).toBe('new.driver@example.com');
  });
});

describe('driver edit (spec §5: phone ###-###-####, first and last name required)', () => {
  const valid = { first_name: 'Jean', last_name: 'Tremblay', phone: '(416) 555-0199' };
  it('stores the phone as ###-###-####', () => {
    expect(DriverEditInputSchema.parse(valid).phone).toBe('416-555-0199');
  });
  it('requires names and phone', () => {
    expect(errorsOf(DriverEditInputSchema.safeParse({}))).toEqual({
      first_name: 'isRequired',
      last_name: 'isRequired',
      phone: 'isRequired',
    });
  });
  it('refuses a phone that is not North-American', () => {
    expect(errorsOf(DriverEditInputSchema.safeParse({ ...valid, phone: '555-01' }))).toEqual({ phone: 'invalidPhone' });
  });
  it('takes an optional dealer plate number', () => {
    expect(DriverEditInputSchema.parse(valid).dealer_plate_number).toBeUndefined();
    expect(DriverEditInputSchema.parse({ ...valid, dealer_plate_number: 'DLR 1' }).dealer_plate_number).toBe('DLR 1');
    expect(errorsOf(DriverEditInputSchema.safeParse({ ...valid, dealer_plate_number: 'x'.repeat(31) }))).toEqual({
      dealer_plate_number: 'tooLong',
    });
  });
});

describe('vehicle add (spec §5: type, license plate and capacity required; flatbed capacity fixed to 1)', () => {
  it('requires type, plate and capacity', () => {
    const errors = errorsOf(VehicleAddInputSchema.safeParse({ type: 2, license_plate: '' }));
    expect(errors).toEqual({ license_plate: 'isRequired', capacity: 'isRequired' });
    expect(errorsOf(VehicleAddInputSchema.safeParse({ type: 2, license_plate: 'HAL 1' }))).toEqual({ capacity: 'isRequired' });
    expect(errorsOf(VehicleAddInputSchema.safeParse({ license_plate: 'HAL 1', capacity: 2 }))).toEqual({ type: 'isRequired' });
  });
  it('knows only the flatbed truck (1) and the haul truck (2)', () => {
    expect(errorsOf(VehicleAddInputSchema.safeParse({ type: 3, license_plate: 'X', capacity: 2 }))).toEqual({
      type: 'invalidChoice',
    });
  });
  it('fixes a flatbed truck to one car', () => {
    expect(VehicleAddInputSchema.parse({ type: 1, license_plate: 'flt 1', capacity: 7 })).toEqual({
      type: 1,
      license_plate: 'FLT 1',
      capacity: 1,
    });
    expect(VehicleAddInputSchema.parse({ type: '1', license_plate: 'FLT 1', capacity: '1' }).capacity).toBe(1);
  });
  it('takes a haul truck capacity between 2 and 12', () => {
    expect(errorsOf(VehicleAddInputSchema.safeParse({ type: 2, license_plate: 'HAL 1', capacity: 1 }))).toEqual({
      capacity: 'outOfRange',
    });
    expect(VehicleAddInputSchema.parse({ type: 2, license_plate: 'HAL 1', capacity: '8' }).capacity).toBe(8);
    expect(errorsOf(VehicleAddInputSchema.safeParse({ type: 2, license_plate: 'HAL 1', capacity: 0 }))).toEqual({
      capacity: 'outOfRange',
    });
    expect(errorsOf(VehicleAddInputSchema.safeParse({ type: 2, license_plate: 'HAL 1', capacity: 2.5 }))).toEqual({
      capacity: 'invalidValue',
    });
  });
});

describe('team list queries (spec §9 default sorts)', () => {
  it('sorts drivers by active loads, descending, by default', () => {
    expect(DriversQuerySchema.parse({})).toEqual({ order_by: 'active_loads', order_direction: 'desc', page: 1 });
  });
  it('sorts vehicles by is_active, ascending, by default', () => {
    expect(VehiclesQuerySchema.parse({})).toEqual({ order_by: 'is_active', order_direction: 'asc', page: 1 });
  });
  it('refuses a sort outside the allow-list', () => {
    expect(errorsOf(DriversQuerySchema.safeParse({ order_by: 'password_hash' }))).toEqual({ order_by: 'invalidChoice' });
    expect(errorsOf(VehiclesQuerySchema.safeParse({ order_by: 'business_details_id' }))).toEqual({ order_by: 'invalidChoice' });
  });
});
