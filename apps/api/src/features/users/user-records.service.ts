import type { AdminAccountStatus, CurrentUser } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { AppDeps } from '../../app-deps.js';
import { presentCurrentUser } from './users.presenter.js';
import * as repo from './users.repository.js';

/**
 * The users, their businesses and discounts, for the other features (which never query these tables).
 * `deps.db` may be a transaction, so a caller can write a user together with its own rows.
 */
type DbDeps = { db: DbOrTx };

export type { AccountDetailJoin, AccountJoin, NewBusiness, NewDiscount, NewUser, UserPatch } from './users.repository.js';
export { ACCOUNT_TIE_BREAKER, ADMIN_ACCOUNT_SORTS } from './users.repository.js';

export const findUserById = ({ db }: DbDeps, id: number): Promise<UserRow | null> => repo.findUser(db, id);
export const findUserByEmail = ({ db }: DbDeps, email: string) => repo.findUserByEmail(db, email);
export const findPendingInvitation = ({ db }: DbDeps, email: string, businessDetailsId: number) =>
  repo.findPendingInvitation(db, email, businessDetailsId);
export const findUserBySocialSub = ({ db }: DbDeps, provider: 'google' | 'apple', sub: string) =>
  repo.findUserBySocialSub(db, provider, sub);
export const anyUserExists = ({ db }: DbDeps) => repo.anyUserExists(db);
export const countUsersWithEmails = ({ db }: DbDeps, emails: string[]) => repo.countUsersWithEmails(db, emails);
/** A subquery of the ids of live users (with that email, if given), for conditions on other tables. */
export const liveUserIds = ({ db }: DbDeps, email?: string) => repo.liveUserIds(db, email);

export const insertUser = ({ db }: DbDeps, values: repo.NewUser) => repo.insertUser(db, values);
export const insertUsers = ({ db }: DbDeps, values: repo.NewUser[]) => repo.insertUsers(db, values);
export const updateUser = ({ db }: DbDeps, id: number, patch: repo.UserPatch) => repo.updateUserRow(db, id, patch);
export const insertBusiness = ({ db }: DbDeps, values: repo.NewBusiness) => repo.insertBusiness(db, values);
export const insertDiscounts = ({ db }: DbDeps, values: repo.NewDiscount[]) => repo.insertDiscounts(db, values);
/** A business's discounts not expired yet, soonest expiry first. */
export const findCurrentDiscounts = ({ db }: DbDeps, businessId: number, now: Date) =>
  repo.findCurrentDiscounts(db, businessId, now);

export const accountsQuery = ({ db }: DbDeps, status: AdminAccountStatus, search?: string) =>
  repo.accountsQuery(db, status, search);
export const findAccount = ({ db }: DbDeps, id: number) => repo.findAccount(db, id);
export const findAccountDetail = ({ db }: DbDeps, id: number) => repo.findAccountDetail(db, id);
export const setAccountActive = ({ db }: DbDeps, id: number, active: boolean, now: Date) =>
  repo.setAccountActive(db, id, active, now);
export const setAccountRejected = ({ db }: DbDeps, id: number, reason: string, now: Date) =>
  repo.setAccountRejected(db, id, reason, now);

/** The operator's changes: a business or a user locked for the transaction, and a business's accounts. */
export const lockBusiness = ({ db }: DbDeps, id: number) => repo.lockBusiness(db, id);
export const lockLiveUser = ({ db }: DbDeps, id: number) => repo.lockLiveUser(db, id);
export const findBusinessMembers = ({ db }: DbDeps, businessId: number) => repo.findBusinessMembers(db, businessId);

/** A business by id, and its update (checkout fills a dealer's missing business details). */
export const findBusiness = ({ db }: DbDeps, id: number) => repo.findBusiness(db, id);
export const updateBusiness = ({ db }: DbDeps, id: number, patch: Partial<repo.NewBusiness>) =>
  repo.updateBusiness(db, id, patch);

