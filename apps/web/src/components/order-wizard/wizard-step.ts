import type { OrderDetail } from '@routier/domain';
import type { GuestAccess } from '../../lib/guest-order';

/**
 * The order wizard's steps (customer-side §2), 0-based on the client: the server's `current_step` is
 * the 1-based step to resume at. The create page renders one step component at a time; each step
 * saves through its own feature's API and then calls `onNext`, and the page reloads the order and
 * moves to the step the server says.
 */
export const WizardStep = {
  Addresses: 0,
  Vehicles: 1,
  Pricing: 2,
  Contacts: 3,
  ConfirmAndPay: 4,
  Completed: 5,
} as const;
export type WizardStep = (typeof WizardStep)[keyof typeof WizardStep];

export type WizardStepProps = {
  order: OrderDetail;
  /** the step saved: reload the order and go to the step the server gives */
  onNext: () => void;
  onBack: () => void;
  /** go to a step (1-based, as the server's current_step), e.g. the one the booking rule finds incomplete */
  onGoToStep?: (step: number) => void;
  /** admin-created orders: the customer-facing steps only show and advance */
  readOnly: boolean;
  /** a signed-out visitor's order: each step calls the `/guests/...` variant of its API with the hash */
  guest: GuestAccess | null;
  /**
   * the operator filling in an order an admin created for a customer (decision 067): the steps are his to save,
   * though the order is admin-created
   */
  operator?: boolean;
  /** the pricing step sent a quote request: the order is no longer an unfinished booking */
  onQuoteRequested?: () => void;
};
