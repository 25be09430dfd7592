import { businessToday, Role, shiftIsoDay, UPCOMING_DAYS, type JobStatistics } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { liveLoadCarIds } from '../loads/load-building.service.js';
import { carrierJobCounts } from '../orders/orders.service.js';
import { countActiveCompanyUsers, findBusiness } from '../users/user-records.service.js';
import { countPendingQuoteRequests } from '../auto-dispatch/auto-dispatch.service.js';

const EMPTY: JobStatistics = {
  orders_in_progress: 0,
  pending_quote_requests: 0,
  late_orders: 0,
  unassigned_loads: 0,
  upcoming_delivery: 0,
  upcoming_pickups: 0,
  active_dispatchers: 0,
  active_drivers: 0,
};

/** The cards above a transport company's active jobs; days are Toronto's wall-clock days. */
export const jobStatistics = async ({ db, clock }: { db: DbOrTx; clock: () => Date }, user: UserRow): Promise<JobStatistics> => {
  if (user.businessDetailsId === null) return EMPTY;
  const today = businessToday(clock());
  const [counts, team, pendingQuotes] = await Promise.all([
    carrierJobCounts({ db }, user.businessDetailsId, {
      today,
      until: shiftIsoDay(today, UPCOMING_DAYS),
      assignedCarIds: liveLoadCarIds({ db }),
    }),
    countActiveCompanyUsers({ db }, user.businessDetailsId),
    findBusiness({ db }, user.businessDetailsId).then((b) => (b ? countPendingQuoteRequests({ db }, b) : 0)),
  ]);
  return {
    orders_in_progress: counts.inProgress,
    pending_quote_requests: pendingQuotes,
    late_orders: counts.late,
    unassigned_loads: counts.unassigned,
    upcoming_delivery: counts.upcomingDelivery,
    upcoming_pickups: counts.upcomingPickups,
    active_dispatchers: team.get(Role.Dispatcher) ?? 0,
    active_drivers: team.get(Role.Driver) ?? 0,
  };
};
