import { z } from 'zod';
import {
  provinceSummary,
  moneyDollars,
  type AccountBusinessDetails,
  type AccountFranchiseLocation,
  INSURANCE_PROPOSAL_STATES,
  type InsuranceFile,
  type InsuranceProposal,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { BusinessDetailsRow, FranchiseLocationRow, InsuranceFileRow, InsuranceProposalRow } from '../../db/schema/index.js';
import { signedFileUrl } from '../../platform/files/signed-url.js';
import { businessRowIsFilled } from '../users/user-records.service.js';

export const FranchiseLocationSchema = z.object({
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

export const InsuranceFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path_url: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export const InsuranceProposalSchema = z.object({
  id: z.number().int(),
  expiry_date: z.string(),
  status: z.enum(INSURANCE_PROPOSAL_STATES),
  proposed_at: z.string(),
  reviewed_at: z.string().nullable(),
  refusal_reason: z.string().nullable(),
});
/** The certificates, the confirmed expiry (the date every rule reads) and the latest proposal. */
export const InsuranceFilesSchema = z.object({
  data: z.array(InsuranceFileSchema),
  expiry_date: z.string().nullable(),
  proposal: InsuranceProposalSchema.nullable(),
});

export const presentInsuranceProposal = (p: InsuranceProposalRow): InsuranceProposal => ({
  id: p.id,
  expiry_date: p.expiryDate,
  status: p.status,
  proposed_at: p.proposedAt.toISOString(),
  reviewed_at: p.reviewedAt?.toISOString() ?? null,
  refusal_reason: p.refusalReason,
});

/** GET and PUT /business-details/{id}: the checkout's fields plus every field of the account forms. */
export const AccountBusinessDetailsSchema = z.object({
  id: z.number().int(),
  kind: z.number().int(),
  type: z.number().int().nullable(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.object({ abbreviation: z.string(), name: z.string(), tax_type: z.string() }).nullable(),
  province_code: z.string().nullable(),
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
  expiry_date: z.string().nullable(),
  franchise_locations: z.array(FranchiseLocationSchema),
  insurance_files: z.array(InsuranceFileSchema),
});

const oneLine = (l: FranchiseLocationRow) => [l.address, l.city, l.province, l.zipCode].filter(Boolean).join(', ');

export const presentFranchiseLocation = (l: FranchiseLocationRow): AccountFranchiseLocation => ({
  id: l.id,
  name: l.name,
  address: oneLine(l),
  street: l.address,
  city: l.city,
  province: l.province,
  zip_code: l.zipCode,
  lat: l.lat,
  lng: l.lng,
});

/** A stored certificate with a signed download URL (call only after the authorization check). */
export const presentInsuranceFile = (deps: Pick<AppDeps, 'env' | 'clock'>, f: InsuranceFileRow): InsuranceFile => ({
  id: f.id,
  name: f.fileName,
  path_url: signedFileUrl(deps, f.storageKey),
  mime_type: f.mimeType,
  size: f.sizeBytes,
  created_at: f.createdAt.toISOString(),
});

export const presentAccountBusiness = (
  b: BusinessDetailsRow,
  locations: AccountFranchiseLocation[],
  files: InsuranceFile[],
): AccountBusinessDetails => ({
  id: b.id,
  kind: b.kind,
  type: b.type,
  name: b.name,
  address: b.address,
  city: b.city,
  province: provinceSummary(b.province),
  province_code: b.province,
  zip_code: b.zipCode,
  phone: b.phone,
  email: b.email,
  dealer_license: b.dealerLicense,
  tax_id: b.taxId,
  lat: b.lat,
  lng: b.lng,
  is_filled: businessRowIsFilled(b),
  is_auction: b.isAuction,
  can_pay_with_invoice: b.canPayWithInvoice,
  cvor: b.cvor,
  usdot: b.usdot,
  iccmc: b.iccmc,
  insurance_company_name: b.insuranceCompanyName,
  policy_number: b.policyNumber,
  general_liability: moneyDollars(b.generalLiabilityCents),
  cargo_insurance: moneyDollars(b.cargoInsuranceCents),
  provinces: b.provinces,
  shipping_methods: b.shippingMethods,
  order_filters: b.orderFilters,
  expiry_date: b.expiryDate,
  franchise_locations: locations,
  insurance_files: files,
});
