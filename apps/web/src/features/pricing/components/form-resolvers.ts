import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

/** The quote request form: a choice, and a date when priority (spec §2). */
export const quoteRequestResolver = lazyZodResolver(() => import('./form-schemas').then((m) => m.QuoteRequestFormSchema));
