/** Every en namespace but the lazy ones (see LAZY_NAMESPACES) in one chunk, loaded when the en language is chosen. */
export const files = import.meta.glob<Record<string, unknown>>(
  ['../../locales/en/*.json', '!../../locales/en/{pricing,checkout}.json'],
  {
    eager: true,
    import: 'default',
  },
);
