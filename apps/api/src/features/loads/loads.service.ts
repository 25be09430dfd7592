import type { DriverLoadRow, DriverLoadsQuery, Paged } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import { loads, type UserRow } from '../../db/schema/index.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { presentDriverLoad } from './loads.presenter.js';
import { carsOfLoads, DRIVER_LOADS_SORTS, driverLoadsQuery } from './loads.repository.js';

/** A driver's own loads, newest first. */
export const listDriverLoads = async (
  db: DbOrTx,
  driver: UserRow,
  query: DriverLoadsQuery,
  url: string,
): Promise<Paged<DriverLoadRow>> => {
  const paged = await paginate({
    query: driverLoadsQuery(db, driver.id),
    sorts: DRIVER_LOADS_SORTS,
    request: { order_by: 'created_at', order_direction: 'desc', page: query.page },
    tieBreaker: loads.id,
    url,
  });
  return mapPage(paged, async (rows) => {
    const cars = await carsOfLoads(
      db,
      rows.map((r) => r.load.id),
    );
    return rows.map((r) => presentDriverLoad(r, cars));
  });
};
