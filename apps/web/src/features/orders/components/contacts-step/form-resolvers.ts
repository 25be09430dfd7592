import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver';

export const contactDetailsResolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.NewContactDetailsSchema));
