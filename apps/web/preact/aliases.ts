import { fileURLToPath } from 'node:url';

/**
 * The built app renders with Preact 11 through its React-compatible layer: the same components, about
 * 57 KB (gzip) less JavaScript on every page. See docs/decisions/020-preact-runtime.md.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: fileURLToPath(new URL('./react-compat.mjs', import.meta.url)) },
];
