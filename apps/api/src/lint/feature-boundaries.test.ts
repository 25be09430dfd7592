import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The boundary errors ESLint (with the repository's config) reports for a file's text at a path. */
const boundaryErrors = async (eslint: ESLint, file: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
};

describe('lint: feature boundaries on resolved paths', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  it('refuses a web feature importing another feature, however the path is written', async () => {
    const file = 'apps/web/src/features/orders/components/probe.tsx';
    for (const source of [
      '../../users/api/change-password',
      '../../../features/users/api/change-password',
      '../../users/api/../api/change-password',
    ]) {
      const errors = await boundaryErrors(
        eslint,
        file,
        `import { useChangePassword } from '${source}';\nexport const x = useChangePassword;\n`,
      );
      expect(errors, source).toHaveLength(1);
      expect(errors[0]).toMatch(/Web features never import each other/);
    }
  });

  it('lets a web feature import itself and shared code, and pages compose features', async () => {
    const own = await boundaryErrors(
      eslint,
      'apps/web/src/features/orders/components/probe.tsx',
      `import { MyOrdersEmpty } from './my-orders-empty';\nimport { DataTable } from '../../../components/data-table';\nexport const x = [MyOrdersEmpty, DataTable];\n`,
    );
    expect(own).toEqual([]);
    const page = await boundaryErrors(
      eslint,
      'apps/web/src/app/routes/orders/probe.tsx',
      `import { MyOrdersList } from '../../../features/orders/components/my-orders-list';\nimport { SettingsView } from '../../../features/users/components/settings-view';\nexport const x = [MyOrdersList, SettingsView];\n`,
    );
    expect(page).toEqual([]);
  });

  it("refuses another API feature's repository, and its own from a route", async () => {
    const foreign = await boundaryErrors(
      eslint,
      'apps/api/src/features/jobs/jobs.service.ts',
      `import { myOrdersQuery } from '../orders/orders.repository.js';\nexport const x = myOrdersQuery;\n`,
    );
    expect(foreign).toHaveLength(1);
    expect(foreign[0]).toMatch(/Only a feature's own service may import its repository/);
    const fromRoute = await boundaryErrors(
      eslint,
      'apps/api/src/features/orders/orders.routes.ts',
      `import { findOrder } from './orders.repository.js';\nexport const x = findOrder;\n`,
    );
    expect(fromRoute).toHaveLength(1);
    const fromOutside = await boundaryErrors(
      eslint,
      'apps/api/src/seed/probe.ts',
      `import { insertOrder } from '../features/orders/orders.repository.js';\nexport const x = insertOrder;\n`,
    );
    expect(fromOutside).toHaveLength(1);
  });

  it("lets a feature's services and tests use its repository, and another feature call its service", async () => {
    const own = await boundaryErrors(
      eslint,
      'apps/api/src/features/orders/probe.service.ts',
      `import { findOrder } from './orders.repository.js';\nexport const x = findOrder;\n`,
    );
    expect(own).toEqual([]);
    const viaService = await boundaryErrors(
      eslint,
      'apps/api/src/features/jobs/jobs.service.ts',
      `import { createOrder } from '../orders/orders.service.js';\nexport const x = createOrder;\n`,
    );
    expect(viaService).toEqual([]);
    const typeOnly = await boundaryErrors(
      eslint,
      'apps/api/src/features/loads/loads.presenter.ts',
      `import type { DriverLoadJoin } from './loads.repository.js';\nexport type X = DriverLoadJoin;\n`,
    );
    expect(typeOnly).toEqual([]);
  });
});
