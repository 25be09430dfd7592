import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (memory-hard; ~20 ms per hash here). */
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = async (passwordHash: string | null, password: string) => {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};
