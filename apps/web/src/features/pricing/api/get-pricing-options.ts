import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingOptionsResponse } from '@routier/domain';
import { wizardCall, type GuestAccess } from '../../../lib/guest-order';

/** The answer, as the domain declares it (the schema the API serializes with). */
export type PricingOptionsResult = PricingOptionsResponse;

export const pricingKeys = {
  options: (orderId: number) => ['pricing-options', orderId] as const,
};

/** GET /pricing-options/v2/{id}: each method's price, ETA and availability for the order. */
export const getPricingOptions = (orderId: number, signal?: AbortSignal, guest: GuestAccess | null = null) =>
  wizardCall<PricingOptionsResult>(
    guest,
    ['GET', `/pricing-options/v2/${orderId}`],
    ['POST', `/orders/pricing-options/${orderId}`],
    undefined,
    { signal },
  );

export const pricingOptionsQueryOptions = (orderId: number, guest: GuestAccess | null = null) =>
  queryOptions({
    queryKey: pricingKeys.options(orderId),
    queryFn: ({ signal }) => getPricingOptions(orderId, signal, guest),
  });

export const usePricingOptions = (orderId: number, guest: GuestAccess | null = null) =>
  useQuery(pricingOptionsQueryOptions(orderId, guest));
