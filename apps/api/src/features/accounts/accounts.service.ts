import {
  CarrierBusinessInputSchema,
  DealerBusinessInputSchema,
  OrderFiltersInputSchema,
  Role,
  savedOrderFilters,
  type AccountBusinessDetails,
  type FranchiseLocationInput,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { BusinessDetailsRow, UserRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/app-error.js';
import { findBusiness, updateBusiness, type NewBusiness } from '../users/user-records.service.js';
import { assertFranchiseDealer, assertOwnLocation, assertOwnsBusiness, assertReadsBusiness } from './accounts.policy.js';
import { presentAccountBusiness, presentFranchiseLocation, presentInsuranceFile } from './accounts.presenter.js';
import * as repo from './accounts.repository.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'env'>;

/** A business's franchise locations (not deleted), by name: the checkout offers them. */
export const findFranchiseLocations = ({ db }: { db: DbOrTx }, businessId: number) => repo.findFranchiseLocations(db, businessId);

/** Franchise locations written together (demo data). */
export const addFranchiseLocations = ({ db }: { db: DbOrTx }, values: repo.NewFranchiseLocation[]) =>
  repo.insertFranchiseLocations(db, values);

const loadBusiness = async (deps: Deps, businessId: number) => {
  const business = await findBusiness(deps, businessId);
  if (!business) throw notFound();
  return business;
};

const present = async (deps: Deps, business: BusinessDetailsRow): Promise<AccountBusinessDetails> => {
  const locations = await repo.findFranchiseLocations(deps.db, business.id);
  const files = business.kind === Role.TransportCompany ? await repo.findInsuranceFiles(deps.db, business.id) : [];
  return presentAccountBusiness(
    business,
    locations.map(presentFranchiseLocation),
    files.map((f) => presentInsuranceFile(deps, f)),
  );
};

/** GET /business-details/{id}: the caller's company, with its franchise locations and insurance files. */
export const getBusinessDetails = async (deps: Deps, user: UserRow, businessId: number) => {
  assertReadsBusiness(user, businessId);
  return present(deps, await loadBusiness(deps, businessId));
};

const dealerPatch = (body: unknown): Partial<NewBusiness> => {
  const v = DealerBusinessInputSchema.parse(body);
  return {
    name: v.name,
    address: v.address,
    city: v.city ?? null,
    province: v.province,
    zipCode: v.zip_code,
    lat: v.lat,
    lng: v.lng,
    email: v.email,
    phone: v.phone,
    dealerLicense: v.dealer_license,
    taxId: v.tax_id,
    type: v.type,
  };
};

const carrierPatch = (body: unknown): Partial<NewBusiness> => {
  const v = CarrierBusinessInputSchema.parse(body);
  return {
    name: v.name,
    address: v.address,
    city: v.city ?? null,
    province: v.province,
    zipCode: v.zip_code ?? null,
    lat: v.lat,
    lng: v.lng,
    email: v.email,
    phone: v.phone ?? null,
    cvor: v.cvor,
    usdot: v.usdot,
    iccmc: v.iccmc,
    insuranceCompanyName: v.insurance_company_name,
    policyNumber: v.policy_number,
    generalLiabilityCents: Math.round(v.general_liability * 100),
    cargoInsuranceCents: Math.round(v.cargo_insurance * 100),
    provinces: v.provinces,
    shippingMethods: v.shipping_methods,
  };
};

/** PUT /business-details/{id}: the form of the owner's kind (dealer or transport company), all or nothing. */
export const saveBusinessDetails = async (deps: Deps, user: UserRow, businessId: number, body: unknown) => {
  assertOwnsBusiness(user, businessId);
  const business = await loadBusiness(deps, businessId);
  const patch = business.kind === Role.Dealer ? dealerPatch(body) : carrierPatch(body);
  return present(deps, await updateBusiness(deps, businessId, { ...patch, updatedAt: deps.clock() }));
};

/** POST /business-details/update-filters/{id}: the saved order filters that narrow the offers board by default. */
export const saveOrderFilters = async (deps: Deps, user: UserRow, businessId: number, body: unknown) => {
  assertOwnsBusiness(user, businessId);
  const business = await loadBusiness(deps, businessId);
  if (business.kind !== Role.TransportCompany) throw notFound();
  const filters = savedOrderFilters(OrderFiltersInputSchema.parse(body));
  return present(deps, await updateBusiness(deps, businessId, { orderFilters: filters, updatedAt: deps.clock() }));
};

const locationValues = (v: FranchiseLocationInput) => ({
  name: v.name,
  address: v.address,
  city: v.city ?? null,
  province: v.province ?? null,
  zipCode: v.zip_code ?? null,
  lat: v.lat,
  lng: v.lng,
});

/** POST /franchise-location: a new location of the caller's Franchise dealership. */
export const createFranchiseLocation = async (deps: Deps, user: UserRow, body: FranchiseLocationInput) => {
  const business = assertFranchiseDealer(user, user.businessDetailsId ? await findBusiness(deps, user.businessDetailsId) : null);
  const [row] = await repo.insertFranchiseLocations(deps.db, [{ businessDetailsId: business.id, ...locationValues(body) }]);
  return presentFranchiseLocation(row);
};

/** PUT /franchise-location/{id}. */
export const updateFranchiseLocation = async (deps: Deps, user: UserRow, id: number, body: FranchiseLocationInput) => {
  const location = assertOwnLocation(user, await repo.findFranchiseLocation(deps.db, id));
  assertFranchiseDealer(user, await findBusiness(deps, location.businessDetailsId));
  return presentFranchiseLocation(await repo.updateFranchiseLocation(deps.db, location.id, locationValues(body)));
};

/** DELETE /franchise-location/{id}: soft, so orders billed to it keep their link. */
export const deleteFranchiseLocation = async (deps: Deps, user: UserRow, id: number) => {
  const location = assertOwnLocation(user, await repo.findFranchiseLocation(deps.db, id));
  assertFranchiseDealer(user, await findBusiness(deps, location.businessDetailsId));
  await repo.updateFranchiseLocation(deps.db, location.id, { deletedAt: deps.clock() });
  return { message: 'deleted' };
};
