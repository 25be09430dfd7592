import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLayers, formatProblems, layerProblems } from './layer-check.js';

const srcDir = fileURLToPath(new URL('../', import.meta.url));

describe('lint: API layers on resolved imports', () => {
  it('finds no import up the layers and no cycle between features in the API', () => {
    const problems = checkLayers(srcDir);
    expect(formatProblems(problems)).toBe('');
  });

  it('refuses the orders core importing a feature above it, naming the import', () => {
    const problems = layerProblems(
      [{ from: 'features/orders/order-status.service.ts', to: 'features/billing/billing.service.ts' }],
      [],
    );
    expect(problems).toMatchObject([{ kind: 'upward', fromUnit: 'features/orders', toUnit: 'features/billing' }]);
    expect(formatProblems(problems)).toContain('features/orders/order-status.service.ts → features/billing/billing.service.ts');
  });

  it('refuses a cycle between two features of one layer', () => {
    const problems = layerProblems(
      [
        { from: 'features/pricing/pricing.service.ts', to: 'features/auto-dispatch/auto-dispatch.service.ts' },
        { from: 'features/auto-dispatch/auto-dispatch.service.ts', to: 'features/pricing/pricing.service.ts' },
      ],
      [],
    );
    expect(problems).toMatchObject([{ kind: 'cycle', units: ['features/auto-dispatch', 'features/pricing'] }]);
  });

  it('refuses a folder outside the layer table, and an exception whose import is gone', () => {
    const problems = layerProblems(
      [{ from: 'features/orders/orders.service.ts', to: 'elsewhere/x.ts' }],
      [{ from: 'features/loads/a.ts', to: 'features/inspections/b.ts', why: 'test' }],
    );
    expect(problems.map((p) => p.kind).sort()).toEqual(['stale-exception', 'unknown-unit']);
  });
});
