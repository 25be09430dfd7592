import { z } from 'zod';
import { INSURANCE_PROPOSAL_STATES } from './accounts.types.js';

/** A franchise location with its address's parts, to edit it. */
export const AccountFranchiseLocationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  street: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  zip_code: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type AccountFranchiseLocation = z.infer<typeof AccountFranchiseLocationSchema>;

export const InsuranceFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path_url: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type InsuranceFile = z.infer<typeof InsuranceFileSchema>;

/** An expiry date a transport company proposed; it counts only once an admin approves it (docs/decisions/038). */
export const InsuranceProposalSchema = z.object({
  id: z.number().int(),
  expiry_date: z.string(),
  status: z.enum(INSURANCE_PROPOSAL_STATES),
  proposed_at: z.string(),
  reviewed_at: z.string().nullable(),
  refusal_reason: z.string().nullable(),
});
export type InsuranceProposal = z.infer<typeof InsuranceProposalSchema>;

/**
 * GET /insurance/files and the carrier's insurance calls: the certificates, the confirmed expiry (the date every
 * rule reads) and the latest proposal (pending, or the last one reviewed).
 */
export const InsuranceFilesSchema = z.object({
  data: z.array(InsuranceFileSchema),
  expiry_date: z.string().nullable(),
  proposal: InsuranceProposalSchema.nullable(),
});
export type InsuranceOverview = z.infer<typeof InsuranceFilesSchema>;

/** A business as both the checkout and the account pages read it. */
export const BusinessBaseSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.object({ abbreviation: z.string(), name: z.string(), tax_type: z.string() }).nullable(),
  zip_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  dealer_license: z.string().nullable(),
  tax_id: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  is_filled: z.boolean(),
  is_auction: z.boolean(),
  can_pay_with_invoice: z.boolean(),
});

/** GET and PUT /business-details/{id}: the checkout's fields plus every field of the business-details forms. */
export const AccountBusinessDetailsSchema = BusinessBaseSchema.extend({
  kind: z.number().int(),
  /** dealer type: 1 Independent, 2 Franchise */
  type: z.number().int().nullable(),
  /** the address's region code, Canadian or not (`province` is the Canadian province with its tax type) */
  province_code: z.string().nullable(),
  cvor: z.string().nullable(),
  usdot: z.string().nullable(),
  iccmc: z.string().nullable(),
  insurance_company_name: z.string().nullable(),
  policy_number: z.string().nullable(),
  general_liability: z.number().nullable(),
  cargo_insurance: z.number().nullable(),
  provinces: z.array(z.string()),
  shipping_methods: z.array(z.number().int()),
  order_filters: z.array(z.object({ category: z.enum(['enclosed', 'priority', 'snowbirds']), value: z.string() })),
  /** insurance expiry (YYYY-MM-DD) */
  expiry_date: z.string().nullable(),
  franchise_locations: z.array(AccountFranchiseLocationSchema),
  insurance_files: z.array(InsuranceFileSchema),
});
export type AccountBusinessDetails = z.infer<typeof AccountBusinessDetailsSchema>;
