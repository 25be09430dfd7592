import { useMutation } from '@tanstack/react-query';
import { ShippingMethod } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type QuoteRequest = { needed_by_date: string | null; shipping_method: ShippingMethod | null };

/** The spec's wire shape: enclosed (4) is sent as haul away (3) with `enclosed`. */
export const quoteRequestBody = ({ needed_by_date, shipping_method }: QuoteRequest) => ({
  needed_by_date: needed_by_date ? needed_by_date.replace(/-/g, '/') : null,
  ...(shipping_method
    ? shipping_method === ShippingMethod.Enclosed
      ? { shipping_method: ShippingMethod.HaulAway, enclosed: true }
      : { shipping_method, enclosed: false }
    : {}),
});

/** POST /pricing-options/{id}/quotes: asks carriers for quotes; the order waits in auto dispatch pending. */
export const requestQuotes = (orderId: number, request: QuoteRequest) =>
  api.post(`/pricing-options/${orderId}/quotes`, quoteRequestBody(request));

/** The request, through POST /pricing-options/{id}/quotes unless another flow sends it its own way. */
export const useRequestQuotes = (orderId: number, send?: (request: QuoteRequest) => Promise<unknown>) =>
  useMutation({ mutationFn: (request: QuoteRequest) => (send ? send(request) : requestQuotes(orderId, request)) });
