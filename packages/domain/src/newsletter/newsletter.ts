// No zod here: the newsletter page uses these before its form's schema loads.

/** The newsletter gives $100 off, once (spec §9). */
export const NEWSLETTER_COUPON_CENTS = 10_000;
/** After signing up, an anonymous visitor goes to the sign-in page after 2.5 s (spec §2). */
export const NEWSLETTER_REDIRECT_MS = 2_500;

/** Confirmation links stay valid for 7 days. */
export const NEWSLETTER_LINK_TTL_MS = 7 * 86_400_000;
/** Confirmation e-mails: at most 3 a day to one address, and 10 an hour requested from one client address. */
export const NEWSLETTER_MAILS_PER_ADDRESS_PER_DAY = 3;
export const NEWSLETTER_MAILS_PER_IP_PER_HOUR = 10;
