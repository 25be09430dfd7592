import { z } from 'zod';

/** `:id` of a row: a positive integer that fits a PostgreSQL integer column (larger ones would be a 500). */
export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
