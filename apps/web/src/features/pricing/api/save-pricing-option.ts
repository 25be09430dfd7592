import { useMutation } from '@tanstack/react-query';
import type { ShippingMethod } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type SavePricingOptionRequest = { shipping_method: ShippingMethod; is_express: boolean };

/** POST /pricing-options/{id}: the accepted price; the order moves on to step 4. */
export const savePricingOption = (orderId: number, body: SavePricingOptionRequest) =>
  api.post(`/pricing-options/${orderId}`, body);

export const useSavePricingOption = (orderId: number) =>
  useMutation({ mutationFn: (body: SavePricingOptionRequest) => savePricingOption(orderId, body) });
