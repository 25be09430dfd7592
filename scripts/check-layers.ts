/**
 * npm run check:layers: fails (exit 1) on an API import from a lower layer to a higher one or on an import
 * cycle between API features, listing each offending import (file → file). The layers: apps/api/src/layers.ts.
 */
import path from 'node:path';
import { checkLayers, formatProblems } from '../apps/api/src/lint/layer-check.ts';

const srcDir = path.join(import.meta.dirname, '../apps/api/src');
const problems = checkLayers(srcDir);
if (problems.length > 0) {
  console.error(`API layers: ${problems.length} problem(s) (see docs/architecture.md)\n\n${formatProblems(problems)}`);
  process.exit(1);
}
console.log('API layers: no import up the layers, no cycle between features.');
