import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CarCatalogue, VinDecoded, VinSuggestions } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { wizardCall, type GuestAccess } from '../../../lib/guest-order';

/** GET /cars/models: years; a year's makes; a make's models in that year. */
export const getCarCatalogue = (
  query: { year?: number | null; make?: string | null },
  signal?: AbortSignal,
  guest: GuestAccess | null = null,
) =>
  wizardCall<CarCatalogue>(guest, ['GET', '/cars/models'], ['GET', `/cars/models/${guest?.orderId}`], undefined, {
    query: { year: query.year, make: query.make },
    signal,
  });

export const carCatalogueQueryOptions = (year: number | null, make: string | null, guest: GuestAccess | null = null) =>
  queryOptions({
    queryKey: ['cars', 'catalogue', year, make] as const,
    queryFn: ({ signal }) => getCarCatalogue({ year, make }, signal, guest),
    staleTime: Infinity,
  });

export const useCarCatalogue = (year: number | null, make: string | null, guest: GuestAccess | null = null) =>
  useQuery(carCatalogueQueryOptions(year, make, guest));

/** POST /vin (a guest: POST /guests/vin/{orderId}): make, model, year and type; a 422 means it could not be decoded. */
export const decodeVin = (vin: string, guest: GuestAccess | null = null) =>
  wizardCall<VinDecoded>(guest, ['POST', '/vin'], ['POST', `/vin/${guest?.orderId}`], { vin }, { silent: true });

/** POST /orders/vin: the customer's earlier VINs starting with the text. */
export const suggestVins = (vin: string, signal?: AbortSignal) =>
  api.post<VinSuggestions>('/orders/vin', { vin }, { signal, silent: true });
