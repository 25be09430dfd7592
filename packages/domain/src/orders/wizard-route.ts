import { OrderStatus } from './enums.js';
import { myOrderPath } from './my-orders.js';

type WizardOrder = {
  id: number;
  status: OrderStatus;
  current_step: number | null;
  is_auto_dispatch: boolean;
  is_rejected: boolean;
};

/** The wizard's last step (0-based): completed. */
export const WIZARD_LAST_STEP = 5;

/**
 * Where /my-orders/create/{id} sends an order that does not belong in it (customer-side §2, docs/decisions/045):
 * an auto-dispatch order goes where its my-orders row does (wizard, details or quotes, its page); drafts, quotes
 * and rejected orders stay, even without a current step (the order page would send them back here); a booked
 * order without a current step → its page; a booked order → its page unless it has just been placed (completed
 * step). Null: the wizard shows it.
 */
export const wizardRedirect = (o: WizardOrder): string | null => {
  if (o.is_auto_dispatch) return myOrderPath(o);
  if (o.status === OrderStatus.Draft || o.status === OrderStatus.Quotes || o.is_rejected) return null;
  if (o.current_step === null) return `/my-orders/${o.id}`;
  if (o.current_step > WIZARD_LAST_STEP) return null;
  return `/my-orders/${o.id}`;
};

/** The 0-based step the wizard opens at: the server's 1-based current_step minus one. */
export const wizardStartStep = (currentStep: number | null) => Math.min(Math.max((currentStep ?? 1) - 1, 0), WIZARD_LAST_STEP);

/** Not booked yet: leaving asks for confirmation. */
export const isUnbooked = (o: { status: OrderStatus; is_rejected: boolean }) =>
  o.status === OrderStatus.Draft || o.status === OrderStatus.Quotes || o.is_rejected;

/**
 * Whether the customer may change the addresses and cars (the API's rule, orders.policy isOrderEditable): a
 * draft he made, or an order an admin sent back for edits. Quotes orders keep the route the admin priced.
 */
export const canEditOrderDetails = (o: {
  status: OrderStatus;
  is_rejected: boolean;
  is_created_by_admin: boolean;
  is_editable: boolean;
}) => o.is_rejected || (o.status === OrderStatus.Draft && !o.is_created_by_admin && o.is_editable);
