import type { MemberStatus } from '../users/enums.js';
import type { Province } from '../common/provinces.js';
import type { Role } from '../users/roles.js';

/**
 * A row of GET /dealers/view-subdealers and /transport-companies/view-dispatchers, and the answer of every
 * sub-account call (spec §3: id, user_id, full_name, email, status_name, title, provinces).
 */
export type SubAccount = {
  id: number;
  user_id: number;
  role: Role;
  full_name: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string;
  status_name: MemberStatus;
  /** a sub-dealer's title (1–6); null for dispatchers */
  title: number | null;
  /** a dispatcher's provinces; empty for sub-dealers */
  provinces: Province[];
  deleted_at: string | null;
};
