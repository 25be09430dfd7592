import {
  franchiseLocationLine,
  provinceSummary,
  moneyDollars,
  type AccountBusinessDetails,
  type AccountFranchiseLocation,
  type InsuranceFile,
  type InsuranceProposal,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { BusinessDetailsRow, FranchiseLocationRow, InsuranceFileRow, InsuranceProposalRow } from '../../db/schema/index.js';
import { signedFileUrl } from '../../platform/files/signed-url.js';
import { businessRowIsFilled } from '../users/user-records.service.js';

export const presentInsuranceProposal = (p: InsuranceProposalRow): InsuranceProposal => ({
  id: p.id,
  expiry_date: p.expiryDate,
  status: p.status,
  proposed_at: p.proposedAt.toISOString(),
  reviewed_at: p.reviewedAt?.toISOString() ?? null,
  refusal_reason: p.refusalReason,
});

export const presentFranchiseLocation = (l: FranchiseLocationRow): AccountFranchiseLocation => ({
  id: l.id,
  name: l.name,
  address: franchiseLocationLine({ ...l, zip_code: l.zipCode }),
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
