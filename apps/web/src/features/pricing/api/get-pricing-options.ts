import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingOptionsResponse } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type PricingOptionsResult = PricingOptionsResponse & { min_delivery: string; is_express_before_noon: boolean };

export const pricingKeys = {
  options: (orderId: number) => ['pricing-options', orderId] as const,
};

/** GET /pricing-options/v2/{id}: each method's price, ETA and availability for the order. */
export const getPricingOptions = (orderId: number, signal?: AbortSignal) =>
  api.get<PricingOptionsResult>(`/pricing-options/v2/${orderId}`, { signal });

export const pricingOptionsQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: pricingKeys.options(orderId), queryFn: ({ signal }) => getPricingOptions(orderId, signal) });

export const usePricingOptions = (orderId: number) => useQuery(pricingOptionsQueryOptions(orderId));
