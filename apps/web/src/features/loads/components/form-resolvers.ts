import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

export const completeLoadResolver = (chargesFee: boolean) =>
  lazyZodResolver(() => import('./form-schemas').then((m) => m.completeLoadSchema(chargesFee)));
