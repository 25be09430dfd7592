import type { UserRow } from '../../db/schema/index.js';

/** A deleted account hears nothing, whatever ticket it kept; the rest is the events' own targeting. */
export const canOpenLiveChannel = (user: Pick<UserRow, 'deletedAt'>) => user.deletedAt === null;
