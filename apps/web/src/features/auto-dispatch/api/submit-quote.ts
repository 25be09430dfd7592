import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclineQuoteInput, MessageResponse, QuoteSubmitted, SubmitQuoteInput } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { autoDispatchKeys } from './get-quote-info';

/** The body of POST /auto-dispatch/submit-price/{id} as the form sends it (price in dollars, availability in hours). */
export type SubmitQuoteBody = Omit<SubmitQuoteInput, 'confirm_price'> & { confirm_price: true };

export const useSubmitQuote = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitQuoteBody) =>
      api.post<QuoteSubmitted>(`/auto-dispatch/submit-price/${orderId}`, body, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: autoDispatchKeys.all }),
  });
};

/** POST /auto-dispatch/decline/{id}: an optional reason. */
export const useDeclineQuote = (orderId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeclineQuoteInput) =>
      api.post<MessageResponse>(`/auto-dispatch/decline/${orderId}`, body, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: autoDispatchKeys.all }),
  });
};
