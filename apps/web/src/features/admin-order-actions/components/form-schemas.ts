// Loaded apart from the page (see admin-order-actions.tsx): zod and the schemas are not part of the first download.
export {
  CancelOrderInputSchema,
  ChangeDueDateInputSchema,
  HoldOrderInputSchema,
  RejectOrderInputSchema,
  ReleaseOrderInputSchema,
} from '@routier/domain';
