import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';

/** When the server gives no wait, hold the button this long. */
const DEFAULT_WAIT_SECONDS = 60;

/**
 * After a 429, counts down the seconds the server asked to wait (`remaining`; `wait` is the whole wait, for a
 * message that is read once). `handle(error)` returns true when it took
 * the error (a rate limit), so the form shows the countdown instead of a notification.
 */
export const useRateLimitCooldown = () => {
  const [until, setUntil] = useState<number | null>(null);
  const [wait, setWait] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);

  const handle = useCallback((error: unknown) => {
    if (!(error instanceof ApiError) || error.status !== 429) return false;
    const start = Date.now();
    const seconds = error.retryAfter ?? DEFAULT_WAIT_SECONDS;
    setNow(start);
    setWait(seconds);
    setUntil(start + seconds * 1000);
    return true;
  }, []);

  return { remaining, wait: remaining > 0 ? wait : 0, handle };
};
