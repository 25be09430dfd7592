import { DRIVERS_SORTS, VEHICLES_SORTS, type DriversSort, type VehiclesSort } from '@routier/domain';
import { useListSearchParams, type ListParamOptions } from '../../../components/data-table';

/** The drivers list URL query (spec: orderedBy default active_loads, asc default 0, page). */
export type DriversParams = { page: number; orderedBy: DriversSort; asc: number };
const DRIVERS_DEFAULTS: DriversParams = { page: 1, orderedBy: 'active_loads', asc: 0 };
const DRIVERS_OPTIONS: ListParamOptions<DriversParams> = { allowed: { orderedBy: DRIVERS_SORTS, asc: [0, 1] } };
export const useDriversParams = () => useListSearchParams(DRIVERS_DEFAULTS, DRIVERS_OPTIONS);

/** The vehicles list URL query (spec: orderedBy default is_active, asc default 1, page). */
export type VehiclesParams = { page: number; orderedBy: VehiclesSort; asc: number };
const VEHICLES_DEFAULTS: VehiclesParams = { page: 1, orderedBy: 'is_active', asc: 1 };
const VEHICLES_OPTIONS: ListParamOptions<VehiclesParams> = { allowed: { orderedBy: VEHICLES_SORTS, asc: [0, 1] } };
export const useVehiclesParams = () => useListSearchParams(VEHICLES_DEFAULTS, VEHICLES_OPTIONS);
