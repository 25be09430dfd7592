import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

export const inspectionResolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.InspectionInputSchema));
