import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableDriver, AvailableVehicle, ShippingMethod } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** POST /transport-companies/view-available-drivers: the company's approved drivers. */
export const availableDriversQueryOptions = (method: ShippingMethod) =>
  queryOptions({
    queryKey: ['jobs', 'available-drivers', method] as const,
    queryFn: ({ signal }) =>
      api.post<{ data: AvailableDriver[] }>(
        '/transport-companies/view-available-drivers',
        { shipping_method: method },
        { signal },
      ),
  });

/** POST /transport-companies/view-available-vehicles: the company's active vehicles fitting the method. */
export const availableVehiclesQueryOptions = (method: ShippingMethod) =>
  queryOptions({
    queryKey: ['jobs', 'available-vehicles', method] as const,
    queryFn: ({ signal }) =>
      api.post<{ data: AvailableVehicle[] }>(
        '/transport-companies/view-available-vehicles',
        { shipping_method: method },
        { signal },
      ),
  });

export const useAvailableDrivers = (method: ShippingMethod, enabled: boolean) =>
  useQuery({ ...availableDriversQueryOptions(method), enabled });
export const useAvailableVehicles = (method: ShippingMethod, enabled: boolean) =>
  useQuery({ ...availableVehiclesQueryOptions(method), enabled });
