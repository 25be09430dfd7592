import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../config/env.js';

type SigningDeps = { env: Pick<Env, 'FILES_SIGNING_KEY' | 'dataDir' | 'appUrl'>; clock: () => Date };

/** How long a signed file URL works. Rounded up so that a page shown twice in a row gets the same URLs (cache). */
export const SIGNED_URL_TTL_SECONDS = 3600;
const ROUND_SECONDS = 300;

const keys = new Map<string, Buffer>();

/** FILES_SIGNING_KEY, or a random key generated once and kept in DATA_DIR/files-signing.key (0600). */
const signingKey = ({ env }: SigningDeps): Buffer => {
  if (env.FILES_SIGNING_KEY) return Buffer.from(env.FILES_SIGNING_KEY);
  const file = path.join(env.dataDir, 'files-signing.key');
  const cached = keys.get(file);
  if (cached) return cached;
  const read = () => Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  let key: Buffer;
  try {
    key = read();
  } catch {
    key = randomBytes(32);
    mkdirSync(env.dataDir, { recursive: true });
    try {
      writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch {
      key = read(); // another process wrote it first: use that one
    }
  }
  keys.set(file, key);
  return key;
};

const sign = (deps: SigningDeps, key: string, expires: number) =>
  createHmac('sha256', signingKey(deps)).update(`${key}\n${expires}`).digest('hex');

/**
 * A URL that serves one private file until it expires. Call it only after the caller's authorization
 * check: whoever holds the URL can fetch the file (the signature is the capability).
 */
export const signedFileUrl = (deps: SigningDeps, key: string, ttlSeconds = SIGNED_URL_TTL_SECONDS): string => {
  const now = Math.floor(deps.clock().getTime() / 1000);
  const expires = Math.ceil((now + ttlSeconds) / ROUND_SECONDS) * ROUND_SECONDS;
  const encodedKey = key.split('/').map(encodeURIComponent).join('/');
  return `${deps.env.appUrl}/api/files/${encodedKey}?expires=${expires}&signature=${sign(deps, key, expires)}`;
};

export type SignatureCheck = 'ok' | 'expired' | 'invalid';

/** Checks a signed URL's key, expiry (seconds since the epoch) and signature, in constant time. */
export const checkFileSignature = (deps: SigningDeps, key: string, expires: number, signature: string): SignatureCheck => {
  const expected = Buffer.from(sign(deps, key, expires), 'hex');
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 > deps.clock().getTime() ? 'ok' : 'expired';
};
