import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.js';
import { routesToCheck } from './route-calls.js';

const specDir = fileURLToPath(new URL('../../../../../shared/spec/', import.meta.url));
const SPEC_FILES = ['customer-side.md', 'carrier-and-account-side.md'];

/**
 * Every call the product specification names ("GET /orders/{id}", "POST and DELETE /guests/cars/files/{id}"),
 * as METHOD and a path whose parameters are `*`.
 */
const specCalls = (): string[] => {
  const calls = new Set<string>();
  for (const file of SPEC_FILES) {
    const text = readFileSync(specDir + file, 'utf8');
    for (const m of text.matchAll(
      /\b((?:GET|POST|PUT|PATCH|DELETE)(?: and (?:GET|POST|PUT|PATCH|DELETE))?) (\/[A-Za-z0-9_/{}.:-]*)/g,
    )) {
      const path = m[2].replace(/[.:/]+$/, '').replace(/\{[^}]+\}/g, '*');
      for (const method of m[1].split(' and ')) calls.add(`${method} ${path}`);
    }
  }
  return [...calls].sort();
};

// The specification sits beside the repository (../shared/spec), as CI checks it out.
describe.skipIf(!existsSync(specDir))('the specification’s calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('finds the calls in the specification (the scan itself works)', () => {
    const calls = specCalls();
    expect(calls.length).toBeGreaterThan(120);
    expect(calls).toContain('GET /orders/*');
    expect(calls).toContain('DELETE /guests/cars/files/*');
  });

  it('has a route for every call the specification names', () => {
    const declared = new Set(
      routesToCheck(t.app).map(
        (r) =>
          `${r.method} ${r.url
            .replace(/^\/api/, '')
            .replace(/:[A-Za-z_]+/g, '*')
            .replace(/\/$/, '')}`,
      ),
    );
    expect(specCalls().filter((call) => !declared.has(call))).toEqual([]);
  });
});
