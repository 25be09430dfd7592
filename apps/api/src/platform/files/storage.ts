import { mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type FileStorage = {
  /** stores bytes under a relative key such as "avatars/12-abc.png" */
  put: (key: string, bytes: Buffer) => Promise<void>;
  remove: (key: string) => Promise<void>;
  /** the stored bytes, or null when there is no such key */
  get: (key: string) => Promise<Buffer | null>;
  /** public URL of a stored key */
  url: (key: string) => string;
  /** the keys of the files last written before `before`, in pages (the orphan-file sweeper) */
  listOlderThan: (before: Date) => AsyncIterable<string[]>;
};

const PAGE = 500;

/** Every file under `dir`, as keys relative to `root` (with `/`). */
async function* walk(root: string, dir: string): AsyncGenerator<string> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(root, full);
    else if (entry.isFile()) yield path.relative(root, full).split(path.sep).join('/');
  }
}

/** Local folder storage, served by the API under /uploads/. */
export const createLocalStorage = (root: string, publicBase: string): FileStorage => {
  mkdirSync(root, { recursive: true });
  return {
    put: async (key, bytes) => {
      const target = path.join(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    },
    remove: async (key) => {
      await unlink(path.join(root, key)).catch(() => undefined);
    },
    get: async (key) => {
      const target = path.resolve(root, key);
      // keys are made by the app, but a key from a URL must never leave the folder
      if (!target.startsWith(path.resolve(root) + path.sep)) return null;
      return readFile(target).catch(() => null);
    },
    url: (key) => `${publicBase}/uploads/${key}`,
    listOlderThan: async function* (before) {
      let page: string[] = [];
      for await (const key of walk(root, root)) {
        const info = await stat(path.join(root, key)).catch(() => null);
        if (!info || info.mtime >= before) continue;
        page.push(key);
        if (page.length === PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length) yield page;
    },
  };
};
