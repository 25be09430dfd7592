/** Every fr namespace but the lazy ones (see LAZY_NAMESPACES) in one chunk, loaded when the fr language is chosen. */
export const files = import.meta.glob<Record<string, unknown>>(
  ['../../locales/fr/*.json', '!../../locales/fr/{pricing,checkout}.json'],
  {
    eager: true,
    import: 'default',
  },
);
