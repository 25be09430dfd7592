import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('lint: the queries of one transaction run one after the other', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });
  const errors = async (code: string) => {
    const [result] = await eslint.lintText(code, {
      filePath: path.join(repoRoot, 'apps/api/src/features/orders/probe.service.ts'),
    });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it('refuses Promise.all (and its kin) in a function given a transaction', async () => {
    for (const code of [
      `export const f = async (tx: unknown, ids: number[]) => Promise.all(ids.map((id) => find(tx, id)));\ndeclare const find: (tx: unknown, id: number) => Promise<void>;\n`,
      `export const g = (db: { transaction: (f: (tx: unknown) => Promise<void>) => Promise<void> }) =>\n  db.transaction(async (tx) => {\n    await Promise.allSettled([Promise.resolve(tx)]);\n  });\n`,
    ]) {
      const found = await errors(code);
      expect(found, code).toHaveLength(1);
      expect(found[0]).toMatch(/one after the other/);
    }
  });

  it('lets requests outside a transaction run queries in parallel', async () => {
    expect(
      await errors(`export const f = async (db: unknown) => Promise.all([Promise.resolve(db), Promise.resolve(2)]);\n`),
    ).toEqual([]);
  });
});
