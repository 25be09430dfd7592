import { wizardCall, type GuestAccess } from '../../../lib/guest-order';

type Authentication = { payment_intent_id: string; client_secret: string; succeed: boolean };

/** The sandbox gateway's 3-D Secure step (what Stripe.js shows with Stripe): complete or fail the authentication. */
export const authenticateSandbox = (body: Authentication, guest: GuestAccess | null = null) =>
  wizardCall<{ message: string }>(
    guest,
    ['POST', '/payments/sandbox/authenticate'],
    ['POST', `/payments/sandbox/authenticate/${guest?.orderId}`],
    body,
  );
