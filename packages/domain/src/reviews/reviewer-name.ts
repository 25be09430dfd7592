import { Role } from '../users/roles.js';

export type Reviewer = {
  role: number | null;
  firstName: string | null;
  lastName: string | null;
  /** the business of the order (a dealer's, also on his sub-dealers' orders) */
  businessName: string | null;
};

const initialOf = (name: string | null) => {
  const first = name?.trim().charAt(0);
  return first ? `${first.toUpperCase()}.` : '';
};

/**
 * The name a transport company sees on a review (decision 030): a business customer (dealer or sub-dealer)
 * by the business's name, as the spec's `dealer_name`; a private person by first name and last initial,
 * so his full name never reaches a carrier. Null when nothing is known (the web says "A customer").
 */
export const reviewerName = (r: Reviewer): string | null => {
  const business = r.businessName?.trim();
  if ((r.role === Role.Dealer || r.role === Role.SubDealer) && business) return business;
  const first = r.firstName?.trim();
  if (!first) return null;
  const initial = initialOf(r.lastName);
  return initial ? `${first} ${initial}` : first;
};
