import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BidPlaced, PlaceBidInput } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** POST /bids/{orderId}: amount in dollars, ETA as YYYY/MM/DD. */
export const placeBid = ({ orderId, ...body }: PlaceBidInput & { orderId: number }) =>
  api.post<BidPlaced>(`/bids/${orderId}`, { amount: body.amount, eta: body.eta.replace(/-/g, '/') }, { silent: true });

export const usePlaceBid = () => {
  const queryClient = useQueryClient();
  // the offer page reads the company's bids from the order (offers feature): refresh it
  return useMutation({ mutationFn: placeBid, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['offers'] }) });
};
