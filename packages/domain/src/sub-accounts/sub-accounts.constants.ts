import { SUB_ACCOUNT_TITLES, type MemberStatus } from '../users/enums.js';
import { Role } from '../users/roles.js';

// Apart from the schemas: pages use these without downloading zod.

export type SubAccountTitle = (typeof SUB_ACCOUNT_TITLES)[number];
export const isSubAccountTitle = (v: unknown): v is SubAccountTitle =>
  typeof v === 'number' && (SUB_ACCOUNT_TITLES as readonly number[]).includes(v);

/** The two kinds of sub-account: a dealer's sub-dealers, a transport company's dispatchers. */
export const SUB_ACCOUNT_KINDS = ['subdealers', 'dispatchers'] as const;
export type SubAccountKind = (typeof SUB_ACCOUNT_KINDS)[number];

/** The owner's role and the sub-account's role of each kind. */
export const SUB_ACCOUNT_ROLES: Record<SubAccountKind, { owner: Role; member: Role }> = {
  subdealers: { owner: Role.Dealer, member: Role.SubDealer },
  dispatchers: { owner: Role.TransportCompany, member: Role.Dispatcher },
};

/** Which kind of sub-accounts a role manages (dealers their sub-dealers, transport companies their dispatchers). */
export const subAccountKindOf = (role: Role | null | undefined): SubAccountKind | null => {
  if (role === Role.Dealer) return 'subdealers';
  if (role === Role.TransportCompany) return 'dispatchers';
  return null;
};

/** Sub-accounts list sorts (spec: full_name ascending by default). */
export const SUB_ACCOUNTS_SORTS = ['full_name', 'email', 'status', 'title'] as const;
export type SubAccountsSort = (typeof SUB_ACCOUNTS_SORTS)[number];

export type SubAccountAction = 'activate' | 'deactivate' | 'delete' | 'restore';

/**
 * The actions a row offers (spec §2, §4): a removed row only restore; otherwise an inactive row activate, any
 * other deactivate, and every row remove.
 */
export const subAccountActions = (row: { status_name: MemberStatus; deleted_at: string | null }): SubAccountAction[] => {
  if (row.deleted_at) return ['restore'];
  return [row.status_name === 'inactive' ? 'activate' : 'deactivate', 'delete'];
};

/**
 * A sub-dealer or dispatcher whose owner (or an admin) deactivated the account cannot sign in at all; a driver
 * keeps his sign-in (he sees no loads) and other roles' deactivation is the admin's approval being withdrawn.
 */
export const subAccountSignInBlocked = (user: { role: number | null; active: boolean; deactivated: boolean }) =>
  (user.role === Role.SubDealer || user.role === Role.Dispatcher) && !user.active && user.deactivated;
