import { api } from '../../../lib/api-client';

/** The sandbox gateway's 3-D Secure step (what Stripe.js shows with Stripe): complete or fail the authentication. */
export const authenticateSandbox = (body: { payment_intent_id: string; client_secret: string; succeed: boolean }) =>
  api.post<{ message: string }>('/payments/sandbox/authenticate', body);
