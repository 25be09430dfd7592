import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

/** The chat form's rules (2 to 255 characters), downloaded apart from the page. */
export const messageResolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.OrderLogMessageInputSchema));
