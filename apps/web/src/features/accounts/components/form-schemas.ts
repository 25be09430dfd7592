// Loaded apart from the pages (see form-resolvers.ts): zod and the schemas are not part of the first download.
export {
  CarrierBusinessFormSchema,
  DealerBusinessFormSchema,
  FranchiseLocationFormSchema,
  InsuranceExpiryInputSchema,
} from '@routier/domain';
