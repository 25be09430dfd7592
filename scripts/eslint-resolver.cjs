// Resolves the project's TypeScript imports for lint rules that check resolved files (eslint-plugin-boundaries):
// relative imports written with `.js` or without an extension, and the domain package by name.
// ESLint import-resolver interface, version 2.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const WORKSPACES = { '@routier/domain': path.join(root, 'packages/domain/src/index.ts') };

const isFile = (p) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

const candidates = (base) => {
  const stem = base.replace(/\.(c|m)?jsx?$/, '');
  return [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
};

exports.interfaceVersion = 2;
exports.resolve = (source, file) => {
  if (WORKSPACES[source]) return { found: true, path: WORKSPACES[source] };
  if (source.startsWith('.')) {
    const found = candidates(path.resolve(path.dirname(file), source)).find(isFile);
    return found ? { found: true, path: found } : { found: false };
  }
  if (source.startsWith('node:')) return { found: true, path: null };
  try {
    return { found: true, path: require.resolve(source, { paths: [path.dirname(file)] }) };
  } catch {
    // packages that only export ESM conditions: outside the project either way
    return { found: true, path: null };
  }
};
