import { Role } from './roles.js';

/** The business fields that decide whether a business profile is complete. */
export type BusinessCompleteness = {
  kind: number;
  name: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
  email: string | null;
  phone: string | null;
  zip_code: string | null;
  dealer_license: string | null;
  tax_id: string | null;
  cvor: string | null;
  usdot: string | null;
  iccmc: string | null;
  insurance_company_name: string | null;
  policy_number: string | null;
  general_liability_cents: number | null;
  cargo_insurance_cents: number | null;
  provinces: readonly string[];
  shipping_methods: readonly number[];
};

const present = (v: string | null) => v !== null && v.trim() !== '';

/**
 * A business is "filled" when every field its business-details form requires is set: for all, name,
 * address with coordinates and email; dealers add postal code, phone, dealer license and tax id;
 * transport companies add CVOR, USDOT, ICC MC, insurance, a service region and a delivery type.
 */
export const isBusinessFilled = (b: BusinessCompleteness): boolean => {
  const common = present(b.name) && present(b.address) && b.lat !== null && b.lng !== null && present(b.email);
  if (!common) return false;
  if (b.kind === Role.Dealer) return present(b.zip_code) && present(b.phone) && present(b.dealer_license) && present(b.tax_id);
  return (
    present(b.cvor) &&
    present(b.usdot) &&
    present(b.iccmc) &&
    present(b.insurance_company_name) &&
    present(b.policy_number) &&
    b.general_liability_cents !== null &&
    b.cargo_insurance_cents !== null &&
    b.provinces.length > 0 &&
    b.shipping_methods.length > 0
  );
};
