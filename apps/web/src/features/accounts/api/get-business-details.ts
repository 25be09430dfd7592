import { useQuery } from '@tanstack/react-query';
import type { AccountBusinessDetails } from '@routier/domain';
import { api } from '../../../lib/api-client';

export const accountKeys = {
  business: (id: number) => ['accounts', 'business', id] as const,
  insurance: () => ['accounts', 'insurance'] as const,
};

/** GET /business-details/{id}: the caller's company with its franchise locations and insurance files. */
export const getBusinessDetails = (id: number, signal?: AbortSignal) =>
  api.get<AccountBusinessDetails>(`/business-details/${id}`, { signal, silent: true });

export const useBusinessDetails = (id: number | null) =>
  useQuery({
    queryKey: accountKeys.business(id ?? 0),
    queryFn: ({ signal }) => getBusinessDetails(id!, signal),
    enabled: id !== null && id > 0,
  });
