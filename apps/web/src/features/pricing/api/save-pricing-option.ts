import { useMutation } from '@tanstack/react-query';
import type { ShippingMethod } from '@routier/domain';
import { wizardCall, type GuestAccess } from '../../../lib/guest-order';

export type SavePricingOptionRequest = { shipping_method: ShippingMethod; is_express: boolean };

/** POST /pricing-options/{id}: the accepted price; the order moves on to step 4. */
export const savePricingOption = (orderId: number, body: SavePricingOptionRequest, guest: GuestAccess | null = null) =>
  wizardCall(guest, ['POST', `/pricing-options/${orderId}`], ['PUT', `/orders/pricing-options/${orderId}`], body);

export const useSavePricingOption = (orderId: number, guest: GuestAccess | null = null) =>
  useMutation({ mutationFn: (body: SavePricingOptionRequest) => savePricingOption(orderId, body, guest) });
