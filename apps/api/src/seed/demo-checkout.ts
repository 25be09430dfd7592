import type { Tx } from '../db/client.js';
import { addFranchiseLocations } from '../features/accounts/accounts.service.js';
import { issueCoupons } from '../features/coupons/coupons.service.js';
import type { DemoPeople } from './demo-users.js';

const DAY = 86_400_000;

/** What the confirm step offers the demo customers: coupons (one used up) and Maple Motors' two franchise locations. */
export const seedDemoCheckout = async (tx: Tx, people: DemoPeople, now: Date) => {
  await issueCoupons({ db: tx }, [
    { userId: people.dealer.id, amountCents: 10_000, expiresAt: new Date(now.getTime() + 60 * DAY), createdAt: now },
    { userId: people.dealer.id, amountCents: 2_500, expiresAt: null, createdAt: now },
    { userId: people.dealer.id, amountCents: 1_500, expiresAt: new Date(now.getTime() + 5 * 3_600_000), createdAt: now },
    { userId: people.dealer.id, amountCents: 5_000, usedAt: new Date(now.getTime() - 10 * DAY), createdAt: now },
    { userId: people.privateUser.id, amountCents: 5_000, expiresAt: new Date(now.getTime() + 30 * DAY), createdAt: now },
    { userId: people.privateUser.id, amountCents: 2_000, expiresAt: new Date(now.getTime() - 5 * DAY), createdAt: now },
  ]);
  await addFranchiseLocations({ db: tx }, [
    {
      businessDetailsId: people.maple.id,
      name: 'Maple Motors Mississauga',
      address: '100 City Centre Dr',
      city: 'Mississauga',
      province: 'ON',
      zipCode: 'L5B 2C9',
      lat: 43.5931,
      lng: -79.6425,
    },
    {
      businessDetailsId: people.maple.id,
      name: 'Maple Motors Hamilton',
      address: '1 Main St W',
      city: 'Hamilton',
      province: 'ON',
      zipCode: 'L8P 4R5',
      lat: 43.2557,
      lng: -79.8711,
    },
  ]);
};
