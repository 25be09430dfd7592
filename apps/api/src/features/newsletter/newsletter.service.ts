import {
  Msg,
  NEWSLETTER_COUPON_CENTS,
  NEWSLETTER_MAILS_PER_ADDRESS_PER_DAY,
  NEWSLETTER_MAILS_PER_IP_PER_HOUR,
  Role,
  type Locale,
  type NewsletterCheck,
  type NewsletterConfirmResult,
  type NewsletterSignUp,
  type NewsletterSignUpResult,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { NewsletterSignupRow, NewsletterSource, UserRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { hashToken } from '../../lib/tokens.js';
import { tooManyAttempts } from '../../platform/rate-limit/index.js';
import { countHit } from '../../platform/rate-limit/store.js';
import { issueCoupons } from '../coupons/coupons.service.js';
import { findUserByEmail, updateUser } from '../users/user-records.service.js';
import * as repo from './newsletter.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs'>;

/** The job that sends a confirmation link (newsletter.mail-job.ts). */
export const NEWSLETTER_MAIL_JOB = 'newsletter-mail';

/** Queues the confirmation e-mail of a subscription in the transaction that records the request. */
const enqueueConfirmationMail = ({ jobs }: Pick<AppDeps, 'jobs'>, tx: DbOrTx, signupId: number) =>
  jobs.enqueue(tx, NEWSLETTER_MAIL_JOB, { signupId });

/** The subscription a confirmation e-mail is for (the mail job reads it when it sends). */
export const findSignupForMail = ({ db }: Pick<AppDeps, 'db'>, id: number) => repo.findSignupById(db, id);

/** Keeps the SHA-256 of the token of the link being sent; the previous link stops working. */
export const setConfirmationToken = ({ db }: Pick<AppDeps, 'db'>, id: number, tokenHash: string, expiresAt: Date) =>
  repo.setToken(db, id, tokenHash, expiresAt);

/** Where a request comes from: recorded with the subscription, as consent must be provable (CASL). */
export type RequestContext = { ip: string | null; userAgent: string | null; locale: Locale };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The newsletter's $100 coupon is for dealers and sub-dealers (spec §6), one per business. */
const getsCoupon = (user: Pick<UserRow, 'role' | 'businessDetailsId'>) =>
  (user.role === Role.Dealer || user.role === Role.SubDealer) && user.businessDetailsId !== null;

type Claim = 'granted' | 'taken' | 'none';

/**
 * Gives the business of a dealer or sub-dealer its newsletter coupon, unless one of its users has it already:
 * 'taken' then. The claim row and the coupon are written in the caller's transaction.
 */
const claimCoupon = async (tx: DbOrTx, now: Date, user: UserRow, signupId: number): Promise<Claim> => {
  if (!getsCoupon(user)) return 'none';
  const claimId = await repo.claimBusinessCoupon(tx, {
    businessDetailsId: user.businessDetailsId!,
    userId: user.id,
    signupId,
    at: now,
  });
  if (claimId === null) return 'taken';
  const [coupon] = await issueCoupons({ db: tx }, [
    { userId: user.id, amountCents: NEWSLETTER_COUPON_CENTS, expiresAt: null, createdAt: now },
  ]);
  await repo.setClaimCoupon(tx, claimId, coupon.id);
  return 'granted';
};

/**
 * Confirmation e-mails are limited per address (so signing up someone else's address cannot flood it) and per
 * client address, counted in the database for every instance; 429 past either.
 */
const limitConfirmationMails = async (deps: Deps, email: string, ip: string | null) => {
  const now = deps.clock();
  const perAddress = await countHit(deps.db, `newsletter-mail:address:${email.toLowerCase()}`, DAY, now);
  if (perAddress.current > NEWSLETTER_MAILS_PER_ADDRESS_PER_DAY) throw tooManyAttempts(Math.ceil(perAddress.ttl / 1000));
  if (!ip) return;
  const perClient = await countHit(deps.db, `newsletter-mail:ip:${ip}`, HOUR, now);
  if (perClient.current > NEWSLETTER_MAILS_PER_IP_PER_HOUR) throw tooManyAttempts(Math.ceil(perClient.ttl / 1000));
};

/** Records the request of a pending subscription and queues its confirmation link, in one transaction. */
const requestConfirmation = async (
  deps: Deps,
  tx: DbOrTx,
  signup: NewsletterSignupRow,
  source: NewsletterSource,
  ctx: RequestContext,
) => {
  await repo.noteRequest(tx, signup.id, { locale: ctx.locale, source, requestedIp: ctx.ip, at: deps.clock() });
  await enqueueConfirmationMail(deps, tx, signup.id);
};

const PENDING: NewsletterSignUpResult = {
  message: 'newsletter.confirmation_sent',
  status: 'pending',
  coupon: false,
  coupon_already_claimed: false,
};

/**
 * GET /newsletter/check: whether an email's subscription is confirmed (a pending one is not), or its account
 * is flagged; the registration form then forces its opt-in on.
 */
export const checkNewsletter = async (deps: Pick<AppDeps, 'db'>, email: string): Promise<NewsletterCheck> => {
  const [signup, user] = await Promise.all([repo.findSignup(deps.db, email), findUserByEmail(deps, email)]);
  return { has_newsletter_flag: Boolean(signup?.confirmedAt) || (user?.hasNewsletterFlag ?? false) };
};

/**
 * POST /newsletter/sign-up (docs/decisions/039). A visitor's address gets a pending subscription and a
 * confirmation link, nothing else. A signed-in user signs up his own account e-mail: verified, it is confirmed at
 * once (the account proves he owns it) and a dealer or sub-dealer claims the coupon of his business; not
 * verified, he gets the link like anyone.
 */
export const signUpToNewsletter = async (
  deps: Deps,
  caller: UserRow | null,
  input: NewsletterSignUp,
  ctx: RequestContext,
): Promise<NewsletterSignUpResult> => {
  if (caller?.emailVerifiedAt) return signUpOwnAddress(deps, caller, ctx);
  const email = caller?.email ?? input.email;
  const known = await repo.findSignup(deps.db, email);
  if (known?.confirmedAt && !caller) throw fieldError('email', 'newsletterAlreadySignedUp');
  await limitConfirmationMails(deps, email, ctx.ip);
  const locale = caller && (caller.locale === 'en' || caller.locale === 'fr') ? caller.locale : ctx.locale;
  await deps.db.transaction(async (tx) => {
    const signup = await repo.lockSignup(tx, {
      email,
      locale,
      source: caller ? 'account' : 'page',
      requestedIp: ctx.ip,
      at: deps.clock(),
    });
    await requestConfirmation(deps, tx, signup, caller ? 'account' : 'page', { ...ctx, locale });
  });
  return PENDING;
};

const signUpOwnAddress = (deps: Deps, user: UserRow, ctx: RequestContext): Promise<NewsletterSignUpResult> => {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const signup = await repo.lockSignup(tx, {
      email: user.email,
      locale: user.locale,
      source: 'account',
      requestedIp: ctx.ip,
      at: now,
    });
    const confirmsNow = !signup.confirmedAt;
    if (confirmsNow) await repo.confirmSignup(tx, signup.id, { at: now, ip: ctx.ip, userAgent: ctx.userAgent, proof: 'account' });
    await updateUser({ db: tx }, user.id, { hasNewsletterFlag: true });
    const claim = await claimCoupon(tx, now, user, signup.id);
    if (!confirmsNow && claim !== 'granted') throw fieldError('email', 'newsletterAlreadySignedUp');
    return {
      message: 'newsletter.signed_up',
      status: 'confirmed',
      coupon: claim === 'granted',
      coupon_already_claimed: claim === 'taken',
    };
  });
};

