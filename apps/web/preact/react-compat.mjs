// `react` for the built app: Preact's React-compatible layer, plus what it lacks.
import { createElement, Fragment } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19.2's <Activity>, which Mantine uses for kept-mounted transitions, collapses, tabs and steps.
 * Preact has none: hidden content is unmounted instead of kept (its inner state is lost, nothing shows).
 */
export const Activity = ({ mode, children }) => (mode === 'hidden' ? null : createElement(Fragment, null, children));
