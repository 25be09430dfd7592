import { useEffect } from 'react';
import { getViewAs } from '../../../lib/storage';
import { useMarkOrderRead } from '../api/mark-read';

/**
 * An order page marks that order's notifications read when it opens (decision 033): once per order id,
 * silently (a failure leaves them unread, nothing else). An operator viewing as the user leaves them unread
 * (decision 069): his session may not change anything.
 */
export const useMarkOrderReadOnOpen = (orderId: number | null | undefined, enabled = true) => {
  const { mutate } = useMarkOrderRead();
  useEffect(() => {
    if (enabled && orderId && !getViewAs()) mutate(orderId);
  }, [orderId, enabled, mutate]);
};
