import { z } from 'zod';
import { PROVINCES } from '../common/provinces.js';
import { MEMBER_STATUSES } from '../users/enums.js';
import { Role } from '../users/roles.js';

/**
 * A row of GET /dealers/view-subdealers and /transport-companies/view-dispatchers, and the answer of every
 * sub-account call (spec §3: id, user_id, full_name, email, status_name, title, provinces).
 */
export const SubAccountSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  role: z.enum(Role),
  full_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  status_name: z.enum(MEMBER_STATUSES),
  /** a sub-dealer's title (1–6); null for dispatchers */
  title: z.number().int().nullable(),
  /** a dispatcher's provinces; empty for sub-dealers */
  provinces: z.array(z.enum(PROVINCES)),
  deleted_at: z.string().nullable(),
});
export type SubAccount = z.infer<typeof SubAccountSchema>;
