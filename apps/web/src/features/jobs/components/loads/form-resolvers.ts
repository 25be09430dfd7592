import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver';

export const createLoadResolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.CreateLoadFormSchema));
export const editLoadResolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.EditLoadFormSchema));
