// Loaded apart from the wizard (see form-resolvers.ts): zod and the schemas are not part of the first download.
export { NewContactDetailsSchema } from '@routier/domain';
