import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ALLOWED_IMPORTS, LAYERS, UNIT_FILES } from '../layers.js';

/**
 * The API's layers, checked on resolved import paths (docs/architecture.md, decision 046):
 * every non-test file under apps/api/src belongs to a unit (a feature `features/<name>`, a top-level
 * folder such as `platform`, or a file such as `app.ts`), every unit to one layer of the table in
 * src/layers.ts. A unit may import its own layer or a lower one, never a higher one, and the features'
 * import graph has no cycle. Type-only imports count: they couple the code all the same.
 * Test files (*.test.ts) are left out: a test may set up its rows through any feature.
 */

export type Import = { from: string; to: string };
export type LayerProblem =
  | { kind: 'unknown-unit'; unit: string; file: string }
  | { kind: 'upward'; fromUnit: string; fromLayer: string; toUnit: string; toLayer: string; imports: Import[] }
  | { kind: 'cycle'; units: string[]; imports: Import[] }
  | { kind: 'stale-exception'; from: string; to: string };

const COMPILER_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  allowJs: false,
};

const isChecked = (file: string) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts');

const listFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(full);
    return isChecked(full) ? [full] : [];
  });

/** The unit of a file (relative to src, with forward slashes): an explicit entry of UNIT_FILES, its feature, its top folder, or itself. */
export const unitOf = (relative: string): string => {
  for (const [unit, files] of Object.entries(UNIT_FILES)) if (files.includes(relative)) return unit;
  const parts = relative.split('/');
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  return parts[0];
};

const layerIndex = new Map<string, number>();
LAYERS.forEach((layer, index) => layer.units.forEach((unit) => layerIndex.set(unit, index)));
/** A feature not named in the table sits in the layer whose units list 'features/*'. */
const defaultFeatureLayer = LAYERS.findIndex((layer) => layer.units.includes('features/*'));

const layerOfUnit = (unit: string): number | undefined =>
  layerIndex.get(unit) ?? (unit.startsWith('features/') && defaultFeatureLayer >= 0 ? defaultFeatureLayer : undefined);

/** Every relative import of every checked file under `srcDir`, resolved to a file under `srcDir`. */
export const collectImports = (srcDir: string, files = listFiles(srcDir)): Import[] => {
  const imports: Import[] = [];
  const rel = (file: string) => path.relative(srcDir, file).split(path.sep).join('/');
  const cache = ts.createModuleResolutionCache(srcDir, (name) => name, COMPILER_OPTIONS);
  for (const file of files) {
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of info.importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const resolved = ts.resolveModuleName(fileName, file, COMPILER_OPTIONS, ts.sys, cache).resolvedModule?.resolvedFileName;
      const target = resolved ?? path.resolve(path.dirname(file), fileName.replace(/\.js$/, '.ts'));
      if (path.relative(srcDir, target).startsWith('..')) continue;
      imports.push({ from: rel(file), to: rel(target) });
    }
  }
  return imports;
};

/** Strongly connected components of more than one node (Tarjan). */
const cyclesOf = (nodes: string[], edges: Map<string, Set<string>>): string[][] => {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return found;
};

/** The problems of a set of imports: units outside the table, imports up the layers, cycles between features. */
export const layerProblems = (allImports: Import[], allowed = ALLOWED_IMPORTS): LayerProblem[] => {
  const problems: LayerProblem[] = [];
  const isAllowed = (imp: Import) => allowed.some((a) => a.from === imp.from && a.to === imp.to);
  for (const a of allowed)
    if (!allImports.some((imp) => imp.from === a.from && imp.to === a.to))
      problems.push({ kind: 'stale-exception', from: a.from, to: a.to });
  const imports = allImports.filter((imp) => !isAllowed(imp));
  const unknown = new Set<string>();
  const upward = new Map<string, Import[]>();
  const featureEdges = new Map<string, Set<string>>();
  const edgeImports = new Map<string, Import[]>();
  for (const imp of imports) {
    const fromUnit = unitOf(imp.from);
    const toUnit = unitOf(imp.to);
    for (const [unit, file] of [
      [fromUnit, imp.from],
      [toUnit, imp.to],
    ]) {
      if (layerOfUnit(unit) === undefined && !unknown.has(unit)) {
        unknown.add(unit);
        problems.push({ kind: 'unknown-unit', unit, file });
      }
    }
    if (fromUnit === toUnit) continue;
    const fromLayer = layerOfUnit(fromUnit);
    const toLayer = layerOfUnit(toUnit);
    if (fromLayer !== undefined && toLayer !== undefined && toLayer > fromLayer) {
      const key = `${fromUnit}\0${toUnit}`;
      upward.set(key, [...(upward.get(key) ?? []), imp]);
    }
    if (fromUnit.startsWith('features/') && toUnit.startsWith('features/')) {
      if (!featureEdges.has(fromUnit)) featureEdges.set(fromUnit, new Set());
      featureEdges.get(fromUnit)!.add(toUnit);
      const key = `${fromUnit}\0${toUnit}`;
      edgeImports.set(key, [...(edgeImports.get(key) ?? []), imp]);
    }
  }
  for (const [key, list] of upward) {
    const [fromUnit, toUnit] = key.split('\0');
    problems.push({
      kind: 'upward',
      fromUnit,
      fromLayer: LAYERS[layerOfUnit(fromUnit)!].name,
      toUnit,
      toLayer: LAYERS[layerOfUnit(toUnit)!].name,
      imports: list,
    });
  }
  const nodes = [...new Set([...featureEdges.keys(), ...[...featureEdges.values()].flatMap((s) => [...s])])].sort();
  for (const units of cyclesOf(nodes, featureEdges)) {
    const members = new Set(units);
    const inside = [...edgeImports.entries()]
      .filter(([key]) => {
        const [a, b] = key.split('\0');
        return members.has(a) && members.has(b);
      })
      .flatMap(([, list]) => list);
    problems.push({ kind: 'cycle', units, imports: inside });
  }
  return problems;
};

/** A readable report, one offending import (file → file) a line. */
export const formatProblems = (problems: LayerProblem[]): string =>
  problems
    .map((p) => {
      if (p.kind === 'stale-exception')
        return `${p.from} → ${p.to} is listed in ALLOWED_IMPORTS (apps/api/src/layers.ts) but no longer imported: remove the entry`;
      if (p.kind === 'unknown-unit')
        return `${p.unit} (${p.file}) is in no layer: add it to apps/api/src/layers.ts and docs/architecture.md`;
      const list = p.imports.map((i) => `    ${i.from} → ${i.to}`).join('\n');
      if (p.kind === 'upward') return `${p.fromUnit} (${p.fromLayer}) imports ${p.toUnit} (higher layer ${p.toLayer}):\n${list}`;
      return `import cycle between ${p.units.join(', ')}:\n${list}`;
    })
    .join('\n\n');

export const checkLayers = (srcDir: string) => layerProblems(collectImports(srcDir));
