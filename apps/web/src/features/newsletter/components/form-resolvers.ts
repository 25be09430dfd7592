import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

export const newsletterResolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.NewsletterSignUpSchema));
