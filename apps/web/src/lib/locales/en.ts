/** Every en namespace but the pages' own (lib/i18n.ts PAGE_NAMESPACES) in one chunk, loaded when the en language is chosen. */
export const files = import.meta.glob<Record<string, unknown>>(['../../locales/en/*.json', '!../../locales/en/wizard.json'], {
  eager: true,
  import: 'default',
});
