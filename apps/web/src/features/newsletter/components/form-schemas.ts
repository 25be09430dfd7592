// Loaded apart from the page (see form-resolvers.ts): zod and the schema are not part of the first download.
export { NewsletterSignUpSchema } from '@routier/domain';
