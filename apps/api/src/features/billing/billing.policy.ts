import { isStaff, Role, type InvoiceAudience } from '@routier/domain';
import type { InvoiceRow, UserRow } from '../../db/schema/index.js';

/** Whose invoices a list shows: a business's, a person's, or (staff) everyone's. */
export type InvoiceScope = { by: 'business' | 'user'; id: number } | { by: 'all' };

type Caller = Pick<UserRow, 'id' | 'role' | 'businessDetailsId'>;

/** The audience each role reads (spec §6: private users get private-customer invoices, dealers dealer invoices). */
const OWN_AUDIENCE: Partial<Record<number, InvoiceAudience>> = {
  [Role.Dealer]: 'dealers',
  [Role.PrivateUser]: 'individuals',
  [Role.TransportCompany]: 'transport-companies',
};

/**
 * The rows of a list a caller may see: staff everyone's; a dealer his business's (his own and his
 * sub-dealers' orders: he pays for them, and sub-dealers have no invoices menu); a private user his own; a
 * transport company its statements. Null: this list is not the caller's.
 */
export const invoiceScope = (user: Caller, audience: InvoiceAudience): InvoiceScope | null => {
  if (isStaff(user.role as Role)) return { by: 'all' };
  if (user.role === null || OWN_AUDIENCE[user.role] !== audience) return null;
  if (user.role === Role.PrivateUser) return { by: 'user', id: user.id };
  if (user.businessDetailsId !== null) return { by: 'business', id: user.businessDetailsId };
  return user.role === Role.Dealer ? { by: 'user', id: user.id } : null;
};

/** Whether a caller may open one invoice through a list's PDF route (the invoice must be of that list). */
export const canReadInvoice = (
  user: Caller,
  audience: InvoiceAudience,
  invoice: Pick<InvoiceRow, 'audience' | 'recipientUserId' | 'recipientBusinessId'>,
) => {
  if (invoice.audience !== audience) return false;
  const scope = invoiceScope(user, audience);
  if (!scope) return false;
  if (scope.by === 'all') return true;
  return scope.by === 'user' ? invoice.recipientUserId === scope.id : invoice.recipientBusinessId === scope.id;
};
