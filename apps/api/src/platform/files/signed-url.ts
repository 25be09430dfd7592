import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../config/env.js';
import { localKey } from '../keys/local-key.js';

type SigningDeps = { env: Pick<Env, 'FILES_SIGNING_KEY' | 'dataDir' | 'appUrl'>; clock: () => Date };

/** How long a signed file URL works. Rounded up so that a page shown twice in a row gets the same URLs (cache). */
export const SIGNED_URL_TTL_SECONDS = 3600;
const ROUND_SECONDS = 300;

/** FILES_SIGNING_KEY, or a key kept in DATA_DIR/files-signing.key. */
const signingKey = ({ env }: SigningDeps): Buffer => localKey(env.FILES_SIGNING_KEY, env.dataDir, 'files-signing.key');

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
