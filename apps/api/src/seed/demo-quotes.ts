import { ShippingMethod } from '@routier/domain';
import type { Tx } from '../db/client.js';
import { addQuote } from '../features/auto-dispatch/auto-dispatch.service.js';
import { findUserByEmail, insertBusiness } from '../features/users/user-records.service.js';
import type { DemoPeople } from './demo-users.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/**
 * Auto dispatch as a customer finds it: the dealer's Toronto → Calgary request with three quotes (Northern
 * Haul's, Prairie Express's, and an expired one from a third company); the sub-dealer's Québec → Montréal
 * request has none yet, for Northern Haul to quote.
 */
export const seedDemoQuotes = async (tx: Tx, people: DemoPeople, requestId: number | undefined, now: Date) => {
  if (requestId === undefined) return;
  // one query after the other: a transaction is one connection
  const carrier = await findUserByEmail({ db: tx }, 'carrier@routier.test');
  const carrier2 = await findUserByEmail({ db: tx }, 'carrier2@routier.test');
  const laurentides = await insertBusiness(
    { db: tx },
    {
      kind: 5,
      name: 'Transport Laurentides inc.',
      address: '2100 Boul. Dagenais O, Laval, QC H7L 5W9',
      city: 'Laval',
      province: 'QC',
      zipCode: 'H7L 5W9',
      email: 'repartition@laurentides.test',
      phone: '450-555-0190',
      shippingMethods: [ShippingMethod.HaulAway],
      provinces: ['QC', 'ON'],
    },
  );
  const common = { orderId: requestId, shippingMethod: ShippingMethod.HaulAway };
  await addQuote(
    { db: tx },
    {
      ...common,
      businessDetailsId: people.haul.id,
      userId: carrier?.id ?? null,
      pickupDate: day(now, 2),
      dropoffFrom: day(now, 7),
      dropoffTo: day(now, 9),
      carrierPriceCents: 215_000,
      availableTill: new Date(now.getTime() + 40 * HOUR),
      notes: 'Enclosed top deck for both cars at no extra charge.',
      createdAt: new Date(now.getTime() - 5 * HOUR),
    },
  );
  await addQuote(
    { db: tx },
    {
      ...common,
      businessDetailsId: carrier2?.businessDetailsId ?? people.haul.id,
      userId: carrier2?.id ?? null,
      pickupFrom: day(now, 2),
      pickupTo: day(now, 3),
      dropoffDate: day(now, 8),
      carrierPriceCents: 198_000,
      availableTill: new Date(now.getTime() + 30 * HOUR),
      notes: null,
      createdAt: new Date(now.getTime() - 3 * HOUR),
    },
  );
  await addQuote(
    { db: tx },
    {
      ...common,
      businessDetailsId: laurentides.id,
      userId: null,
      pickupDate: day(now, 1),
      dropoffDate: day(now, 7),
      carrierPriceCents: 189_000,
      availableTill: new Date(now.getTime() - 2 * HOUR),
      notes: 'Price valid for a pickup this week only.',
      createdAt: new Date(now.getTime() - 20 * HOUR),
    },
  );
};
