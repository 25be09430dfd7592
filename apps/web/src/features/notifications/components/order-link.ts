import { isCarrier, isCustomer, Role, type NotificationRow } from '@routier/domain';
import { paths } from '../../../config/paths';

/**
 * Where a notification's order opens for the reader's role: customers their order page, carriers the job
 * (or the offer, when their bid was declined), admins the requests console (or its fuel-fee claims).
 */
export const notificationOrderHref = (row: Pick<NotificationRow, 'order_id' | 'opens'>, role: Role | null) => {
  if (row.order_id === null || role === null) return undefined;
  if (isCustomer(role)) return row.opens === 'quotes' ? paths.autoDispatchQuotes(row.order_id) : paths.orderDetails(row.order_id);
  if (isCarrier(role)) {
    if (row.opens === 'quote-request') return paths.submitQuote(row.order_id);
    return row.opens === 'offer' ? paths.offer(row.order_id) : paths.activeJob(row.order_id);
  }
  if (role === Role.Admin) return row.opens === 'fuel-claims' ? paths.adminFuelClaims : paths.adminRequests;
  return undefined;
};
