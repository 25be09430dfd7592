import { em, px, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** True below Mantine's `sm` breakpoint, where lists turn into cards and controls grow to finger size. */
export const useIsPhone = () => {
  const theme = useMantineTheme();
  const sm = px(theme.breakpoints.sm);
  const below = typeof sm === 'number' ? em(sm - 0.1) : theme.breakpoints.sm;
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false }) ?? false;
};
