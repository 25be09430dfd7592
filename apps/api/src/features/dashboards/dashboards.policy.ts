import { Role } from '@routier/domain';
import type { Access } from '../../plugins/auth.js';
import type { UserRow } from '../../db/schema/index.js';
import { customerOrdersScope, type CustomerScope } from '../orders/orders.policy.js';

/**
 * The dealer dashboard is the dealer's (his business's orders, his sub-dealers' included); a sub-dealer's
 * counts his own orders only (decision 031).
 * The transport company dashboard is the company owner's: dispatchers have no dashboard in their menu.
 * Neither route names a row: each reads the caller's own scope only.
 */
export const dealerAccess: Access = { roles: [Role.Dealer, Role.SubDealer] };
export const transportCompanyAccess: Access = { roles: [Role.TransportCompany], active: true };

/** Whose orders a dealer's dashboard counts: his business's (his own when he has no business yet); a sub-dealer's own. */
export const dealerScope = (user: UserRow): CustomerScope => customerOrdersScope(user);
