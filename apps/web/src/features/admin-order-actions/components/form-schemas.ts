// Loaded apart from the page (see admin-order-actions.tsx): zod and the schemas are not part of the first download.
export {
  AssignCarrierInputSchema,
  CancelOrderInputSchema,
  ChangeDueDateInputSchema,
  HoldOrderInputSchema,
  RejectOrderInputSchema,
  ReleaseOrderInputSchema,
  RemoveCarrierInputSchema,
} from '@routier/domain';
