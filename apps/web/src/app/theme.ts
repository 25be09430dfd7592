import type { MantineThemeOverride } from '@mantine/core';
import { i18n } from '../lib/i18n';

/** The app's Mantine theme (a plain object: component tests' MantineProvider reads it too, see src/test/setup.ts). */
export const theme: MantineThemeOverride = {
  primaryColor: 'routier',
  colors: {
    routier: ['#e8f0fa', '#cddcef', '#9bb8df', '#6592cf', '#3d73c1', '#2762b5', '#1c5aaf', '#124b99', '#08428a', '#00377a'],
  },
  fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  defaultRadius: 'md',
  // People who ask their system for less motion get modals, menus and toasts without transitions.
  respectReducedMotion: true,
  components: {
    // Hidden tab panels and collapsed content are unmounted, not kept: React keeps them in an <Activity>,
    // which Preact (what the built app runs on) lacks, so both runtimes behave alike (decision 044).
    Tabs: { defaultProps: { keepMounted: false } },
    Collapse: { defaultProps: { keepMounted: false } },
    // Toasts' close button is named in the reader's language (read each time a toast renders).
    Notification: { defaultProps: () => ({ closeButtonProps: { 'aria-label': i18n.t('common:close') } }) },
  },
};
