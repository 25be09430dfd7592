/** A greyed row (grey, not transparent: its text keeps an AA contrast). */
export const MUTED_STYLE = { backgroundColor: 'var(--mantine-color-gray-1)', color: 'var(--mantine-color-gray-7)' };
