/** Where a proposed insurance expiry stands: waiting for an admin, confirmed, refused, or replaced by a newer one. */
export const INSURANCE_PROPOSAL_STATES = ['pending', 'approved', 'refused', 'replaced'] as const;
export type InsuranceProposalState = (typeof INSURANCE_PROPOSAL_STATES)[number];
