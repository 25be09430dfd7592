import { isLocale, notificationTitle, DEFAULT_LOCALE, NotificationType, type NotificationRow } from '@routier/domain';
import type { NotificationDbRow, UserRow } from '../../db/schema/index.js';

/** A declined bid, or an approved cancellation: the order is on the board, not the carrier's job. */
const isNoLongerTheCarriersJob = (row: NotificationDbRow) =>
  (row.type === NotificationType.BidDecided && row.params.approved !== true) ||
  (row.type === NotificationType.RequestDecided && row.params.request_type === 'cancel' && row.params.approved === true);

const opensOf = (row: NotificationDbRow): NotificationRow['opens'] => {
  if (row.type === NotificationType.QuoteRequested) return 'quote-request';
  if (row.type === NotificationType.QuoteReceived) return 'quotes';
  if (row.type === NotificationType.FuelFeeClaimed) return 'fuel-claims';
  if (row.type === NotificationType.InsuranceProposed) return 'insurance-review';
  return isNoLongerTheCarriersJob(row) ? 'offer' : 'job';
};

/** A stored notification as the reader sees it: its title in the reader's language. */
export const presentNotification = (row: NotificationDbRow, reader: Pick<UserRow, 'locale'>): NotificationRow => {
  const orderNumber = row.params.order_number;
  return {
    id: row.id,
    type: row.type,
    title: notificationTitle(row.type, row.params, isLocale(reader.locale) ? reader.locale : DEFAULT_LOCALE),
    order_id: row.orderId,
    order_number: typeof orderNumber === 'string' ? orderNumber : null,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
    opens: opensOf(row),
    account_id:
      row.type === NotificationType.InsuranceProposed && typeof row.params.account_id === 'number' ? row.params.account_id : null,
  };
};
