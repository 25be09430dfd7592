import { eq, sql, type SQL } from 'drizzle-orm';
import { orders, type UserRow } from '../../db/schema/index.js';

/**
 * Jobs a carrier user may list: those held by his transport company. Dispatchers share their
 * company's business_details_id; a user without a business holds no jobs.
 */
export const carrierJobsScope = (user: Pick<UserRow, 'businessDetailsId'>): SQL =>
  user.businessDetailsId === null ? sql`false` : eq(orders.carrierBusinessId, user.businessDetailsId);

/** The same scope with the company as a placeholder, for a statement built once (`key`) and filled (`values`). */
export const carrierJobsShape = (user: Pick<UserRow, 'businessDetailsId'>) =>
  user.businessDetailsId === null
    ? { scope: sql`false`, shape: { key: 'jobs:none', values: {} } }
    : {
        scope: eq(orders.carrierBusinessId, sql.placeholder('company')),
        shape: { key: 'jobs', values: { company: user.businessDetailsId } },
      };