/**
 * POST /newsletter/confirm: the link sent to the address, single use. Records when, from where and how consent
 * was given; the account with that e-mail is flagged and, a dealer or sub-dealer, claims his business's coupon.
 */
export const confirmNewsletter = (deps: Deps, token: string, ctx: RequestContext): Promise<NewsletterConfirmResult> => {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const signup = await repo.spendToken(tx, hashToken(token), now);
    if (!signup) throw fieldError('token', Msg.newsletterLinkInvalid);
    if (!signup.confirmedAt)
      await repo.confirmSignup(tx, signup.id, { at: now, ip: ctx.ip, userAgent: ctx.userAgent, proof: 'link' });
    const user = await findUserByEmail({ db: tx }, signup.email);
    let claim: Claim = 'none';
    if (user && !user.deletedAt) {
      await updateUser({ db: tx }, user.id, { hasNewsletterFlag: true });
      claim = await claimCoupon(tx, now, user, signup.id);
    }
    return { message: 'newsletter.confirmed', coupon: claim === 'granted', coupon_already_claimed: claim === 'taken' };
  });
};

/**
 * The opt-in of a new dealer's registration. An account e-mail already verified (a Google or Apple sign-in) counts
 * as the owner's consent: confirmed at once, with the coupon. An address confirmed earlier by its link flags the
 * account. Otherwise a pending subscription and its confirmation link (flag and coupon come with the link).
 */
export const optInAtRegistration = async (deps: Deps, tx: DbOrTx, user: UserRow, ctx: Pick<RequestContext, 'ip'>) => {
  const now = deps.clock();
  const signup = await repo.lockSignup(tx, {
    email: user.email,
    locale: user.locale,
    source: 'registration',
    requestedIp: ctx.ip,
    at: now,
  });
  if (user.emailVerifiedAt && !signup.confirmedAt)
    await repo.confirmSignup(tx, signup.id, { at: now, ip: ctx.ip, userAgent: null, proof: 'account' });
  if (user.emailVerifiedAt || signup.confirmedAt) {
    await updateUser({ db: tx }, user.id, { hasNewsletterFlag: true });
    if (user.emailVerifiedAt) await claimCoupon(tx, now, user, signup.id);
    return;
  }
  await requestConfirmation(deps, tx, signup, 'registration', {
    ip: ctx.ip,
    userAgent: null,
    locale: user.locale === 'fr' ? 'fr' : 'en',
  });
};

/** A subscription recorded without a request (demo data): confirmed, as by its link. */
export const addConfirmedSubscription = async (deps: Pick<AppDeps, 'db'>, email: string, locale: Locale, at: Date) => {
  const signup = await repo.lockSignup(deps.db, { email, locale, source: 'registration', requestedIp: null, at });
  await repo.confirmSignup(deps.db, signup.id, { at, ip: null, userAgent: null, proof: 'link' });
};
