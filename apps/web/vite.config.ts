import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { preactAliases } from './preact/aliases';

const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // Served by @fastify/static with preCompressed: .br and .gz beside every text asset.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|json|svg|txt)$/, threshold: 1024 }),
  ],
  resolve: {
    // react-router's package exports point bundlers at its development build (warnings, checks): use its
    // production build in production.
    alias: [...(mode === 'production' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []), ...preactAliases],
  },
  server: {
    port: 5173,
    // ws: the live channel's WebSocket (/api/live) goes through the proxy too
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
      '/uploads': 'http://127.0.0.1:3000',
      '/dev/mailbox': 'http://127.0.0.1:3000',
    },
  },
  build: {
    sourcemap: false,
    // Read by scripts/check-bundle-budget.mjs.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // The first script lists every page's files for preloading: names of a hash alone, a smaller first download.
        chunkFileNames: 'assets/[hash].js',
        // What every page needs, in one request instead of a dozen small ones.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules\/(preact|react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store)\//,
            },
            {
              // Mantine's foundations, which the sign-in page and every other page load: one chunk, however
              // many pages share them (else each new page splits them into more small chunks for everyone).
              name: 'mantine-base',
              test: /node_modules\/@mantine\/(hooks\/|core\/esm\/(core\/|components\/(Transition|UnstyledButton|Box|Loader|CloseButton|ActionIcon|Button|Input|InputBase|TextInput|Text|Title|Group|Stack|Paper|Anchor|Center|Divider|Container|Alert|Badge)\/))/,
            },
          ],
        },
      },
    },
  },
}));
