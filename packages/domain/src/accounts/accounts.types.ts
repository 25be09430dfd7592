import type { CheckoutBusinessDetails, FranchiseLocation } from '../checkout/checkout.types.js';
import type { SavedOrderFilter } from '../offers/offer-visibility.js';

/** A franchise location with its address's parts, to edit it. */
export type AccountFranchiseLocation = FranchiseLocation & {
  street: string;
  city: string | null;
  province: string | null;
  zip_code: string | null;
  lat: number | null;
  lng: number | null;
};

export type InsuranceFile = { id: number; name: string; path_url: string; mime_type: string; size: number; created_at: string };

/** Where a proposed insurance expiry stands: waiting for an admin, confirmed, refused, or replaced by a newer one. */
export const INSURANCE_PROPOSAL_STATES = ['pending', 'approved', 'refused', 'replaced'] as const;
export type InsuranceProposalState = (typeof INSURANCE_PROPOSAL_STATES)[number];

/** An expiry date a transport company proposed; it counts only once an admin approves it (docs/decisions/038). */
export type InsuranceProposal = {
  id: number;
  expiry_date: string;
  status: InsuranceProposalState;
  proposed_at: string;
  reviewed_at: string | null;
  refusal_reason: string | null;
};

/**
 * GET /insurance/files and the carrier's insurance calls: the certificates, the confirmed expiry (the date every
 * rule reads) and the latest proposal (pending, or the last one reviewed).
 */
export type InsuranceOverview = { data: InsuranceFile[]; expiry_date: string | null; proposal: InsuranceProposal | null };

/** GET /business-details/{id}: the checkout's fields plus every field of the business-details forms. */
export type AccountBusinessDetails = Omit<CheckoutBusinessDetails, 'franchise_locations'> & {
  kind: number;
  /** dealer type: 1 Independent, 2 Franchise */
  type: number | null;
  /** the address's region code, Canadian or not (`province` is the Canadian province with its tax type) */
  province_code: string | null;
  cvor: string | null;
  usdot: string | null;
  iccmc: string | null;
  insurance_company_name: string | null;
  policy_number: string | null;
  general_liability: number | null;
  cargo_insurance: number | null;
  provinces: string[];
  shipping_methods: number[];
  order_filters: SavedOrderFilter[];
  /** insurance expiry (YYYY-MM-DD) */
  expiry_date: string | null;
  franchise_locations: AccountFranchiseLocation[];
  insurance_files: InsuranceFile[];
};
