/** Every fr namespace in one chunk, loaded when the fr language is chosen. */
export const files = import.meta.glob<Record<string, unknown>>('../../locales/fr/*.json', { eager: true, import: 'default' });
