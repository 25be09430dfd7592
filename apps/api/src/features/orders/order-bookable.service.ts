import { businessToday, assertBookable, type BookableOptions, type BookableOrder } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { findContactDetails, findReleaseFiles } from './order-contacts.repository.js';
import { findOrderCars } from './orders.repository.js';

type Deps = { db: DbOrTx; clock: () => Date };

/** The order's rows in the shape the domain's booking rule reads. */
const bookableOf = async (db: DbOrTx, order: OrderRow): Promise<BookableOrder> => {
  // one after the other: db may be a transaction
  const cars = await findOrderCars(db, order.id);
  const contacts = await findContactDetails(db, order.id);
  const files = await findReleaseFiles(db, order.id);
  return {
    from: order.origin,
    to: order.destination,
    start_at: order.startAt,
    cars: cars.map((c) => ({
      vin: c.vin,
      type: c.type,
      make: c.make,
      model: c.model,
      year: c.year,
      is_modified: c.isModified,
      comments: c.comments,
    })),
    contact_details: contacts,
    release_form: order.releaseForm,
    release_form_files: files,
  };
};

/**
 * The booking rule of the domain (assertBookable) on the order as stored: 422 with the field errors when a car,
 * a contact, the release form or the start date is missing or invalid. Every checkout and quote request calls it
 * before anything is written or charged.
 */
export const assertOrderBookable = async (
  deps: Deps,
  order: OrderRow,
  options: Omit<BookableOptions, 'today'> = {},
): Promise<void> => {
  const today = businessToday(deps.clock());
  const errors = assertBookable(await bookableOf(deps.db, order), { today, ...options });
  if (Object.keys(errors).length > 0) throw new AppError('validation', 'The given data was invalid.', errors);
};
