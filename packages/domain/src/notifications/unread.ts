/**
 * The spec's unread set (§4): unread notifications are kept by ORDER id, as a unique set; reading an
 * order's notifications clears that order, "mark all as read" clears the whole set.
 */
export const addUnreadOrders = (set: readonly number[], orderIds: readonly (number | null)[]): number[] => {
  const next = [...set];
  for (const id of orderIds) if (id !== null && !next.includes(id)) next.push(id);
  return next;
};

export const clearUnreadOrder = (set: readonly number[], orderId: number): number[] => set.filter((id) => id !== orderId);

export const clearAllUnread = (): number[] => [];

/** Is a row highlighted? Unread by its own state, or by its order being in the unread set. */
export const isUnreadRow = (row: { read: boolean; order_id: number | null }, unreadOrderIds: readonly number[]) =>
  !row.read || (row.order_id !== null && unreadOrderIds.includes(row.order_id));

export const BADGE_CAP = 99;

/** The header badge: nothing at 0, the count up to 99, then "99+" (spec §9). */
export const badgeLabel = (count: number): string | null => {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
};
