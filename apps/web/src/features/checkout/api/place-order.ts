import { useMutation } from '@tanstack/react-query';
import type { CheckoutResult } from '@routier/domain';
import { wizardCall, type GuestAccess } from '../../../lib/guest-order';

export type PlaceOrderBody = {
  paid_with_card: boolean;
  agree_with_terms: boolean;
  dry_run_fee_terms: boolean;
  card?: { token?: string; card_id?: number; cardholder_name?: string; save?: boolean } | null;
  payment_intent_id?: string | null;
  coupon_id?: number | null;
  franchise_location_id?: number | null;
  is_express_before_noon?: boolean;
  user_role?: number;
  /** the same key for every retry of one attempt: the server charges it once */
  idempotency_key: string;
  [business: string]: unknown;
};

/**
 * POST /checkout/{id} (an auto-dispatch order: POST /auto-dispatch/checkout/{id}, the same checkout): books and
 * pays the order, or says the card needs authentication first.
 */
export const placeOrder = (orderId: number, body: PlaceOrderBody, guest: GuestAccess | null = null, autoDispatch = false) =>
  wizardCall<CheckoutResult>(
    guest,
    ['POST', autoDispatch ? `/auto-dispatch/checkout/${orderId}` : `/checkout/${orderId}`],
    ['POST', `/orders/checkout/${orderId}`],
    body,
  );

export const usePlaceOrder = (orderId: number, guest: GuestAccess | null = null, autoDispatch = false) =>
  useMutation({ mutationFn: (body: PlaceOrderBody) => placeOrder(orderId, body, guest, autoDispatch) });
