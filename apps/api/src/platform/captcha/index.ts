import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Env } from '../../config/env.js';

/** A challenge as the ALTCHA widget fetches it. */
export type CaptchaChallenge = { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };

/** A verified solution: its challenge's signature (to refuse it a second time) and when it expires. */
export type CaptchaPass = { id: string; expiresAt: Date };

export type Captcha = {
  challenge: () => Promise<CaptchaChallenge>;
  /** null when the payload is not a valid, unexpired solution of a challenge this server issued */
  verify: (payload: string) => Promise<CaptchaPass | null>;
};

/** How long a challenge may be solved and used. */
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

const keys = new Map<string, string>();

/** CAPTCHA_HMAC_KEY, or a random key generated once and kept in DATA_DIR/captcha-hmac.key (0600). */
const hmacKey = (env: Pick<Env, 'CAPTCHA_HMAC_KEY' | 'dataDir'>): string => {
  if (env.CAPTCHA_HMAC_KEY) return env.CAPTCHA_HMAC_KEY;
  const file = path.join(env.dataDir, 'captcha-hmac.key');
  const cached = keys.get(file);
  if (cached) return cached;
  const read = () => readFileSync(file, 'utf8').trim();
  let key: string;
  try {
    key = read();
  } catch {
    key = randomBytes(32).toString('hex');
    mkdirSync(env.dataDir, { recursive: true });
    try {
      writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
    } catch {
      key = read(); // another process wrote it first: use that one
    }
  }
  keys.set(file, key);
  return key;
};

const decodePayload = (payload: string): { signature: string; salt: string } | null => {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { signature, salt } = parsed as Record<string, unknown>;
    return typeof signature === 'string' && typeof salt === 'string' ? { signature, salt } : null;
  } catch {
    return null;
  }
};

/** ALTCHA proof-of-work, self-hosted: no third party sees the visitor. */
export const createCaptcha = (
  env: Pick<Env, 'CAPTCHA_HMAC_KEY' | 'CAPTCHA_MAX_NUMBER' | 'dataDir'>,
  clock: () => Date,
): Captcha => ({
  challenge: async () =>
    createChallenge({
      hmacKey: hmacKey(env),
      maxnumber: env.CAPTCHA_MAX_NUMBER,
      expires: new Date(clock().getTime() + CHALLENGE_TTL_MS),
    }),
  verify: async (payload) => {
    const decoded = decodePayload(payload);
    if (!decoded) return null;
    const expires = Number(extractParams({ salt: decoded.salt } as Parameters<typeof extractParams>[0]).expires);
    if (!Number.isFinite(expires) || expires * 1000 < clock().getTime()) return null;
    const ok = await verifySolution(payload, hmacKey(env), false).catch(() => false);
    return ok ? { id: decoded.signature, expiresAt: new Date(expires * 1000) } : null;
  },
});

/** Solves a challenge here (tests, and scripts that drive the guest flow). */
export { solveChallenge } from 'altcha-lib/v1';
