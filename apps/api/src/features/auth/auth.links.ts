import type { AppDeps } from '../../app-deps.js';

type LinkDeps = Pick<AppDeps, 'env'>;

/** The link in the verification email: an API route that verifies and then redirects to the web app. */
export const verificationUrl = ({ env }: LinkDeps, token: string) => `${env.appUrl}/api/auth/email/verify/${token}`;

export const resetPasswordUrl = ({ env }: LinkDeps, token: string, email: string) =>
  `${env.appUrl}/password/reset/${token}?email=${encodeURIComponent(email)}`;

/** An invited user's "choose your password" page. */
export const setPasswordUrl = ({ env }: LinkDeps, token: string) => `${env.appUrl}/password/set/${token}`;
