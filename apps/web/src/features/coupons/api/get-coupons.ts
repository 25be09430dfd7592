import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CouponsResponse } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const couponsKeys = { all: ['coupons'] as const };

/** GET /coupons: the signed-in customer's coupons. */
export const couponsQueryOptions = () =>
  queryOptions({
    queryKey: couponsKeys.all,
    queryFn: ({ signal }) => api.get<CouponsResponse>('/coupons', { signal }),
  });

export const useCoupons = () => useQuery(couponsQueryOptions());
