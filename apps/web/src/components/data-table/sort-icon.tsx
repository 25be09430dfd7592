import type { SortDirection } from './data-table.types';

/** Small chevrons beside a sortable header: the active direction is filled, the other faded. */
export const SortIcon = ({ direction }: { direction: SortDirection | null }) => (
  <svg width="10" height="14" viewBox="0 0 10 14" aria-hidden="true" focusable="false">
    <path d="M5 1 9 6H1z" fill="currentColor" opacity={direction === 'asc' ? 1 : 0.3} />
    <path d="M5 13 1 8h8z" fill="currentColor" opacity={direction === 'desc' ? 1 : 0.3} />
  </svg>
);
