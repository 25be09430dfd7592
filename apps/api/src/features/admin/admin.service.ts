import {
  isStaff,
  Msg,
  NotificationType,
  rolesWithinBusiness,
  Role,
  STAFF_ROLES,
  VIEW_AS_TTL_MINUTES,
  type AdminUserEditInput,
  type ViewAsSession,
  type AdminAccountDetail,
  type AdminAccountRow,
  type AdminAccountsQuery,
  type Paged,
  type RejectAccountInput,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { insuranceForReview } from '../accounts/insurance.service.js';
import { recordAudit } from '../audit/audit-records.service.js';
import { enqueueAuthMail } from '../auth/auth.mail-job.js';
import { endAllSessions, issueViewAsToken } from '../auth/tokens.service.js';
import { notify } from '../notifications/notifications.service.js';
import { assertCanDeactivate, assertCanViewAs } from './admin.policy.js';
import { presentAccount, presentAccountDetail } from './admin.presenter.js';
import {
  ACCOUNT_TIE_BREAKER,
  ADMIN_ACCOUNT_SORTS,
  accountsQuery,
  findAccount,
  findAccountDetail,
  findBusiness,
  findBusinessMembers,
  loadCurrentUser,
  lockLiveUser,
  updateUser,
  setAccountActive,
  setAccountRejected,
} from '../users/user-records.service.js';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'clock' | 'env' | 'storage'>;

/** Accounts for the approval console, newest first. */
export const listAccounts = async ({ db }: Deps, query: AdminAccountsQuery, url: string): Promise<Paged<AdminAccountRow>> => {
  const paged = await paginate({
    query: accountsQuery({ db }, query.status, query.search || undefined),
    sorts: ADMIN_ACCOUNT_SORTS,
    request: { order_by: 'created_at', order_direction: 'desc', page: query.page },
    tieBreaker: ACCOUNT_TIE_BREAKER,
    url,
  });
  return mapPage(paged, (rows) => rows.map(presentAccount));
};

const existingAccount = async (db: Deps['db'], id: number) => {
  const account = await findAccount({ db }, id);
  if (!account) throw notFound();
  return account;
};

/** One applicant's details: role, person, business, address, phone, email and registration date. */
export const getAccount = async (deps: Deps, id: number): Promise<AdminAccountDetail> => {
  const account = await findAccountDetail(deps, id);
  if (!account) throw notFound();
  return presentAccountDetail(account, await insuranceForReview(deps, account.business));
};

/**
 * Approves an account and tells its owner, in his language; approving an active account changes nothing. Approving
 * an account an operator deactivated reactivates it (he may sign in again), and the audit log records it.
 */
export const approveAccount = async (deps: Deps, admin: UserRow, id: number): Promise<AdminAccountRow> => {
  const account = await existingAccount(deps.db, id);
  if (account.user.active) return presentAccount(account);
  await deps.db.transaction(async (tx) => {
    await setAccountActive({ db: tx }, id, true, deps.clock());
    if (account.user.deactivatedAt && !account.user.rejectedAt) {
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: 'user_reactivate',
        subject: { type: 'user', id },
        before: { active: false },
        after: { active: true },
      });
    }
    // account mail is essential (never muted): sent as it is, beside the notification
    await enqueueAuthMail(deps, tx, { kind: 'account-approved', userId: id });
    await notify(tx, deps, { userIds: [id], type: NotificationType.AccountApproved });
  });
  return presentAccount(await existingAccount(deps.db, id));
};

/**
 * Deactivates an account and tells the user: his sessions end at once (live sockets included) and he cannot sign
 * in until an operator approves the account again. The audit log records it.
 */
export const deactivateAccount = async (deps: Deps, admin: UserRow, id: number): Promise<AdminAccountRow> => {
  const account = await existingAccount(deps.db, id);
  assertCanDeactivate(admin, id);
  if (account.user.active) {
    await deps.db.transaction(async (tx) => {
      await setAccountActive({ db: tx }, id, false, deps.clock());
      await endAllSessions(deps, id, tx);
      await enqueueAuthMail(deps, tx, { kind: 'account-deactivated', userId: id });
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: 'user_deactivate',
        subject: { type: 'user', id },
        before: { active: true },
        after: { active: false },
      });
    });
  }
  return presentAccount(await existingAccount(deps.db, id));
};

/**
 * Declines an application and mails the reason to the applicant in his language. An active account
 * is deactivated instead; rejecting a rejected account changes nothing and mails nothing.
 */
