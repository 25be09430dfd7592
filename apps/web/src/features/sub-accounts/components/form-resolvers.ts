import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const schemas = () => import('./form-schemas');

export const inviteSubDealerResolver = lazyZodResolver(() => schemas().then((m) => m.SubDealerInviteInputSchema));
export const inviteDispatcherResolver = lazyZodResolver(() => schemas().then((m) => m.DispatcherInviteInputSchema));
export const subDealerTitleResolver = lazyZodResolver(() => schemas().then((m) => m.SubDealerTitleInputSchema));
export const dispatcherProvincesResolver = lazyZodResolver(() => schemas().then((m) => m.DispatcherProvincesInputSchema));
