import { activeJobsStatuses, type ActiveJobRow, type ActiveJobsFilter, type ActiveJobsQuery, type Paged } from '@routier/domain';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { mapPage, paginate } from '../../lib/paging.js';
import { carrierJobsShape } from './jobs.policy.js';
import { presentActiveJob } from './jobs.presenter.js';
import { ACTIVE_JOBS_SORT_COLUMNS, activeJobsQuery, ORDER_TIE_BREAKER } from '../orders/orders.service.js';

/** A transport company's jobs (its own or, for a dispatcher, his company's), filtered, searched, sorted and paged. */
export const listActiveJobs = async (
  db: DbOrTx,
  user: UserRow,
  filter: ActiveJobsFilter,
  query: ActiveJobsQuery,
  url: string,
): Promise<Paged<ActiveJobRow>> => {
  const paged = await paginate({
    query: activeJobsQuery(
      { db },
      {
        ...carrierJobsShape(user),
        statuses: activeJobsStatuses(filter),
        keyword: query.keyword || undefined,
        location: query.location || undefined,
      },
    ),
    sorts: ACTIVE_JOBS_SORT_COLUMNS,
    request: query,
    tieBreaker: ORDER_TIE_BREAKER,
    url,
    // counted a few pages ahead only, like the board: a busy carrier's page costs the same however many jobs
    capTotal: true,
  });
  return mapPage(paged, (rows) => rows.map(presentActiveJob));
};
