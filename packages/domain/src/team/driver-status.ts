import type { MemberStatus } from '../users/enums.js';

export type MemberStatusFacts = {
  /** the company has not deactivated the member */
  active: boolean;
  /** the member chose a password from the invitation link (or signed in some other way) */
  joined: boolean;
};

/**
 * A driver's (or any invited team member's) status name, from the user row: inactive when deactivated,
 * email_sent while the invitation is not accepted yet, else active. Inactive gets "activate", the others
 * "deactivate" (spec §4).
 */
export const memberStatusName = ({ active, joined }: MemberStatusFacts): MemberStatus => {
  if (!active) return 'inactive';
  return joined ? 'active' : 'email_sent';
};

/** Which of activate / deactivate a member's row offers. */
export const memberToggleAction = (status: MemberStatus): 'activate' | 'deactivate' =>
  status === 'inactive' ? 'activate' : 'deactivate';
