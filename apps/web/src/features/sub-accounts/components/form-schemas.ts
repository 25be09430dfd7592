// Loaded apart from the page (see form-resolvers.ts): zod and the schemas are not part of the first download.
export {
  DispatcherInviteInputSchema,
  DispatcherProvincesInputSchema,
  SubDealerInviteInputSchema,
  SubDealerTitleInputSchema,
} from '@routier/domain';
