import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { Role } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { cars, orders, type UserRow } from '../../db/schema/index.js';
import { driverLiveLoadIds } from '../loads/load-building.service.js';
import { findCitiesWhere, findVinsWhere } from '../orders/orders.service.js';
import { carrierJobsScope } from './jobs.policy.js';

const SUGGESTIONS = 10;

/**
 * What a carrier's suggestions are drawn from (decision 057): the jobs his company holds; a driver only the cars
 * and jobs of his own live loads. Never another company's.
 */
const jobsScope = (db: DbOrTx, user: UserRow, what: 'cars' | 'orders'): SQL => {
  const company = carrierJobsScope(user);
  if (user.role !== Role.Driver) return company;
  const mine = driverLiveLoadIds({ db }, user.id);
  return and(company, what === 'cars' ? inArray(cars.id, mine.carIds) : inArray(orders.id, mine.orderIds)) ?? sql`false`;
};

/** POST /orders/vin for a carrier: VINs of his jobs' cars starting with the text. */
export const suggestJobVins = (db: DbOrTx, user: UserRow, start: string) =>
  findVinsWhere({ db }, jobsScope(db, user, 'cars'), start.toUpperCase(), SUGGESTIONS);

/** POST /orders/locations: pickup and destination cities of the carrier's jobs containing the text. */
export const suggestJobCities = (db: DbOrTx, user: UserRow, text: string) =>
  findCitiesWhere({ db }, jobsScope(db, user, 'orders'), text, SUGGESTIONS);

/** The VIN route serves customers and carriers: who is asking. */
export const isJobsUser = (user: UserRow) =>
  user.role === Role.TransportCompany || user.role === Role.Dispatcher || user.role === Role.Driver;
