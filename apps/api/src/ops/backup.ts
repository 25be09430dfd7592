import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadEnv, repoRoot } from '../config/env.js';
import { DataFolderInUse, LOCK_FILE, lockDataFolder } from '../db/data-lock.js';

/**
 * `npm run backup [-- file.tar.gz]`: one archive of DATA_DIR — the embedded database (PGlite), the uploaded and
 * private files and the keys generated there — taken while no server runs on it (the data folder's lock is
 * held meanwhile, so the copy is consistent). With DATABASE_URL the database is PostgreSQL's: back it up with
 * pg_dump (docs/operations.md); this archive then holds the files and keys.
 *
 * `npm run restore -- file.tar.gz`: unpacks an archive into an empty (or absent) DATA_DIR.
 */
const [command, file] = process.argv.slice(2);
const env = loadEnv();
const dir = env.dataDir;

const tar = (args: string[]) => {
  const run = spawnSync('tar', args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0) throw new Error(`tar ${args.join(' ')} failed (${run.error?.message ?? `exit ${run.status}`})`);
};

/** npm runs scripts in the repository's root: a relative path is the caller's (INIT_CWD). */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

const backup = () => {
  if (!existsSync(dir)) throw new Error(`DATA_DIR ${dir} does not exist: nothing to back up`);
  const out = file ? fromCaller(file) : path.join(repoRoot, 'backups', `routier-${stamp()}.tar.gz`);
  mkdirSync(path.dirname(out), { recursive: true });
  const lock = lockDataFolder(dir);
  try {
    const partial = `${out}.partial`;
    tar(['-czf', partial, '-C', dir, `--exclude=./${LOCK_FILE}`, `--exclude=./${LOCK_FILE}.*`, '.']);
    renameSync(partial, out);
  } finally {
    lock.release();
  }
  console.log(`backed up ${dir} to ${out} (${Math.ceil(statSync(out).size / 1024)} KB)`);
  if (env.DATABASE_URL) console.log('the database is PostgreSQL: back it up with pg_dump too (docs/operations.md)');
};

const restore = () => {
  if (!file) throw new Error('usage: npm run restore -- <backup.tar.gz>');
  const archive = fromCaller(file);
  if (!existsSync(archive)) throw new Error(`no backup at ${archive}`);
  mkdirSync(dir, { recursive: true });
  const lock = lockDataFolder(dir);
  try {
    const present = readdirSync(dir).filter((name) => name !== LOCK_FILE);
    if (present.length)
      throw new Error(`DATA_DIR ${dir} is not empty (${present.join(', ')}): move it aside, or restore elsewhere`);
    tar(['-xzf', archive, '-C', dir]);
  } catch (error) {
    lock.release();
    throw error;
  }
  lock.release();
  rmSync(path.join(dir, LOCK_FILE), { force: true });
  console.log(`restored ${archive} into ${dir}: start the server on it`);
};

try {
  if (command === 'backup') backup();
  else if (command === 'restore') restore();
  else throw new Error('usage: backup.ts backup [file] | restore <file>');
} catch (error) {
  console.error(
    error instanceof DataFolderInUse
      ? `${error.message}; stop the server to back up its data folder`
      : String((error as Error).message),
  );
  process.exit(1);
}
