import type { AppDeps } from '../app-deps.js';
import type { Tx } from '../db/client.js';
import { placeBid } from '../features/bids/bids.service.js';
import { markOfferSeen } from '../features/offers/offers.service.js';
import { findUserByEmail } from '../features/users/user-records.service.js';
import type { DemoPeople } from './demo-users.js';

/**
 * The load board as Northern Haul left it: every offer opened but the newest (highlighted, counted in the
 * header badge), and a pending bid on the Calgary → Vancouver one for the admin console.
 */
export const seedDemoOffers = async (
  deps: Pick<AppDeps, 'jobs' | 'clock'> & { db: Tx },
  people: DemoPeople,
  offers: { id: number; from: string }[],
) => {
  const opened = [...offers].sort((a, b) => b.id - a.id).slice(1);
  for (const { id } of opened) await markOfferSeen(deps, people.haul.id, id);
  const carrier = await findUserByEmail(deps, 'carrier@routier.test');
  const calgary = offers.find((o) => o.from === 'calgary')?.id;
  if (!carrier || calgary === undefined) return;
  const eta = new Date(deps.clock().getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
  await placeBid(deps, carrier, people.haul, calgary, { amount: 1_450, eta });
};
