import { z } from 'zod';

/** GET /files/*: a signed URL's expiry (seconds since 1970) and its HMAC-SHA256 signature. */
// Built in a pure call: a bundle that uses only this module's types leaves zod out.
export const SignedFileQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    expires: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 40),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }))();

/** GET /files/*: the file itself. */
export const SignedFileResponseSchema = z.unknown().describe('the file (binary)');
