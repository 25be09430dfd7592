import { existsSync, linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'routier.lock';

/** Another live process holds the data folder: two servers on one embedded database lose writes. */
export class DataFolderInUse extends Error {
  constructor(
    readonly pid: number,
    readonly dir: string,
  ) {
    super(`data folder in use by pid ${pid}: ${dir} (stop that server, or give this one another DATA_DIR)`);
  }
}

const readPid = (file: string): number | null => {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Whether a pid is a running Node process. A pid of a process that died is free; after a reboot or in a
 * container it may belong to another program, which is not a server holding the folder. Our own pid in the
 * file is a lock left by an earlier life of this pid (a container's pid 1 restarted).
 */
const holds = (pid: number) => {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const cmdline = `/proc/${pid}/cmdline`;
  if (!existsSync(cmdline)) return true;
  try {
    return /node|tsx/.test(readFileSync(cmdline, 'utf8'));
  } catch {
    return true;
  }
};

/**
 * Takes the data folder for this process: `routier.lock` holds its pid, created atomically (a hard link of a
 * file of our own, which fails when the lock exists). A lock of a process that is gone (`kill -9`, a crash, a
 * power cut) is taken over; a lock of a live one refuses with DataFolderInUse. `release` removes it on close.
 */
export const lockDataFolder = (dir: string): { file: string; release: () => void } => {
  const file = path.join(dir, LOCK_FILE);
  const mine = `${file}.${process.pid}`;
  writeFileSync(mine, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(mine, file);
        return {
          file,
          release: () => {
            if (readPid(file) === process.pid) rmSync(file, { force: true });
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readPid(file);
      if (holder !== null && holds(holder)) throw new DataFolderInUse(holder, dir);
      // stale: move it aside (atomic, one process wins), then check we did not move a lock just taken
      const aside = `${file}.stale.${process.pid}`;
      try {
        renameSync(file, aside);
      } catch {
        continue;
      }
      const moved = readPid(aside);
      if (moved !== null && moved !== holder && holds(moved)) {
        renameSync(aside, file);
        throw new DataFolderInUse(moved, dir);
      }
      rmSync(aside, { force: true });
    }
    throw new Error(`could not take the lock of the data folder ${dir}`);
  } finally {
    rmSync(mine, { force: true });
  }
};
