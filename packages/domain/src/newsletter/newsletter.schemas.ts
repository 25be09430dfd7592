import { z } from 'zod';
import { emailField } from '../common/validation.js';

/** The newsletter gives $100 off, once (spec §9). */
export const NEWSLETTER_COUPON_CENTS = 10_000;
/** After signing up, an anonymous visitor goes to the sign-in page after 2.5 s (spec §2). */
export const NEWSLETTER_REDIRECT_MS = 2_500;

// Built in a pure call: a bundle that uses only this module's constants leaves zod out.
export const NewsletterSignUpSchema = /*#__PURE__*/ (() => z.object({ email: emailField() }))();
export type NewsletterSignUp = z.infer<typeof NewsletterSignUpSchema>;
export const NewsletterCheckQuerySchema = /*#__PURE__*/ (() => z.object({ email: emailField() }))();
