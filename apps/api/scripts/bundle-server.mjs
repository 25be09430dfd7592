/* global console, process, URL */
// Bundles the API server (src/server.ts with @routier/domain) into one ES module, for the servers that tests and
// journeys start: Node loads it in a second instead of compiling every TypeScript file through tsx. Packages stay
// external; each source file's import.meta.url stays its own, so paths relative to a file (migrations, fonts,
// mail texts) resolve as they do under tsx. `node apps/api/scripts/bundle-server.mjs` prints the bundle's path.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
export const serverBundle = path.join(apiRoot, '../../node_modules/.cache/routier-api/server.mjs');

/** Builds the bundle (about a second) and returns its path; written whole, then renamed, so parallel builds never read half a file. */
export const bundleServer = async () => {
  const { outputFiles } = await build({
    write: false,
    entryPoints: [path.join(apiRoot, 'src/server.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // every module's top-level code runs, as under tsx (the domain sets zod's error map on import)
    ignoreAnnotations: true,
    plugins: [
      {
        name: 'packages-external-but-the-workspace',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@routier/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
          );
        },
      },
      {
        name: 'import-meta-url-of-each-file',
        setup(b) {
          b.onLoad({ filter: /\.ts$/ }, async (args) => ({
            contents: (await readFile(args.path, 'utf8')).replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(args.path).href),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  await mkdir(path.dirname(serverBundle), { recursive: true });
  const partial = `${serverBundle}.${process.pid}.partial`;
  await writeFile(partial, outputFiles[0].contents);
  await rename(partial, serverBundle);
  return serverBundle;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await bundleServer());
