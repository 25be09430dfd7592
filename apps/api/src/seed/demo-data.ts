import { LoadProgress, OrderStatus } from '@routier/domain';
import type { AppDeps } from '../app-deps.js';
import type { Db, Tx } from '../db/client.js';
import type { OrderRow } from '../db/schema/index.js';
import { advanceDraftTo } from '../features/orders/order-status.service.js';
import { attachInvoiceCars } from '../features/billing/billing.service.js';
import { createLoad } from '../features/loads/loads.service.js';
import { addCars, createOrder } from '../features/orders/orders.service.js';
import { saveOrderContacts } from '../features/orders/order-contacts.service.js';
import { demoContacts, hasDemoContacts } from './demo-contacts.js';
import { anyUserExists, countUsersWithEmails } from '../features/users/user-records.service.js';
import { hashPassword } from '../lib/passwords.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.js';
import { isCompletedStatus, demoOrderValues } from './demo-order-values.js';
import { DEMO_ORDERS, type DemoOrder } from './demo-orders.js';
import { demoCar, modelIndex, type DemoCar } from './demo-vins.js';
import { seedDemoUsers, type DemoPeople } from './demo-users.js';
import { seedDemoLicence, seedDemoTeam } from './demo-team.js';
import { seedDemoSubAccounts } from './demo-sub-accounts.js';
import { seedDemoCheckout } from './demo-checkout.js';
import { seedLoadRecords } from './demo-inspections.js';
import { seedDemoOffers } from './demo-offers.js';
import { seedDemoQuotes } from './demo-quotes.js';
import { seedDemoOrderRequests } from './demo-order-requests.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoChangelog } from './demo-changelog.js';
import { seedDemoInsurance } from './demo-insurance.js';
import { addConfirmedSubscription } from '../features/newsletter/newsletter.service.js';
import { seedDemoReviews } from './demo-reviews.js';
import { DASHBOARD_HISTORY, seedDashboardRatings } from './demo-dashboard-history.js';
import { seedDemoCardPayments } from './demo-payments.js';

const HOUR = 3_600_000;

type SeededOrder = Awaited<ReturnType<typeof createOrder>>;

/** The models of an order's cars, the spec's model first when it names one; none while on the address step. */
const carsOf = (spec: DemoOrder, carSeq: { n: number }): DemoCar[] =>
  spec.step === 1
    ? []
    : Array.from({ length: spec.cars }, (_, c) =>
        c === 0 && spec.model ? demoCar(modelIndex(spec.model)) : demoCar(carSeq.n++),
      );

/** The order's cars (none while the customer is still on the address step), then its loads. */
const seedCarsAndLoads = async (
  deps: Pick<AppDeps, 'privateFiles'>,
  tx: Tx,
  spec: DemoOrder,
  order: SeededOrder,
  models: readonly DemoCar[],
  people: DemoPeople,
) => {
  if (models.length === 0) return;
  const transit = new Set((spec.loads ?? []).filter((l) => l.progress === LoadProgress.BeginTransport).flatMap((l) => l.cars));
  const delivered = new Set((spec.loads ?? []).filter((l) => l.progress === LoadProgress.OrderCompleted).flatMap((l) => l.cars));
  const [from, to] = [order.origin!, order.destination!];
  const rows = models.map((car, c) => ({
    orderId: order.id,
    carNumber: c + 1,
    ...car,
    isOperable: !spec.inoperable,
    enclosed: !!spec.enclosed,
    isDelivered: isCompletedStatus(spec.status) || delivered.has(c),
    lastPosition: transit.has(c) ? { lat: (from.lat + to.lat) / 2, lng: (from.lng + to.lng) / 2, address: null } : null,
  }));
  const inserted = (await addCars({ db: tx }, rows)).sort((a, b) => a.carNumber - b.carNumber);

  for (const [k, load] of (spec.loads ?? []).entries()) {
    const createdAt = new Date((order.acceptedByTcAt ?? order.createdAt).getTime() + (k + 1) * HOUR);
    const carIds = load.cars.map((c) => inserted[c].id);
    const row = await createLoad(
      { db: tx },
      {
        orderId: order.id,
        driverUserId: people.drivers[load.driver].id,
        vehicleId: load.vehicle === null ? null : people.vehicleIds[load.vehicle],
        status: load.status,
        progress: load.progress,
        origin: from,
        destination: to,
        dueDate: order.dueDate,
        createdAt,
      },
      carIds,
    );
    await seedLoadRecords(deps, tx, { ...row, driverUserId: people.drivers[load.driver].id }, carIds, createdAt);
  }
};

