import { z } from 'zod';
import { text } from '../common/validation.js';
import { CurrentUserSchema } from '../users/user-responses.js';
import { Role } from '../users/roles.js';

/** GET /auth/providers: the social sign-ins this server offers (null when not configured). */
export const AuthProvidersSchema = z.object({ google_client_id: z.string().nullable(), apple_client_id: z.string().nullable() });
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/** POST /auth/apple/user: the session, with the account's language. */
export const AppleSignInResponseSchema = z.object({ user: CurrentUserSchema, token: z.string(), locale: z.string() });
export type AppleSignInResponse = z.infer<typeof AppleSignInResponseSchema>;

/** `?lang=` of sign-in and registration: the language of the mails the call sends. */
// Built in a pure call: a bundle that uses only this module's types leaves zod out.
export const AuthLangQuerySchema = /*#__PURE__*/ (() => z.object({ lang: text({ max: 10 }).optional() }))();

/** `:token` of an e-mail link (confirmation, invitation). */
export const AuthTokenParamsSchema = /*#__PURE__*/ (() => z.object({ token: text({ max: 200, required: true }) }))();

/** GET /email/verify/{token}: a redirect to the web app, no body. */
export const EmailVerifyRedirectSchema = z.null().describe('Redirect to the web app: /?verified=1, or /confirm-email?invalid=1');

/** A demo account the sign-in page offers (development and staging only). */
export const DemoAccountSchema = z.object({ email: z.string(), role: z.enum(Role), label: z.string() });
export type DemoAccount = z.infer<typeof DemoAccountSchema>;

/** GET /demo-accounts: empty in production or when demo data is off. */
export const DemoAccountsSchema = z.object({ data: z.array(DemoAccountSchema) });
export type DemoAccounts = z.infer<typeof DemoAccountsSchema>;
