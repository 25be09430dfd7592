import { VehicleType } from '../orders/enums.js';

// Apart from the schemas: pages use these without downloading zod.

export const DEALER_PLATE_MAX = 30;

export const VEHICLE_TYPES = [VehicleType.FlatbedTruck, VehicleType.HaulTruck] as const;
export const VEHICLE_TYPE_KEYS: Record<VehicleType, string> = { 1: 'flatbedTruck', 2: 'haulTruck' };
export const LICENSE_PLATE_MAX = 20;
/** the most cars a haul truck (car carrier) takes */
export const VEHICLE_CAPACITY_MAX = 12;

/** A haul truck (car carrier) takes at least two cars; one car is a flatbed's job. */
export const HAUL_TRUCK_MIN_CAPACITY = 2;

/** Drivers list sorts (spec: orderedBy default active_loads, asc default 0). */
export const DRIVERS_SORTS = ['active_loads', 'completed_loads', 'full_name', 'email', 'phone', 'status'] as const;
export type DriversSort = (typeof DRIVERS_SORTS)[number];

/** Vehicles list sorts (spec: orderedBy default is_active, asc default 1). */
export const VEHICLES_SORTS = ['is_active', 'type', 'license_plate', 'capacity'] as const;
export type VehiclesSort = (typeof VEHICLES_SORTS)[number];
