/** Every en namespace in one chunk, loaded when the en language is chosen. */
export const files = import.meta.glob<Record<string, unknown>>('../../locales/en/*.json', { eager: true, import: 'default' });
