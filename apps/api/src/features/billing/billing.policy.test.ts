import { describe, expect, it } from 'vitest';
import { Role } from '@routier/domain';
import { canReadInvoice, invoiceScope } from './billing.policy.js';

describe('who reads which invoices', () => {
  const dealer = { id: 1, role: Role.Dealer, businessDetailsId: 7 };
  const privateUser = { id: 2, role: Role.PrivateUser, businessDetailsId: null };
  const carrier = { id: 3, role: Role.TransportCompany, businessDetailsId: 9 };
  const dispatcher = { id: 4, role: Role.Dispatcher, businessDetailsId: 9 };
  const accountant = { id: 5, role: Role.Accountant, businessDetailsId: null };

  it('scopes each list to its owner, and staff to everyone', () => {
    expect(invoiceScope(dealer, 'dealers')).toEqual({ by: 'business', id: 7 });
    expect(invoiceScope(privateUser, 'individuals')).toEqual({ by: 'user', id: 2 });
    expect(invoiceScope(carrier, 'transport-companies')).toEqual({ by: 'business', id: 9 });
    expect(invoiceScope(accountant, 'transport-companies')).toEqual({ by: 'all' });
    expect(invoiceScope(dealer, 'individuals')).toBeNull();
    expect(invoiceScope(dispatcher, 'transport-companies')).toBeNull();
    expect(invoiceScope({ ...dealer, businessDetailsId: null }, 'dealers')).toEqual({ by: 'user', id: 1 });
  });

  it("opens an invoice only through its own list's route", () => {
    const statement = { audience: 'transport-companies' as const, recipientUserId: 3, recipientBusinessId: 9 };
    expect(canReadInvoice(carrier, 'transport-companies', statement)).toBe(true);
    expect(canReadInvoice(carrier, 'transport-companies', { ...statement, recipientBusinessId: 8 })).toBe(false);
    expect(canReadInvoice(accountant, 'dealers', statement)).toBe(false);
    expect(canReadInvoice(accountant, 'transport-companies', statement)).toBe(true);
  });
});
