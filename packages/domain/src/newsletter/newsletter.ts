// No zod here: the newsletter page uses these before its form's schema loads.

/** The newsletter gives $100 off, once (spec §9). */
export const NEWSLETTER_COUPON_CENTS = 10_000;
/** After signing up, an anonymous visitor goes to the sign-in page after 2.5 s (spec §2). */
export const NEWSLETTER_REDIRECT_MS = 2_500;
