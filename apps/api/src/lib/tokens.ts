import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token and the SHA-256 hex digest we store in its place. */
export const newToken = (bytes = 32) => {
  const token = randomBytes(bytes).toString('base64url');
  return { token, hash: hashToken(token) };
};
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
