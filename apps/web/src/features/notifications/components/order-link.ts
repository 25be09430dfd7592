import { isCarrier, isCustomer, NotificationType, Role, type NotificationRow } from '@routier/domain';
import { paths } from '../../../config/paths';

/**
 * Where a notification opens for the reader's role: customers their order page, carriers the job (or the
 * offer, when their bid was declined), admins where they act: the order's console page for reports and
 * messages, the requests console for a request, its fuel-fee claims tab for a claim, the account whose
 * insurance waits for review.
 */
export const notificationOrderHref = (
  row: Pick<NotificationRow, 'order_id' | 'opens' | 'account_id' | 'type'>,
  role: Role | null,
) => {
  if (role === Role.Admin && row.opens === 'insurance-review')
    return row.account_id === null ? paths.adminAccounts : paths.adminAccountReview(row.account_id);
  if (row.order_id === null || role === null) return undefined;
  if (isCustomer(role)) return row.opens === 'quotes' ? paths.autoDispatchQuotes(row.order_id) : paths.orderDetails(row.order_id);
  if (isCarrier(role)) {
    if (row.opens === 'quote-request') return paths.submitQuote(row.order_id);
    return row.opens === 'offer' ? paths.offer(row.order_id) : paths.activeJob(row.order_id);
  }
  if (role === Role.Admin) {
    if (row.opens === 'fuel-claims') return paths.adminFuelClaims;
    if (row.type === NotificationType.RequestCreated) return paths.adminRequests;
    return paths.adminOrder(row.order_id);
  }
  return undefined;
};
