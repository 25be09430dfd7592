import {
  ForgotPasswordInputSchema,
  LoginInputSchema,
  makeRegisterFormSchema,
  ResetPasswordInputSchema,
  SetPasswordInputSchema,
} from '@routier/domain';

// Loaded apart from the pages (see form-resolvers.ts): zod and the schemas are not part of the first download.
export { ForgotPasswordInputSchema, makeRegisterFormSchema, ResetPasswordInputSchema, SetPasswordInputSchema };
export const LoginFormSchema = LoginInputSchema.pick({ email: true, password: true });
