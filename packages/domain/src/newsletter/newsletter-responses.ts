import { z } from 'zod';

/** POST /newsletter/sign-up: confirmed now (the signed-in owner of a verified address), or a confirmation link sent. */
export const NewsletterSignUpResultSchema = z.object({
  message: z.enum(['newsletter.signed_up', 'newsletter.confirmation_sent']),
  status: z.enum(['confirmed', 'pending']),
  /** a $100 coupon was given now */
  coupon: z.boolean(),
  /** the business of the account already had its newsletter coupon (a dealer and its sub-dealers share one) */
  coupon_already_claimed: z.boolean(),
});
export type NewsletterSignUpResult = z.infer<typeof NewsletterSignUpResultSchema>;

/** POST /newsletter/confirm: what opening the confirmation link did. */
export const NewsletterConfirmResultSchema = z.object({
  message: z.literal('newsletter.confirmed'),
  coupon: z.boolean(),
  coupon_already_claimed: z.boolean(),
});
export type NewsletterConfirmResult = z.infer<typeof NewsletterConfirmResultSchema>;

/** GET /newsletter/check: whether the address gets the newsletter. */
export const NewsletterCheckSchema = z.object({ has_newsletter_flag: z.boolean() });
export type NewsletterCheck = z.infer<typeof NewsletterCheckSchema>;
