/* global console, process, URL */
// Prints the JavaScript each page of the web app downloads (gzip) and fails when a page is over budget.
// Reads Vite's manifest (apps/web/dist/.vite/manifest.json): a page is the entry chunk, its route module
// (a lazy import under src/app/routes/), the lazy layout it renders in, and the largest language's locale
// chunk, each with everything it imports statically.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/** The budgets: 150 KB for the sign-in page, 250 KB for any page; the build fails over them. */
const SIGN_IN = { target: 150 * KB, ceiling: 150 * KB };
const ANY_PAGE = { target: 250 * KB, ceiling: 250 * KB };
const SIGN_IN_ROUTE = 'auth/login';
/** Route folders rendered in the public (signed-out) layout; every other route renders in the app layout. */
const PUBLIC_FOLDERS = ['auth/', 'misc/'];

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
};

/** Every JS file a chunk needs before it runs: itself and its static imports, transitively. */
const closure = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in the Vite manifest');
// The entry (src/boot.ts) starts the app (src/main.tsx) and the page's code together: count both.
const appKey = Object.keys(manifest).find((key) => key.endsWith('src/main.tsx'));
const entryFiles = closure(entryKey, appKey ? closure(appKey) : new Set());
const lazyKeys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry);
const layoutKey = (name) => lazyKeys.find((key) => key.endsWith(`components/layouts/${name}.tsx`));

/** The translations' lazy chunks, by language (lib/locales/<lng>.ts, or one chunk per namespace file). */
const localeFilesByLanguage = new Map();
for (const key of lazyKeys) {
  const lng = /(?:^|\/)locales\/(\w+)/.exec(key)?.[1];
  // deferred namespaces (locales/<lng>/deferred/) load only with the pages that use them, not with every page
  if (!lng || key.includes('/app/routes/') || key.includes('/deferred/')) continue;
  localeFilesByLanguage.set(lng, closure(key, localeFilesByLanguage.get(lng)));
}
const largestLocale = [...localeFilesByLanguage.values()].reduce(
  (largest, files) => {
    const size = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    return size > largest.size ? { files, size } : largest;
  },
  { files: new Set(), size: 0 },
);

const routes = lazyKeys
  .filter((key) => key.includes('src/app/routes/'))
  .map((key) => {
    const name = key.replace(/^.*src\/app\/routes\//, '').replace(/\.tsx?$/, '');
    const isPublic = PUBLIC_FOLDERS.some((folder) => name.startsWith(folder));
    const layout = layoutKey(isPublic ? 'public-layout' : 'app-layout');
    const files = new Set([...entryFiles, ...largestLocale.files, ...closure(key), ...(layout ? closure(layout) : [])]);
    const size = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    const budget = name === SIGN_IN_ROUTE ? SIGN_IN : ANY_PAGE;
    return { name, size, budget, files: files.size };
  })
  .sort((a, b) => b.size - a.size);

if (routes.length === 0) throw new Error('No lazy routes found in the Vite manifest');
const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
const width = Math.max(...routes.map((r) => r.name.length));
console.log(`\nJavaScript per page, gzip (entry ${kb([...entryFiles].reduce((s, f) => s + gzipSize(f), 0))}):`);
for (const route of routes) {
  const verdict = route.size > route.budget.ceiling ? 'OVER BUDGET' : route.size > route.budget.target ? 'over target' : 'ok';
  console.log(
    `  ${route.name.padEnd(width)}  ${kb(route.size).padStart(9)}  ceiling ${kb(route.budget.ceiling).padStart(9)}  target ${kb(route.budget.target).padStart(9)}  ${String(route.files).padStart(2)} files  ${verdict}`,
  );
}
const over = routes.filter((route) => route.size > route.budget.ceiling);
if (over.length > 0) {
  console.error(`\n${over.length} page(s) over budget: ${over.map((r) => r.name).join(', ')}`);
  process.exit(1);
}
console.log('All pages within their ceilings.');
