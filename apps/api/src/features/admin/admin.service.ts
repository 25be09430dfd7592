import {
  NotificationType,
  type AdminAccountDetail,
  type AdminAccountRow,
  type AdminAccountsQuery,
  type Paged,
  type RejectAccountInput,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { insuranceForReview } from '../accounts/insurance.service.js';
import { enqueueAuthMail } from '../auth/auth.mail-job.js';
import { endAllSessions } from '../auth/tokens.service.js';
import { notify } from '../notifications/notifications.service.js';
import { assertCanDeactivate } from './admin.policy.js';
import { presentAccount, presentAccountDetail } from './admin.presenter.js';
import {
  ACCOUNT_TIE_BREAKER,
  ADMIN_ACCOUNT_SORTS,
  accountsQuery,
  findAccount,
  findAccountDetail,
  setAccountActive,
  setAccountRejected,
} from '../users/user-records.service.js';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'clock' | 'env'>;

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

/** Approves an account and tells its owner, in his language; approving an active account changes nothing. */
export const approveAccount = async (deps: Deps, id: number): Promise<AdminAccountRow> => {
  const account = await existingAccount(deps.db, id);
  if (account.user.active) return presentAccount(account);
  await deps.db.transaction(async (tx) => {
    await setAccountActive({ db: tx }, id, true, deps.clock());
    // account mail is essential (never muted): sent as it is, beside the notification
    await enqueueAuthMail(deps, tx, { kind: 'account-approved', userId: id });
    await notify(tx, deps, { userIds: [id], type: NotificationType.AccountApproved });
  });
  return presentAccount(await existingAccount(deps.db, id));
};

/**
 * Withdraws the approval and tells the user: his sessions end at once (live sockets included); he may sign in
 * again but sees the not-approved notice.
 */
export const deactivateAccount = async (deps: Deps, admin: UserRow, id: number): Promise<AdminAccountRow> => {
  const account = await existingAccount(deps.db, id);
  assertCanDeactivate(admin, id);
  if (account.user.active) {
    await deps.db.transaction(async (tx) => {
      await setAccountActive({ db: tx }, id, false, deps.clock());
      await endAllSessions(deps, id, tx);
      await enqueueAuthMail(deps, tx, { kind: 'account-deactivated', userId: id });
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
