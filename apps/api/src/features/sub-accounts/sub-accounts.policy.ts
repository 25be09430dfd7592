import { SUB_ACCOUNT_ROLES, type SubAccountKind } from '@routier/domain';
import type { UserRow } from '../../db/schema/index.js';

type Caller = Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>;
type Member = Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>;

/** The owner of sub-accounts of this kind: a dealer (sub-dealers) or a transport company (dispatchers), with a business. */
export const managesSubAccounts = (caller: Caller, kind: SubAccountKind) =>
  caller.role === SUB_ACCOUNT_ROLES[kind].owner && caller.businessDetailsId !== null;

/**
 * A dealer manages only the sub-dealers of his business, a transport company only its dispatchers; anyone
 * else's (another business's, or another role in the same business) are "not found".
 */
export const isOwnSubAccount = (caller: Caller, kind: SubAccountKind, member: Member) =>
  managesSubAccounts(caller, kind) &&
  member.id !== caller.id &&
  member.role === SUB_ACCOUNT_ROLES[kind].member &&
  member.businessDetailsId === caller.businessDetailsId;
