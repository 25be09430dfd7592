import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const schemas = () => import('./form-schemas');

export const dealerBusinessResolver = lazyZodResolver(() => schemas().then((m) => m.DealerBusinessFormSchema));
export const carrierBusinessResolver = lazyZodResolver(() => schemas().then((m) => m.CarrierBusinessFormSchema));
export const franchiseLocationResolver = lazyZodResolver(() => schemas().then((m) => m.FranchiseLocationFormSchema));
export const insuranceExpiryResolver = lazyZodResolver(() => schemas().then((m) => m.InsuranceExpiryInputSchema));
