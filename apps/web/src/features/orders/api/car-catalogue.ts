import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarCatalogue, VinDecoded } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** GET /cars/models: years; a year's makes; a make's models in that year. */
export const getCarCatalogue = (query: { year?: number | null; make?: string | null }, signal?: AbortSignal) =>
  api.get<CarCatalogue>('/cars/models', { query: { year: query.year, make: query.make }, signal });

export const carCatalogueQueryOptions = (year: number | null, make: string | null) =>
  queryOptions({
    queryKey: ['cars', 'catalogue', year, make] as const,
    queryFn: ({ signal }) => getCarCatalogue({ year, make }, signal),
    staleTime: Infinity,
  });

export const useCarCatalogue = (year: number | null, make: string | null) => useQuery(carCatalogueQueryOptions(year, make));

/** POST /vin: make, model, year and type of a VIN; a 422 means it could not be decoded. */
export const decodeVin = (vin: string) => api.post<VinDecoded>('/vin', { vin }, { silent: true });

/** POST /orders/vin: the customer's earlier VINs starting with the text. */
export const suggestVins = (vin: string, signal?: AbortSignal) =>
  api.post<string[]>('/orders/vin', { vin }, { signal, silent: true });
