import { useCallback, useState } from 'react';

export const SHOW_STATISTICS_KEY = 'routier.showJobStatistics';

const read = () => {
  try {
    return localStorage.getItem(SHOW_STATISTICS_KEY) === '1';
  } catch {
    return false;
  }
};

/** Whether the statistics cards are shown: the choice is kept in this browser (spec §2). */
export const useStatisticsToggle = () => {
  const [shown, setShown] = useState(read);
  const toggle = useCallback((next: boolean) => {
    setShown(next);
    try {
      localStorage.setItem(SHOW_STATISTICS_KEY, next ? '1' : '0');
    } catch {
      /* private mode: the choice lasts until the page closes */
    }
  }, []);
  return [shown, toggle] as const;
};
