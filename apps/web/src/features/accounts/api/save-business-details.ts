import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountBusinessDetails, OrderFilterValues } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { reloadUser } from '../../../lib/session';
import { accountKeys } from './get-business-details';

/** The body of PUT /business-details/{id}: the dealer's or the transport company's fields with the address's parts. */
export type BusinessDetailsBody = Record<string, unknown>;

export const saveBusinessDetails = (id: number, body: BusinessDetailsBody) =>
  api.put<AccountBusinessDetails>(`/business-details/${id}`, body);

export const saveOrderFilters = (id: number, body: OrderFilterValues) =>
  api.post<AccountBusinessDetails>(`/business-details/update-filters/${id}`, body);

/** Both answer with the business: it replaces the cached one; /users/me carries is_filled, so it is reloaded. */
const useBusinessMutation = <V>(id: number, call: (v: V) => Promise<AccountBusinessDetails>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (business) => {
      client.setQueryData(accountKeys.business(id), business);
      return reloadUser();
    },
  });
};

export const useSaveBusinessDetails = (id: number) =>
  useBusinessMutation(id, (body: BusinessDetailsBody) => saveBusinessDetails(id, body));
export const useSaveOrderFilters = (id: number) =>
  useBusinessMutation(id, (body: OrderFilterValues) => saveOrderFilters(id, body));
