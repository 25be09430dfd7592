import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutDetails } from '@routier/domain';
import { wizardCall, type GuestAccess } from '../../../lib/guest-order';

export type CheckoutChoice = { coupon_id: number | null; paid_with_card: boolean };

export const checkoutKeys = {
  all: ['checkout'] as const,
  order: (orderId: number, choice: CheckoutChoice) => [...checkoutKeys.all, orderId, choice] as const,
};

/** GET /checkout/{id}: saved cards, business details, coupons, and the price summary for a coupon and payment choice. */
export const getCheckout = (orderId: number, choice: CheckoutChoice, signal?: AbortSignal, guest: GuestAccess | null = null) =>
  wizardCall<CheckoutDetails>(guest, ['GET', `/checkout/${orderId}`], ['GET', `/orders/checkout/${orderId}`], undefined, {
    signal,
    query: guest ? {} : { coupon_id: choice.coupon_id, paid_with_card: choice.paid_with_card ? 1 : 0 },
  });

export const checkoutQueryOptions = (orderId: number, choice: CheckoutChoice, guest: GuestAccess | null = null) =>
  queryOptions({
    queryKey: checkoutKeys.order(orderId, choice),
    queryFn: ({ signal }) => getCheckout(orderId, choice, signal, guest),
    placeholderData: keepPreviousData,
  });

export const useCheckout = (orderId: number, choice: CheckoutChoice, guest: GuestAccess | null = null) =>
  useQuery(checkoutQueryOptions(orderId, choice, guest));
