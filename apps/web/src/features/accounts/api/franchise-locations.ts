import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountFranchiseLocation, FranchiseLocationInput } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { accountKeys } from './get-business-details';

export const createFranchiseLocation = (body: FranchiseLocationInput) =>
  api.post<AccountFranchiseLocation>('/franchise-location', body);
export const updateFranchiseLocation = (id: number, body: FranchiseLocationInput) =>
  api.put<AccountFranchiseLocation>(`/franchise-location/${id}`, body);
export const deleteFranchiseLocation = (id: number) => api.delete<{ message: string }>(`/franchise-location/${id}`);

/** Every change reloads the business (its list of locations). */
export const useFranchiseLocationMutation = <V, R>(businessId: number, call: (v: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.business(businessId) }),
  });
};
