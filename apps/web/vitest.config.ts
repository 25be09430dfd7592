import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases } from './preact/aliases';

/** Component tests: with React (`web`), and a smoke set with Preact, the runtime the built app ships (`web-preact`). */
const webTest = {
  environment: 'jsdom' as const,
  include: ['src/**/*.test.{ts,tsx}'],
  setupFiles: ['src/test/setup.ts'],
  testTimeout: 15_000,
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
    isolate: false,
    // Packages that import react go through Vite, so that the aliases above reach them (and only those:
    // transforming every dependency costs most of the project's time).
    server: { deps: { inline: [/react/, /@mantine/, /@floating-ui/, /\/use-[a-z-]+\//, /recharts/, /redux/, /@hookform/] } },
  },
});

/**
 * Test files that replace modules with `vi.mock` need modules of their own; the others share each worker's
 * loaded modules and DOM (cleaned after every test), which saves most of the suite's CPU (decision 051).
 */
const srcDir = fileURLToPath(new URL('./src/', import.meta.url));
const mocking = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && readFileSync(srcDir + file, 'utf8').includes('vi.mock('))
  .map((file) => `src/${file.split('\\').join('/')}`);

const webRoot = fileURLToPath(new URL('.', import.meta.url));
export const webProject = defineConfig({
  plugins: [react()],
  root: webRoot,
  test: { ...webTest, name: 'web', exclude: mocking, isolate: false },
});
export const webMocksProject = defineConfig({
  plugins: [react()],
  root: webRoot,
  test: { ...webTest, name: 'web-mocks', include: mocking },
});

export default defineConfig({ test: { projects: [webProject, webMocksProject] } });
