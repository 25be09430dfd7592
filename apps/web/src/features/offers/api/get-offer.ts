import { useQuery } from '@tanstack/react-query';
import type { CarrierOrderDetail } from '@routier/domain';
import { api, ApiError } from '../../../lib/api-client';
import { offersKeys } from './get-offers';

/** GET /orders/{id} as a carrier: the offer (places hidden) or the company's own job. */
export const getOffer = (id: number, signal?: AbortSignal) =>
  api.get<CarrierOrderDetail>(`/orders/${id}`, { signal, silent: true });

export const useOffer = (id: number) =>
  useQuery({
    queryKey: offersKeys.detail(id),
    queryFn: ({ signal }) => getOffer(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** GET /orders/available-dates/{id}: the business days a carrier may pick. */
export const useOfferDates = (id: number) =>
  useQuery({
    queryKey: [...offersKeys.detail(id), 'dates'],
    queryFn: ({ signal }) => api.get<{ dates: string[] }>(`/orders/available-dates/${id}`, { signal, silent: true }),
  });
