/** Every fr namespace but the pages' own (lib/i18n.ts PAGE_NAMESPACES) in one chunk, loaded when the fr language is chosen. */
export const files = import.meta.glob<Record<string, unknown>>(['../../locales/fr/*.json', '!../../locales/fr/wizard.json'], {
  eager: true,
  import: 'default',
});
