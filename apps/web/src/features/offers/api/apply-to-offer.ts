import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offersKeys } from './get-offers';

/** GET /orders/accept/{id}: Apply. The job is the company's at once (409 when another carrier was first). */
export const applyToOffer = (id: number) => api.get<{ message: string; id: number }>(`/orders/accept/${id}`, { silent: true });

export const useApplyToOffer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToOffer,
    // the job's other lists (Active jobs, the counts) are marked stale by the query client after any change
    onSettled: () => queryClient.invalidateQueries({ queryKey: offersKeys.all }),
  });
};
