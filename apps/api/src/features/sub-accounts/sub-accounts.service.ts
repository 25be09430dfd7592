import { sql } from 'drizzle-orm';
import {
  DispatcherProvincesInputSchema,
  Msg,
  SUB_ACCOUNT_ROLES,
  SubDealerTitleInputSchema,
  type DispatcherInviteValues,
  type Paged,
  type SubAccount,
  type SubAccountKind,
  type SubAccountsQuery,
  type SubDealerInviteValues,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import { users, type BusinessDetailsRow, type UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { assertInvitationAllowed, enqueueInvitationEmail } from '../auth/password.service.js';
import { endAllSessions } from '../auth/tokens.service.js';
import {
  businessRowIsFilled,
  companyMembersQuery,
  findMember,
  findPendingInvitation,
  findUserByEmail,
  insertUser,
  MEMBER_TIE_BREAKER,
  memberSorts,
  updateUser,
  type MemberFigures,
  type UserPatch,
} from '../users/user-records.service.js';
import { isOwnSubAccount, managesSubAccounts } from './sub-accounts.policy.js';
import { presentSubAccount } from './sub-accounts.presenter.js';

type Deps = AppDeps;

/** Sub-accounts carry no load figures (the members query of the users feature asks for some). */
const NO_FIGURES: MemberFigures = { active: sql<number>`0`, completed: sql<number>`0` };

/** Rows without a name yet (invited, not joined) sort after the named ones either way. */
const SORTS = {
  ...memberSorts(NO_FIGURES),
  full_name: sql`nullif(lower(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))), '')`,
  title: users.title,
};

/** The spec's "provide business details" refusal: invitations need a filled business profile. */
export const BUSINESS_DETAILS_REQUIRED = 'account.business_details_required';

/** GET /dealers/view-subdealers, /transport-companies/view-dispatchers: the caller's business's, removed ones included. */
export const listSubAccounts = async (
  deps: Deps,
  caller: UserRow,
  kind: SubAccountKind,
  query: SubAccountsQuery,
  url: string,
): Promise<Paged<SubAccount>> => {
  if (!managesSubAccounts(caller, kind)) throw forbidden();
  const paged = await paginate({
    query: companyMembersQuery(deps, caller.businessDetailsId!, SUB_ACCOUNT_ROLES[kind].member, NO_FIGURES),
    sorts: SORTS,
    request: query,
    tieBreaker: MEMBER_TIE_BREAKER,
    url,
  });
  return mapPage(paged, (rows) => rows.map((r) => presentSubAccount(r.user)));
};

/** One of the caller's sub-accounts (removed ones too unless `live`); "not found" for anyone else's. */
const ownSubAccount = async (deps: Deps, caller: UserRow, kind: SubAccountKind, id: number, { live = true } = {}) => {
  const member = await findMember(deps, id, NO_FIGURES);
  if (!member || !isOwnSubAccount(caller, kind, member.user)) throw notFound();
  if (live && member.user.deletedAt) throw notFound();
  return member.user;
};

const save = async (deps: Deps, id: number, patch: UserPatch) =>
  presentSubAccount(await updateUser(deps, id, { ...patch, updatedAt: deps.clock() }));

const inviterName = (caller: UserRow, business: BusinessDetailsRow | null) =>
  business?.name || [caller.firstName, caller.lastName].filter(Boolean).join(' ') || null;

type InviteValues = { kind: 'subdealers'; input: SubDealerInviteValues } | { kind: 'dispatchers'; input: DispatcherInviteValues };

const kindFields = (values: InviteValues): UserPatch =>
  values.kind === 'subdealers' ? { title: values.input.title } : { provinces: values.input.provinces };

/**
 * POST /subdealers, POST /dispatchers: a sub-dealer (with his title) or a dispatcher (with his provinces) in the
 * caller's business, not verified until he chooses a password through the emailed link, which is queued in the
 * same transaction, in the inviter's language (the invitee's account starts in it). Refused until the business
 * details are filled. The invitation does not hold the address until accepted (see inviteDriver). Inviting again
 * one of the caller's sub-accounts who has not joined sends a new link; an address with an account, or another
 * pending invitation of this business, is refused. Invitations are limited per inviter and per address.
 */
export const inviteSubAccount = async (
  deps: Deps,
  caller: UserRow,
  business: BusinessDetailsRow | null,
  values: InviteValues,
): Promise<SubAccount> => {
  const { kind, input } = values;
  if (!managesSubAccounts(caller, kind)) throw forbidden();
  if (!business || !businessRowIsFilled(business)) throw new AppError('conflict', BUSINESS_DETAILS_REQUIRED);
  if (await findUserByEmail(deps, input.email)) throw fieldError('email', Msg.emailTaken);
  const existing = await findPendingInvitation(deps, input.email, business.id);
  if (existing && !(isOwnSubAccount(caller, kind, existing) && !existing.deletedAt)) throw fieldError('email', Msg.emailTaken);
  await assertInvitationAllowed(deps, caller.id, input.email);
  const user = await deps.db
    .transaction(async (tx) => {
      const member = existing
        ? await updateUser({ db: tx }, existing.id, { ...kindFields(values), updatedAt: deps.clock() })
        : await insertUser(
            { db: tx },
            {
              role: SUB_ACCOUNT_ROLES[kind].member,
              email: input.email,
              businessDetailsId: caller.businessDetailsId,
              parentId: caller.id,
              ...kindFields(values),
              active: true,
              newUser: true,
              locale: caller.locale,
              emailVerifiedAt: null,
              invitationPending: true,
            },
          );
      await enqueueInvitationEmail(deps, tx, member, { inviterName: inviterName(caller, business) });
      return member;
    })
    .catch((error: unknown) => {
      // the same business invited the same address at the same moment
      if (isUniqueViolation(error)) throw fieldError('email', Msg.emailTaken);
      throw error;
    });
  return presentSubAccount(user);
};

/** PUT /subdealers/{id} by the dealer: the title (the body is checked once the sub-dealer is known to be his). */
export const setSubDealerTitle = async (deps: Deps, caller: UserRow, id: number, body: unknown) => {
  await ownSubAccount(deps, caller, 'subdealers', id);
  return save(deps, id, { title: SubDealerTitleInputSchema.parse(body).title });
};

/** PUT /dealers/update-subdealer/{id}: the title, and the names and phone when sent. */
export const updateSubDealer = async (
  deps: Deps,
  caller: UserRow,
  id: number,
  input: { title: number; first_name?: string; last_name?: string; phone?: string },
) => {
  await ownSubAccount(deps, caller, 'subdealers', id);
  const patch: UserPatch = { title: input.title };
  if (input.first_name !== undefined) patch.firstName = input.first_name;
  if (input.last_name !== undefined) patch.lastName = input.last_name;
  if (input.phone !== undefined) patch.phone = input.phone;
  return save(deps, id, patch);
};

/** PUT /dispatchers/{id} by the transport company: the provinces (the body is checked once the dispatcher is known). */
export const setDispatcherProvinces = async (deps: Deps, caller: UserRow, id: number, body: unknown) => {
  await ownSubAccount(deps, caller, 'dispatchers', id);
  return save(deps, id, { provinces: DispatcherProvincesInputSchema.parse(body).provinces });
};

/** DELETE /subdealers/{id}, /dispatchers/{id}: signed out and unable to sign in; the row stays, greyed, with restore. */
export const removeSubAccount = async (deps: Deps, caller: UserRow, kind: SubAccountKind, id: number) => {
  await ownSubAccount(deps, caller, kind, id);
  const row = await save(deps, id, { deletedAt: deps.clock() });
  await endAllSessions(deps, id);
  return row;
};

/** PUT /subdealers/restore/{id}, /dispatchers/restore/{id}. */
export const restoreSubAccount = async (deps: Deps, caller: UserRow, kind: SubAccountKind, id: number) => {
  const member = await ownSubAccount(deps, caller, kind, id, { live: false });
  if (!member.deletedAt) return presentSubAccount(member);
  return save(deps, id, { deletedAt: null });
};

/**
 * Activate or deactivate one of the caller's sub-accounts: a deactivated one is signed out and cannot sign in
 * again (see subAccountSignInBlocked) until activated.
 */
export const setSubAccountActive = async (deps: Deps, caller: UserRow, kind: SubAccountKind, id: number, active: boolean) => {
  await ownSubAccount(deps, caller, kind, id);
  const now = deps.clock();
  const row = await save(deps, id, active ? { active, deactivatedAt: null } : { active, deactivatedAt: now });
  if (!active) await endAllSessions(deps, id);
  return row;
};
