import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const keys = new Map<string, Buffer>();

/**
 * An HMAC key: the configured value, or a random key generated once and kept in `dataDir/fileName` (0600).
 * Instances on other machines share no data folder: they must be given the same configured value.
 */
export const localKey = (configured: string | undefined, dataDir: string, fileName: string): Buffer => {
  if (configured) return Buffer.from(configured);
  const file = path.join(dataDir, fileName);
  const cached = keys.get(file);
  if (cached) return cached;
  const read = () => Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  let key: Buffer;
  try {
    key = read();
  } catch {
    key = randomBytes(32);
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch {
      key = read(); // another process wrote it first: use that one
    }
  }
  keys.set(file, key);
  return key;
};
