import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

// zod and the schema are downloaded apart from the order page
export const rateOrderResolver = lazyZodResolver(() => import('@routier/domain').then((m) => m.RateOrderInputSchema));
