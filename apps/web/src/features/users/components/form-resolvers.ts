import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const schemas = () => import('./form-schemas');

export const changePasswordResolver = lazyZodResolver(() => schemas().then((m) => m.ChangePasswordInputSchema));

const profileResolvers = [false, true].map((isPrivate) =>
  lazyZodResolver(() => schemas().then((m) => m.profileSchema(isPrivate))),
);
export const profileResolver = (isPrivate: boolean) => profileResolvers[Number(isPrivate)]!;

const personalInfoResolvers = [false, true].map((isDispatcher) =>
  lazyZodResolver(() => schemas().then((m) => m.personalInfoSchema(isDispatcher))),
);
export const personalInfoResolver = (isDispatcher: boolean) => personalInfoResolvers[Number(isDispatcher)]!;
