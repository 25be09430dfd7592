/** A carrier's bid on an order: pending, accepted by the admin, or declined. */
export const BidStatus = { Pending: 1, Accepted: 2, Declined: 3 } as const;
export type BidStatus = (typeof BidStatus)[keyof typeof BidStatus];
