import { mkdirSync } from 'node:fs';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type FileStorage = {
  /** stores bytes under a relative key such as "avatars/12-abc.png" */
  put: (key: string, bytes: Buffer) => Promise<void>;
  remove: (key: string) => Promise<void>;
  /** the stored bytes, or null when there is no such key */
  get: (key: string) => Promise<Buffer | null>;
  /** public URL of a stored key */
  url: (key: string) => string;
};

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
  };
};
