import { defineConfig } from 'vitest/config';
import { preactProject, webMocksProject, webProject } from './apps/web/vitest.config';

export default defineConfig({
  test: {
    projects: [
      // pure rules without mocks or globals: files share each worker's loaded modules
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // four files at a time: a file spends about half its time waiting on the database, so two workers left
          // a core idle; four took 88 s instead of 131 on two cores, six 105 s (decision 051)
          maxWorkers: 4,
          // Files share each worker's loaded modules: every file builds its own app and database, and loading
          // the app once per worker instead of once per file saves most of the suite's CPU (decision 051).
          isolate: false,
        },
      },
      {
        // npm run test:faults: a real server under database faults (needs TEST_DATABASE_URL)
        test: { name: 'faults', root: 'apps/api', include: ['faults/**/*.test.ts'], testTimeout: 240_000, hookTimeout: 180_000 },
      },
      webProject,
      webMocksProject,
      preactProject,
    ],
  },
});
