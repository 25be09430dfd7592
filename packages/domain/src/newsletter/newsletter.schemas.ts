import { z } from 'zod';
import { emailField } from '../common/validation.js';

// Built in a pure call: a bundle that uses only this module's constants leaves zod out.
export const NewsletterSignUpSchema = /*#__PURE__*/ (() => z.object({ email: emailField() }))();
export type NewsletterSignUp = z.infer<typeof NewsletterSignUpSchema>;
export const NewsletterCheckQuerySchema = /*#__PURE__*/ (() => z.object({ email: emailField() }))();

/** POST /newsletter/confirm: the token of the link sent to the address (single use). */
export const NewsletterConfirmSchema = /*#__PURE__*/ (() => z.object({ token: z.string().min(1).max(200) }))();
export type NewsletterConfirm = z.infer<typeof NewsletterConfirmSchema>;
