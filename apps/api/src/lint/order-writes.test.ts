import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('../', import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );

/** Drizzle writes to the orders table: insert or update called on `orders`. */
const ORDER_WRITE = /\.(insert|update)\(\s*orders\s*\)/;

describe('orders are written in one place', () => {
  it('writes the orders table only in the orders repository, so numbers, carrier prices and statuses follow the rules', () => {
    const writers = sourceFiles(srcDir)
      .filter((f) => f !== fileURLToPath(import.meta.url) && ORDER_WRITE.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(srcDir, f));
    expect(writers).toEqual(['features/orders/orders.repository.ts']);
  });
});
