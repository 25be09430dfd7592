import { useCallback, useRef } from 'react';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * One key per payment attempt: kept while the same attempt is retried (a double click, a network failure, the
 * authentication resubmit), renewed for a new attempt (another card or payment choice, or a submit after the
 * server refused the last one: a declined card, a failed 3-D Secure).
 */
export const useIdempotencyKey = () => {
  const key = useRef<string>(newKey());
  const renew = useCallback(() => {
    key.current = newKey();
  }, []);
  return { current: () => key.current, renew };
};
