import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { Msg } from '@routier/domain';
import type { Env } from '../../config/env.js';
import { fieldError } from '../../lib/app-error.js';

export type SocialProvider = 'google' | 'apple';
export type SocialIdentity = {
  provider: SocialProvider;
  sub: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};
/** Checks an ID token's signature (against the provider's published keys), issuer, audience and expiry. */
export type SocialVerifier = (idToken: string) => Promise<SocialIdentity>;

const ISSUERS: Record<SocialProvider, string[]> = {
  google: ['https://accounts.google.com', 'accounts.google.com'],
  apple: ['https://appleid.apple.com'],
};

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

const createVerifier = (provider: SocialProvider, clientId: string, jwksUrl: string, clock: () => Date): SocialVerifier => {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, { issuer: ISSUERS[provider], audience: clientId, currentDate: clock() });
      if (!payload.sub) throw fieldError('token', Msg.invalidToken);
      const email = text(payload.email)?.toLowerCase() ?? null;
      return {
        provider,
        sub: payload.sub,
        email,
        // Apple sends "true" as a string
        emailVerified: email !== null && (payload.email_verified === true || payload.email_verified === 'true'),
        firstName: text(payload.given_name),
        lastName: text(payload.family_name),
      };
    } catch (error) {
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout))
        throw fieldError('token', Msg.invalidToken);
      throw error;
    }
  };
};

/** One verifier per configured provider; an unconfigured provider is null (its sign-in is hidden). */
export const createSocialVerifiers = (env: Env, clock: () => Date): Record<SocialProvider, SocialVerifier | null> => ({
  google: env.GOOGLE_CLIENT_ID ? createVerifier('google', env.GOOGLE_CLIENT_ID, env.GOOGLE_JWKS_URL, clock) : null,
  apple: env.APPLE_CLIENT_ID ? createVerifier('apple', env.APPLE_CLIENT_ID, env.APPLE_JWKS_URL, clock) : null,
});
