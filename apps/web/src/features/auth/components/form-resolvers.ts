import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const schemas = () => import('./form-schemas');

export const loginResolver = lazyZodResolver(() => schemas().then((m) => m.LoginFormSchema));
export const forgotPasswordResolver = lazyZodResolver(() => schemas().then((m) => m.ForgotPasswordInputSchema));
export const resetPasswordResolver = lazyZodResolver(() => schemas().then((m) => m.ResetPasswordInputSchema));
export const setPasswordResolver = lazyZodResolver(() => schemas().then((m) => m.SetPasswordInputSchema));
/** The registration schema with and without the password fields (social sign-up has none). */
export const registerResolvers = {
  withPassword: lazyZodResolver(() => schemas().then((m) => m.makeRegisterFormSchema(true))),
  withoutPassword: lazyZodResolver(() => schemas().then((m) => m.makeRegisterFormSchema(false))),
};
