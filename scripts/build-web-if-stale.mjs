/* global console, process, URL */
// Builds the web app only when its sources changed since the last build, so `npm start` starts fast.
// The sources' fingerprint is kept in apps/web/dist/.source-hash.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
  'scripts/check-bundle-budget.mjs',
];
const stampFile = path.join(root, 'apps/web/dist/.source-hash');

const walk = (file, hash) => {
  if (!existsSync(file)) return;
  if (statSync(file).isDirectory()) {
    for (const name of readdirSync(file).sort()) walk(path.join(file, name), hash);
    return;
  }
  hash.update(path.relative(root, file));
  hash.update(readFileSync(file));
};

const hash = createHash('sha256');
for (const input of inputs) walk(path.join(root, input), hash);
const fingerprint = hash.digest('hex');

const built = existsSync(path.join(root, 'apps/web/dist/index.html')) && existsSync(stampFile);
if (built && readFileSync(stampFile, 'utf8') === fingerprint) {
  console.log('Web app is up to date (apps/web/dist).');
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', '@routier/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Sizes are printed, but a page over budget fails `npm run build` (and CI), not the start.
  spawnSync('node', ['scripts/check-bundle-budget.mjs'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, fingerprint);
}
