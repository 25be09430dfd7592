import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataFolderInUse, LOCK_FILE, lockDataFolder } from './data-lock.js';

/** A Node process that stays up until killed (the other server), or one that has already exited. */
const otherNode = () => spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
const children: ReturnType<typeof otherNode>[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('the embedded data folder is one process’s', () => {
  it('writes the holder’s pid, refuses a second holder by its pid, and frees the folder on release', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'routier-lock-'));
    const lock = lockDataFolder(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it('refuses to start while another live server holds the folder: "data folder in use by pid N"', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'routier-lock-'));
    const other = otherNode();
    children.push(other);
    writeFileSync(path.join(dir, LOCK_FILE), `${other.pid}\n`);
    expect(() => lockDataFolder(dir)).toThrow(DataFolderInUse);
    expect(() => lockDataFolder(dir)).toThrow(`data folder in use by pid ${other.pid}`);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(other.pid));
  });

  it('takes over the lock of a process that is gone (kill -9, a crash)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'routier-lock-'));
    const gone = otherNode();
    await new Promise((resolve) => {
      gone.once('exit', resolve);
      gone.kill('SIGKILL');
    });
    writeFileSync(path.join(dir, LOCK_FILE), `${gone.pid}\n`);
    const lock = lockDataFolder(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });
});
