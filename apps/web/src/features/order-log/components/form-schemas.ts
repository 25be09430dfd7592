// Loaded apart from the page (see message-schema.ts): zod and the schema are not part of the first download.
export { OrderLogMessageInputSchema } from '@routier/domain';
