import { Role } from '@routier/domain';
import type { Tx } from '../db/client.js';
import { insertUsers, type NewUser } from '../features/users/user-records.service.js';

const DAY = 86_400_000;

type SubAccountsContext = {
  tx: Tx;
  now: Date;
  passwordHash: string;
  dealer: { id: number; businessDetailsId: number | null };
  carrier: { id: number; businessDetailsId: number | null };
};

/**
 * Maple Motors' sub-accounts and Northern Haul's dispatchers in every state the sub-accounts page shows, beside
 * the active subdealer@ and dispatcher@: one invited who has not chosen a password yet, one deactivated, one
 * removed; sub-dealers with their titles, dispatchers with their provinces.
 */
export const seedDemoSubAccounts = async ({ tx, now, passwordHash, dealer, carrier }: SubAccountsContext) => {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const joined = { passwordHash, newUser: false, locale: 'en', emailVerifiedAt: ago(40), createdAt: ago(40), active: true };
  const invited = { newUser: true, locale: 'en', createdAt: ago(3), active: true, invitationPending: true };
  const rows: NewUser[] = [
    // Maple Motors
    ...[
      { ...invited, email: 'subdealer.invited@routier.test', title: 5 },
      {
        ...joined,
        email: 'subdealer.inactive@routier.test',
        firstName: 'Lucas',
        lastName: 'Martin',
        phone: '416-555-0151',
        title: 2,
        active: false,
        deactivatedAt: ago(6),
      },
      {
        ...joined,
        email: 'subdealer.removed@routier.test',
        firstName: 'Hannah',
        lastName: 'Price',
        phone: '416-555-0152',
        title: 4,
        deletedAt: ago(12),
      },
    ].map((row) => ({ ...row, role: Role.SubDealer, businessDetailsId: dealer.businessDetailsId, parentId: dealer.id })),
    // Northern Haul
    ...[
      { ...invited, email: 'dispatcher.invited@routier.test', provinces: ['AB', 'BC'] },
      {
        ...joined,
        email: 'dispatcher.inactive@routier.test',
        firstName: 'Nathalie',
        lastName: 'Côté',
        phone: '514-555-0161',
        provinces: ['QC'],
        active: false,
        deactivatedAt: ago(8),
      },
      {
        ...joined,
        email: 'dispatcher.removed@routier.test',
        firstName: 'Owen',
        lastName: 'Grant',
        phone: '905-555-0162',
        provinces: ['ON'],
        deletedAt: ago(15),
      },
    ].map((row) => ({ ...row, role: Role.Dispatcher, businessDetailsId: carrier.businessDetailsId, parentId: carrier.id })),
  ];
  await insertUsers({ db: tx }, rows);
};
