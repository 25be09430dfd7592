/** A greyed row (grey, not transparent: its text keeps an AA contrast). */
export const MUTED_STYLE = { backgroundColor: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-gray-7)' };

/** A highlighted row (e.g. unread): a light tint and a bar on its leading edge, so it is not told by colour alone. */
export const HIGHLIGHT_STYLE = {
  backgroundColor: 'var(--mantine-color-blue-0)',
  boxShadow: 'inset 4px 0 0 var(--mantine-color-blue-7)',
};
