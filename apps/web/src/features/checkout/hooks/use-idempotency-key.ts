import { useCallback, useRef } from 'react';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * One key per payment attempt: kept while the same attempt is retried (a double click, a timeout, the
 * authentication resubmit), renewed when the customer changes what is paid with (another card, invoice).
 */
export const useIdempotencyKey = () => {
  const key = useRef<string>(newKey());
  const renew = useCallback(() => {
    key.current = newKey();
  }, []);
  return { current: () => key.current, renew };
};
