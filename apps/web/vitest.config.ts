import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases } from './preact/aliases';

/** Component tests: with React (`web`), and a smoke set with Preact, the runtime the built app ships (`web-preact`). */
const webTest = {
  environment: 'jsdom' as const,
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['src/test/setup.ts'],
};

/** Component tests that also run on Preact: sign-in, the app's menus, tabs, a form, a table, the route map, the order sheet. */
export const preactSmoke = [
  'src/features/auth/components/login-form.test.tsx',
  'src/components/layouts/app-layout.test.tsx',
  'src/features/coupons/components/coupons-tabs.test.tsx',
  'src/features/bids/components/place-bid-form.test.tsx',
  'src/components/data-table/data-table.test.tsx',
  'src/components/route-map/route-map.test.tsx',
  'src/components/order-sheet/order-sheet.test.tsx',
];

export const preactProject = defineConfig({
  plugins: [react()],
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: fileURLToPath(new URL('./src/test/preact-testing-library.ts', import.meta.url)),
      },
      // CommonJS builds, which would load React through Node: Preact has the hook itself; react-router's ES build
      { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/development/index.mjs', import.meta.url)),
      },
      ...preactAliases,
    ],
  },
  test: {
    ...webTest,
    name: 'web-preact',
    include: preactSmoke,
    // Packages that import react go through Vite, so that the aliases above reach them.
    server: { deps: { inline: true } },
  },
});

export default defineConfig({
  plugins: [react()],
  test: { ...webTest, name: 'web' },
});
