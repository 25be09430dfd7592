import type { AdminAccountRow, AdminAccountsQuery, Paged } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import { users, type UserRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { sendAccountApprovedEmail } from '../auth/auth.emails.js';
import { assertCanDeactivate } from './admin.policy.js';
import { presentAccount } from './admin.presenter.js';
import { ADMIN_ACCOUNT_SORTS, accountsQuery, findAccount, setAccountActive } from './admin.repository.js';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'env' | 'clock'>;

/** Accounts for the approval console, newest first. */
export const listAccounts = async ({ db }: Deps, query: AdminAccountsQuery, url: string): Promise<Paged<AdminAccountRow>> => {
  const paged = await paginate({
    query: accountsQuery(db, query.status, query.search || undefined),
    sorts: ADMIN_ACCOUNT_SORTS,
    request: { order_by: 'created_at', order_direction: 'desc', page: query.page },
    tieBreaker: users.id,
    url,
  });
  return mapPage(paged, (rows) => rows.map(presentAccount));
};

const existingAccount = async (db: Deps['db'], id: number) => {
  const account = await findAccount(db, id);
  if (!account) throw notFound();
  return account;
};

/** Approves an account and tells its owner, in his language; approving an active account changes nothing. */
export const approveAccount = async (deps: Deps, id: number): Promise<AdminAccountRow> => {
  const account = await existingAccount(deps.db, id);
  if (account.user.active) return presentAccount(account);
  await setAccountActive(deps.db, id, true, deps.clock());
  await sendAccountApprovedEmail(deps, account.user);
  return presentAccount(await existingAccount(deps.db, id));
};

/** Withdraws the approval: the user keeps signing in but sees the not-approved notice. */
export const deactivateAccount = async (deps: Deps, admin: UserRow, id: number): Promise<AdminAccountRow> => {
  const account = await existingAccount(deps.db, id);
  assertCanDeactivate(admin, id);
  if (account.user.active) await setAccountActive(deps.db, id, false, deps.clock());
  return presentAccount(await existingAccount(deps.db, id));
};