/** How many of the demo accounts (with their published password) exist in the database. */
export const countDemoAccounts = async (db: Db): Promise<number> => {
  return countUsersWithEmails(
    { db },
    DEMO_ACCOUNTS.map((a) => a.email),
  );
};

/**
 * Loads the demo accounts and orders into an empty database. Returns false when data already exists,
 * and always in production: accounts with a published password never exist there.
 */
export const loadDemoData = async (deps: AppDeps): Promise<boolean> => {
  if (deps.env.NODE_ENV === 'production') return false;
  if (await anyUserExists(deps)) return false;
  const now = deps.clock();
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await deps.db.transaction(async (tx) => {
    const people = await seedDemoUsers({ tx, now, passwordHash });
    await seedDemoTeam({ tx, now, passwordHash, businessDetailsId: people.haul.id, ownerId: people.carrier.id });
    await seedDemoSubAccounts({ tx, now, passwordHash, dealer: people.dealer, carrier: people.carrier });
    await seedDemoCheckout(tx, people, now);
    // the dealer opted in at registration and confirmed by the link; Maple Motors' coupon is still unclaimed
    await addConfirmedSubscription({ db: tx }, people.dealer.email, 'en', now);
    await seedDemoChangelog(tx, now);
    const specs = [...DEMO_ORDERS].sort((a, b) => b.daysAgo - a.daysAgo);
    const carSeq = { n: 0 };
    const offers: { id: number; from: string }[] = [];
    const orderIds: number[] = [];
    const demoOrders: OrderRow[] = [];
    let quotedRequest: number | undefined;
    for (const [i, spec] of specs.entries()) {
      const models = carsOf(spec, carSeq);
      const pricing = models.map((m) => ({ type: m.type, operable: !spec.inoperable }));
      const order = await createOrder({ db: tx }, demoOrderValues(spec, i, pricing, people, now));
      orderIds.push(order.id);
      demoOrders.push((await advanceDraftTo({ db: tx, clock: () => now }, order.id, spec.status)) ?? order);
      await seedCarsAndLoads(deps, tx, spec, order, models, people);
      // completed before its cars were added: their invoices get the cars now
      await attachInvoiceCars({ db: tx }, order.id);
      if (hasDemoContacts(spec.status) && order.userId !== null) {
        await saveOrderContacts({ db: tx }, order.id, order.userId, demoContacts(i), now);
      }
      if (spec.offer) offers.push({ id: order.id, from: spec.from });
      if (spec.autoDispatch && spec.owner === 'dealer' && spec.status === OrderStatus.AutoDispatchPending)
        quotedRequest = order.id;
    }
    // two years of deliveries behind the dashboards, numbered after today's orders
    const history = [];
    for (const [k, spec] of DASHBOARD_HISTORY.entries()) {
      const models = carsOf(spec, carSeq);
      const pricing = models.map((m) => ({ type: m.type, operable: true }));
      const order = await createOrder({ db: tx }, demoOrderValues(spec, specs.length + k, pricing, people, now));
      history.push((await advanceDraftTo({ db: tx, clock: () => now }, order.id, spec.status)) ?? order);
      await seedCarsAndLoads(deps, tx, spec, order, models, people);
    }
    await seedDashboardRatings(tx, history);
    await seedDemoCardPayments(tx, [...demoOrders, ...history]);
    await seedDemoOffers({ ...deps, db: tx, clock: () => now }, people, offers);
    await seedDemoOrderRequests(tx, orderIds, now);
    await seedDemoReviews(tx, orderIds, now);
    await seedDemoNotifications(tx, orderIds, now);
    await seedDemoQuotes(tx, people, quotedRequest, now);
  });
  await seedDemoLicence(deps);
  await seedDemoInsurance(deps);
  return true;
};