export const rejectAccount = async (deps: Deps, id: number, input: RejectAccountInput): Promise<AdminAccountRow> => {
  const account = await existingAccount(deps.db, id);
  if (account.user.active) throw new AppError('conflict', 'account.deactivate_instead');
  if (account.user.rejectedAt) return presentAccount(account);
  await deps.db.transaction(async (tx) => {
    await setAccountRejected({ db: tx }, id, input.reason, deps.clock());
    await enqueueAuthMail(deps, tx, { kind: 'account-rejected', userId: id, reason: input.reason });
    await notify(tx, deps, { userIds: [id], type: NotificationType.AccountRejected });
  });
  return presentAccount(await existingAccount(deps.db, id));
};

/** The roles a user may be given: staff among staff, others within the kind of their business. */
const rolesFor = async (deps: Deps, user: UserRow) => {
  if (isStaff(user.role as Role | null)) return STAFF_ROLES;
  const business = user.businessDetailsId ? await findBusiness(deps, user.businessDetailsId) : null;
  return rolesWithinBusiness(business?.kind ?? null);
};

/** A member's owner: the business's first dealer or transport company account (the roles that own one). */
const ownerOf = async (deps: Deps, user: UserRow) => {
  if (!user.businessDetailsId) return null;
  const members = await findBusinessMembers(deps, user.businessDetailsId);
  return members.find((m) => m.id !== user.id && (m.role === Role.Dealer || m.role === Role.TransportCompany)) ?? null;
};

type EditValues = { first_name: string | null; last_name: string | null; phone: string | null; role: number | null };
const editValuesOf = (u: UserRow): EditValues => ({
  first_name: u.firstName,
  last_name: u.lastName,
  phone: u.phone,
  role: u.role,
});

/**
 * PUT /admin/users/{id}: an operator corrects a user's name, phone and role within his business (a sub-account
 * role puts him under the business's owner). An operator keeps his own role. The audit log records the fields that
 * changed, before and after; saving the same values records nothing.
 */
export const editUser = async (deps: Deps, admin: UserRow, id: number, input: AdminUserEditInput): Promise<AdminAccountRow> => {
  await deps.db.transaction(async (tx) => {
    const user = await lockLiveUser({ db: tx }, id);
    if (!user) throw notFound();
    const allowed = await rolesFor({ ...deps, db: tx }, user);
    if (!allowed.includes(input.role as Role)) throw fieldError('role', Msg.invalidChoice);
    if (admin.id === id && input.role !== user.role) throw new AppError('forbidden', 'account.cannot_change_own_role');
    const before = editValuesOf(user);
    const after: EditValues = { first_name: input.first_name, last_name: input.last_name, phone: input.phone, role: input.role };
    const changed = (Object.keys(after) as (keyof EditValues)[]).filter((k) => before[k] !== after[k]);
    if (changed.length === 0) return;
    const subAccount = input.role === Role.SubDealer || input.role === Role.Dispatcher || input.role === Role.Driver;
    const parentId = subAccount ? ((await ownerOf({ ...deps, db: tx }, user))?.id ?? user.parentId) : null;
    await updateUser({ db: tx }, id, {
      firstName: input.first_name,
      lastName: input.last_name,
      phone: input.phone,
      role: input.role,
      ...(input.role === user.role || staffRole(input.role) ? {} : { parentId }),
      updatedAt: deps.clock(),
    });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'user_edit',
      subject: { type: 'user', id },
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, after[k]])),
    });
  });
  return presentAccount(await existingAccount(deps.db, id));
};

const staffRole = (role: number) => isStaff(role as Role);

/**
 * POST /admin/users/{id}/view-as: a read-only session of the user for the operator, 15 minutes long, recorded in the
 * audit log in the same transaction. The user's row stays locked until then, so a deactivation at the same moment
 * either comes first (refused here) or ends the new session with the others.
 */
export const viewAsUser = async (deps: Deps, admin: UserRow, id: number): Promise<ViewAsSession> => {
  const issued = await deps.db.transaction(async (tx) => {
    const user = await lockLiveUser({ db: tx }, id);
    if (!user) throw notFound();
    assertCanViewAs(user);
    const session = await issueViewAsToken(deps, tx, { userId: id, adminId: admin.id, ttlMinutes: VIEW_AS_TTL_MINUTES });
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'user_view_as',
      subject: { type: 'user', id },
      after: { read_only: true, minutes: VIEW_AS_TTL_MINUTES },
    });
    return { session, user };
  });
  return {
    token: issued.session.token,
    expires_at: issued.session.expiresAt.toISOString(),
    user: await loadCurrentUser(deps, issued.user),
  };
};
