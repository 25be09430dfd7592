import { useEffect } from 'react';
import { useMarkOrderRead } from '../api/mark-read';

/**
 * An order page marks that order's notifications read when it opens (decision 033): once per order id,
 * silently (a failure leaves them unread, nothing else).
 */
export const useMarkOrderReadOnOpen = (orderId: number | null | undefined, enabled = true) => {
  const { mutate } = useMarkOrderRead();
  useEffect(() => {
    if (enabled && orderId) mutate(orderId);
  }, [orderId, enabled, mutate]);
};
