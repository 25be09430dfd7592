// Loaded apart from the page (see reject-account-form.tsx): zod and the schema are not part of the first download.
export { RejectAccountInputSchema } from '@routier/domain';
export { RefuseInsuranceInputSchema } from '@routier/domain';
export { AdminUserEditInputSchema, BusinessCouponInputSchema } from '@routier/domain';
