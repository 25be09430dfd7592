import { AuthMsg, Msg, Role, type AuthResponse, type Locale, type RegisterInput } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { fieldError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import {
  findUserByEmail,
  insertBusiness,
  insertUser,
  updateUser,
  type NewBusiness,
  type UserPatch,
} from '../users/user-records.service.js';
import { optInAtRegistration } from '../newsletter/newsletter.service.js';
import { enqueueAuthMail } from './auth.mail-job.js';
import { startSession } from './session.service.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

const hashOptional = async (password: string | undefined) => (password ? hashPassword(password) : null);

/** The business created with a dealer or transport company account. */
const businessFor = (input: RegisterInput): NewBusiness | null => {
  if (input.role === Role.Dealer) {
    return {
      kind: Role.Dealer,
      type: input.type,
      name: input.company,
      address: input.address,
      city: input.city,
      province: input.province,
      lat: input.lat,
      lng: input.lng,
      zipCode: input.postal_code,
      email: input.company_email,
      phone: input.company_phone,
      dealerLicense: input.dealer_license,
      taxId: input.tax_id,
    };
  }
  if (input.role === Role.TransportCompany) return { kind: Role.TransportCompany, shippingMethods: input.shipping_methods };
  return null;
};

/** The person's own fields, common to a new account and to completing a social sign-in. */
const personFields = async (tx: Tx, input: RegisterInput, passwordHash: string | null, now: Date): Promise<UserPatch> => {
  const business = businessFor(input);
  const businessDetailsId = business ? (await insertBusiness({ db: tx }, business)).id : null;
  return {
    role: input.role,
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    postalCode: input.role === Role.PrivateUser ? input.postal_code : null,
    // set once the address's owner confirms (docs/decisions/039)
    hasNewsletterFlag: false,
    businessDetailsId,
    ...(passwordHash ? { passwordHash } : {}),
    updatedAt: now,
  };
};

/** A dealer's newsletter opt-in: a confirmation link to the address (or the flag, when it is confirmed already). */
const newsletterOptIn = (deps: AppDeps, tx: Tx, user: UserRow, input: RegisterInput, ip: string | null) =>
  input.role === Role.Dealer && input.has_newsletter_flag ? optInAtRegistration(deps, tx, user, { ip }) : Promise.resolve();

const createAccount = async (deps: AppDeps, input: RegisterInput, locale: Locale, ip: string | null): Promise<UserRow> => {
  if (await findUserByEmail(deps, input.email)) throw fieldError('email', Msg.emailTaken);
  const passwordHash = await hashOptional(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await insertUser(
        { db: tx },
        {
          email: input.email,
          locale,
          active: false,
          ...(await personFields(tx, input, passwordHash, deps.clock())),
        },
      );
      await enqueueAuthMail(deps, tx, { kind: 'verify-email', userId: user.id });
      await newsletterOptIn(deps, tx, user, input, ip);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', Msg.emailTaken);
    throw error;
  }
};

/** A Google/Apple user without a role finishes registering: same form, password optional, same email. */
const completeSocialAccount = async (deps: AppDeps, user: UserRow, input: RegisterInput, ip: string | null): Promise<UserRow> => {
  if (input.email.toLowerCase() !== user.email.toLowerCase()) throw fieldError('email', AuthMsg.emailMismatch);
  const passwordHash = await hashOptional(input.password);
  return deps.db.transaction(async (tx) => {
    const updated = await updateUser({ db: tx }, user.id, await personFields(tx, input, passwordHash, deps.clock()));
    if (!updated.emailVerifiedAt) await enqueueAuthMail(deps, tx, { kind: 'verify-email', userId: user.id });
    await newsletterOptIn(deps, tx, updated, input, ip);
    return updated;
  });
};

/**
 * POST /auth/register. The new account waits for admin approval (active false) and for its email to be
 * verified; the verification email is queued with the account, and a worker sends it in the user's
 * language (a mail server that is down delays the email, never the registration).
 */
export const register = async (
  deps: AppDeps,
  input: RegisterInput,
  ctx: { locale: Locale; socialUser: UserRow | null; ip?: string | null },
): Promise<AuthResponse> => {
  const ip = ctx.ip ?? null;
  const user = ctx.socialUser
    ? await completeSocialAccount(deps, ctx.socialUser, input, ip)
    : await createAccount(deps, input, ctx.locale, ip);
  return startSession(deps, user);
};
