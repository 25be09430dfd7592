import { mkdirSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type FileStorage = {
  /** stores bytes under a relative key such as "avatars/12-abc.png" */
  put: (key: string, bytes: Buffer) => Promise<void>;
  remove: (key: string) => Promise<void>;
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
    url: (key) => `${publicBase}/uploads/${key}`,
  };
};