/** Businesses of a kind whose expiry date (insurance) falls between two days (YYYY-MM-DD), both included. */
export const findBusinessesExpiringBetween = ({ db }: DbDeps, kind: number, from: string, to: string) =>
  repo.findBusinessesExpiringBetween(db, kind, from, to);

/** Are a business's details complete? (checkout asks for them otherwise) */
export { businessRowIsFilled } from './users.presenter.js';

/** A company's members of one role (drivers) and one member, with figures from another feature (load counts). */
export type { MemberFigures, MemberJoin } from './users.repository.js';
export { MEMBER_TIE_BREAKER, memberSorts } from './users.repository.js';
export const companyMembersQuery = ({ db }: DbDeps, businessId: number, role: number, figures: repo.MemberFigures) =>
  repo.companyMembersQuery(db, businessId, role, figures);
export const findMember = ({ db }: DbDeps, id: number, figures: repo.MemberFigures) => repo.findMember(db, id, figures);
/** A company's approved, not deleted members with these roles (load building lists its drivers). */
export const findActiveCompanyUsers = ({ db }: DbDeps, businessId: number, roles: number[]) =>
  repo.findActiveCompanyUsers(db, businessId, roles);
/** A company's drivers who can drive a load: active, joined, not deleted (the load builder's picker). */
export const findDriversWhoCanDrive = ({ db }: DbDeps, businessId: number) => repo.findDriversWhoCanDrive(db, businessId);
/** Role → how many approved, not deleted members a company has (the active-jobs statistics). */
export const countActiveCompanyUsers = ({ db }: DbDeps, businessId: number) => repo.countActiveCompanyUsers(db, businessId);
/** Role, names and business name of users (the authors of reviews). */
export const findUserNames = ({ db }: DbDeps, ids: number[]) => repo.findUserNames(db, ids);
/** Every approved, not deleted user with one of these roles (notifications tell the admins). */
export const findActiveUsersWithRoles = ({ db }: DbDeps, roles: number[]) => repo.findActiveUsersWithRoles(db, roles);
/** The not deleted members of companies with given roles, by id (the live channel's audience of an order). */
export const findMemberIds = ({ db }: DbDeps, groups: { businessId: number; roles: number[] }[]) =>
  repo.findMemberIds(db, groups);
export const findCarrierCompaniesServing = ({ db }: DbDeps, province: string, methods: number[]) =>
  repo.findCarrierCompaniesServing(db, province, methods);

/** The CurrentUser JSON of a user row (or id), with its business and current discounts. */
export const loadCurrentUser = async (
  deps: Pick<AppDeps, 'db' | 'storage' | 'clock'>,
  userOrId: UserRow | number,
): Promise<CurrentUser> => {
  const row = typeof userOrId === 'number' ? await repo.findUser(deps.db, userOrId) : userOrId;
  if (!row) throw new Error(`User ${String(userOrId)} not found`);
  const business = row.businessDetailsId ? await repo.findBusiness(deps.db, row.businessDetailsId) : null;
  const discounts = business ? await repo.findCurrentDiscounts(deps.db, business.id, deps.clock()) : [];
  return presentCurrentUser(row, business, discounts, deps.storage);
};

/** Subqueries of ids for the admin's order search: accounts by e-mail, name or business; businesses by name. */
/** The approved transport companies (the operator's carrier picker). */
export const findApprovedCarrierCompanies = ({ db }: DbDeps) => repo.findApprovedCarrierCompanies(db);
/** One approved transport company, or null (not one, not approved, suspended or deleted). */
export const findApprovedCarrierCompany = async ({ db }: DbDeps, id: number) =>
  (await repo.findApprovedCarrierCompanies(db, id))[0] ?? null;
export const userIdsMatching = ({ db }: DbDeps, text: string) => repo.userIdsMatching(db, text);
export const businessIdsMatching = ({ db }: DbDeps, text: string) => repo.businessIdsMatching(db, text);
export const findBusinessNames = ({ db }: DbDeps, ids: number[]) => repo.findBusinessNames(db, ids);
export type { UserNameRow } from './users.repository.js';
