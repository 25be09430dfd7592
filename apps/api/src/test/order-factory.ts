import { formatOrderNumber, type OrderStatus } from '@routier/domain';
import type { AppDeps } from '../app-deps.js';
import { advanceDraftTo } from '../features/orders/order-status.service.js';
import { createLoad as addLoad, addVehicles } from '../features/loads/loads.service.js';
import { addCars, createOrder as createDraft, patchOrder, softDeleteOrder } from '../features/orders/orders.service.js';
import { saveOrderContacts } from '../features/orders/order-contacts.service.js';
import { type cars, type loads, type orders, type vehicles, type OrderAddress, type UserRow } from '../db/schema/index.js';

type OrderOverrides = Partial<typeof orders.$inferInsert> & {
  cars?: Partial<typeof cars.$inferInsert>[];
  /** ready to check out as the wizard leaves it: both contacts, the release form answered "no", a start date */
  bookable?: boolean;
};

/** A well-formed VIN (check digit included) for fixture cars. */
export const FIXTURE_VIN = 'WDBUF56X58B214907';
type LoadOverrides = Partial<typeof loads.$inferInsert> & { carIds?: number[] };

export const TORONTO: OrderAddress = {
  address: '1200 Bay St, Toronto, ON M5R 2A5',
  company: null,
  city: 'Toronto',
  sublocality: null,
  province: 'ON',
  country: 'CA',
  lat: 43.6707,
  lng: -79.3901,
  zip_code: 'M5R 2A5',
  place_id: null,
};
export const MONTREAL: OrderAddress = {
  address: '1000 Rue Sherbrooke O, Montréal, QC H3A 3G4',
  company: null,
  city: 'Montréal',
  sublocality: null,
  province: 'QC',
  country: 'CA',
  lat: 45.5048,
  lng: -73.5772,
  zip_code: 'H3A 3G4',
  place_id: null,
};

/** Orders, cars, vehicles and loads for API tests; each order is a minute older than the previous one unless given. */
export const createOrderFactory = ({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) => {
  let sequence = 0;

  const createOrder = async (owner: Pick<UserRow, 'id' | 'businessDetailsId'>, overrides: OrderOverrides = {}) => {
    const n = ++sequence;
    const { cars: carRows = [{}], status, deletedAt, bookable = false, ...values } = overrides;
    const today = clock().toISOString().slice(0, 10);
    const ready = bookable ? { releaseForm: false, startAt: values.startAt ?? today } : {};
    const origin = values.origin ?? TORONTO;
    const destination = values.destination ?? MONTREAL;
    const draft = await createDraft(
      { db },
      {
        orderNumber: formatOrderNumber(900000 + n),
        userId: owner.id,
        businessDetailsId: owner.businessDetailsId,
        fromCity: origin.city,
        toCity: destination.city,
        createdAt: new Date(clock().getTime() - n * 60_000),
        carsAmount: carRows.length || 1,
        ...ready,
        ...values,
        origin,
        destination,
      },
    );
    // Fixtures reach their status the way the product does: through the order lifecycle.
    let walked = (status && (await advanceDraftTo({ db, clock }, draft.id, status as OrderStatus))) || draft;
    // leaving draft clears the rejected mark (a resubmission): a fixture asked rejected keeps it
    if (values.isRejected && !walked.isRejected)
      walked = await patchOrder({ db }, walked, { isRejected: true, rejectComment: values.rejectComment ?? null });
    const order = deletedAt ? await softDeleteOrder({ db }, walked.id, deletedAt as Date) : walked;
    const carList = carRows.length
      ? await addCars(
          { db },
          carRows.map((c, i) => ({
            orderId: order.id,
            carNumber: i + 1,
            vin: FIXTURE_VIN,
            type: 1,
            make: 'Toyota',
            model: 'Camry',
            year: 2022,
            ...c,
          })),
        )
      : [];
    if (bookable)
      await saveOrderContacts(
        { db },
        order.id,
        owner.id,
        [
          { type: 'pickup', name: 'Ana Lopez', email: 'ana@example.test', phone: '416-555-0199', notes: null },
          { type: 'destination', name: 'Marc Roy', email: 'marc@example.test', phone: '514-555-0142', notes: null },
        ],
        clock(),
      );
    return { ...order, cars: carList };
  };

  const createVehicle = async (businessDetailsId: number, overrides: Partial<typeof vehicles.$inferInsert> = {}) =>
    (await addVehicles({ db }, [{ businessDetailsId, type: 2, licensePlate: `HT ${++sequence}`, capacity: 8, ...overrides }]))[0];

  const createLoad = async (orderId: number, overrides: LoadOverrides = {}) => {
    const { carIds = [], ...values } = overrides;
    return addLoad({ db }, { orderId, ...values }, carIds);
  };

  return { createOrder, createVehicle, createLoad };
};
