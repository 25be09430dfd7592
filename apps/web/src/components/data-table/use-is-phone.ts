import { em, px, useMantineTheme, type MantineBreakpoint } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** True below one of Mantine's breakpoints. */
export const useIsBelow = (breakpoint: MantineBreakpoint) => {
  const theme = useMantineTheme();
  const width = px(theme.breakpoints[breakpoint]);
  const below = typeof width === 'number' ? em(width - 0.1) : theme.breakpoints[breakpoint];
  return useMediaQuery(`(max-width: ${below})`, false, { getInitialValueInEffect: false }) ?? false;
};

/** True below Mantine's `sm` breakpoint, where lists turn into cards and controls grow to finger size. */
export const useIsPhone = () => useIsBelow('sm');
