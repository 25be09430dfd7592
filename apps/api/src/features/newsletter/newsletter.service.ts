import { NEWSLETTER_COUPON_CENTS, Role, type NewsletterSignUp } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { issueCoupons } from '../coupons/coupons.service.js';
import { findUserByEmail, updateUser } from '../users/user-records.service.js';
import * as repo from './newsletter.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The newsletter's $100 coupon is for dealers and sub-dealers (spec §6). */
const getsCoupon = (user: Pick<UserRow, 'role'> | null) => user?.role === Role.Dealer || user?.role === Role.SubDealer;

/**
 * GET /newsletter/check: whether an email is signed up already, on the newsletter page or by the
 * registration opt-in (registration then forces its opt-in on).
 */
export const checkNewsletter = async (deps: Deps, email: string): Promise<{ has_newsletter_flag: boolean }> => {
  const [signedUp, user] = await Promise.all([repo.isSignedUp(deps.db, email), findUserByEmail(deps, email)]);
  return { has_newsletter_flag: signedUp || (user?.hasNewsletterFlag ?? false) };
};

/**
 * POST /newsletter/sign-up: a signed-in user signs up his own email (the field is read-only for him). Each
 * email signs up once; the account behind it gets the newsletter flag and, a dealer or sub-dealer, a $100
 * coupon with no expiry, in the same transaction.
 */
export const signUpToNewsletter = async (deps: Deps, caller: UserRow | null, input: NewsletterSignUp) => {
  const email = caller?.email ?? input.email;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    if (!(await repo.insertSignup(tx, email, now))) throw fieldError('email', 'newsletterAlreadySignedUp');
    const user = caller ?? (await findUserByEmail({ db: tx }, email));
    let coupon = false;
    if (user) {
      await updateUser({ db: tx }, user.id, { hasNewsletterFlag: true });
      if (getsCoupon(user)) {
        await issueCoupons({ db: tx }, [
          { userId: user.id, amountCents: NEWSLETTER_COUPON_CENTS, expiresAt: null, createdAt: now },
        ]);
        coupon = true;
      }
    }
    return { message: 'newsletter.signed_up', coupon };
  });
};
