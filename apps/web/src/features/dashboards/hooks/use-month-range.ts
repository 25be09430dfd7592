import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { businessToday, defaultMonthRange, monthRangeBounds, monthRangeErrors, type MonthRange } from '@routier/domain';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The dashboard's months, kept in the URL (?from=2026-01&to=2026-05) so a reload or a shared link shows the
 * same figures; a missing or out-of-bounds range falls back to this year to date.
 */
export const useMonthRange = (today: Date = new Date()) => {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const day = businessToday(today);
  const { range, bounds } = useMemo(() => {
    const now = new Date(`${day}T12:00:00Z`);
    const fallback = defaultMonthRange(now);
    const asked = from && to && MONTH.test(from) && MONTH.test(to) ? { start: from, end: to } : null;
    const valid = asked && Object.keys(monthRangeErrors(asked, now)).length === 0;
    return { range: valid ? asked : fallback, bounds: monthRangeBounds(now) };
  }, [from, to, day]);
  const setRange = useCallback(
    (next: MonthRange) =>
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          copy.set('from', next.start);
          copy.set('to', next.end);
          return copy;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { range, bounds, setRange };
};
