import { DealerType, Role } from '@routier/domain';
import type { BusinessDetailsRow, FranchiseLocationRow, UserRow } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/app-error.js';

/** Who reads a business's details: its members (the checkout needs sub-dealers to; dispatchers work for it). */
export const BUSINESS_READERS = [Role.Dealer, Role.SubDealer, Role.TransportCompany, Role.Dispatcher] as const;
/** Who edits them: the owner account, dealer or transport company. */
export const BUSINESS_OWNERS = [Role.Dealer, Role.TransportCompany] as const;

/** GET /business-details/{id}: only the caller's own company. */
export const assertReadsBusiness = (user: UserRow, businessId: number) => {
  if (user.businessDetailsId !== businessId || !(BUSINESS_READERS as readonly number[]).includes(user.role ?? -1))
    throw forbidden();
};

/** PUT /business-details/{id} and its filters: the owner of that company only. */
export const assertOwnsBusiness = (user: UserRow, businessId: number) => {
  if (user.businessDetailsId !== businessId || !(BUSINESS_OWNERS as readonly number[]).includes(user.role ?? -1))
    throw forbidden();
};

/** Franchise locations belong to a Franchise dealer (spec §3 Business type). */
export const assertFranchiseDealer = (user: UserRow, business: BusinessDetailsRow | null): BusinessDetailsRow => {
  if (user.role !== Role.Dealer || !business || business.id !== user.businessDetailsId) throw forbidden();
  if (business.type !== DealerType.Franchise) throw forbidden();
  return business;
};

/** Another company's location is "not found", as if it did not exist. */
export const assertOwnLocation = (user: UserRow, location: FranchiseLocationRow | null): FranchiseLocationRow => {
  if (!location || location.businessDetailsId !== user.businessDetailsId) throw notFound();
  return location;
};
