import { sendQuoteRequests } from './features/auto-dispatch/auto-dispatch.service.js';
import { issueInvoicesForStatusChange } from './features/billing/billing.service.js';
import { issueDryRunInvoice } from './features/billing/invoice-issue.service.js';
import { refundCancelledOrder } from './features/checkout/cancellation-refund.service.js';
import { claimFuelFeeAtDelivery } from './features/fuel-fee-claims/fuel-fee-claims.service.js';
import { cancelRunningLoads } from './features/loads/loads.service.js';
import { markOrderEventsInstalled, onOrderEvent } from './features/orders/order-events.js';

/**
 * Who follows the orders core's events (features/orders/order-events.ts), installed when the app is built
 * and when the job worker starts. Each handler runs inside the transaction that raised the event.
 */
export const installOrderEventHandlers = () => {
  // completing an order (and cancelling one a carrier had taken) issues its invoices
  onOrderEvent('order.status-changed', 'billing.issue-invoices', (context, { before, after, event }) =>
    issueInvoicesForStatusChange(context, before, after, event),
  );
  // a request for quotes notifies and e-mails every matching carrier company
  onOrderEvent('order.quotes-requested', 'auto-dispatch.ask-carriers', (context, { orderId }) =>
    sendQuoteRequests(context, orderId),
  );
  // a customer's cancellation: the dry-run invoice for its fee, then the refund of the rest of the charge
  onOrderEvent('order.cancelled-by-customer', 'billing.dry-run-invoice', (context, { before, after, feeCents }) =>
    issueDryRunInvoice(context, before, after, feeCents),
  );
  onOrderEvent('order.cancelled-by-customer', 'checkout.refund-cancellation', refundCancelledOrder);
  // a cancelled order (by its customer or an operator) runs no more loads: they are cancelled, their drivers e-mailed
  onOrderEvent('order.cancelled-by-customer', 'loads.cancel-running-loads', async (context, { after }) => {
    await cancelRunningLoads(context, after);
  });
  // a fuel fee stated at a delivery becomes a claim (approved within the order's fuel fee, else for an admin)
  onOrderEvent('order.fuel-fee-stated', 'fuel-fee-claims.claim', (context, claim) =>
    claimFuelFeeAtDelivery(context.db, context, claim),
  );
  markOrderEventsInstalled();
};
