import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const schemas = () => import('./form-schemas');

const resolvers = [false, true].map((needsBusiness) =>
  lazyZodResolver(() => schemas().then((m) => m.checkoutFormSchema(needsBusiness, new Date()))),
);

export const checkoutResolver = (needsBusiness: boolean) => resolvers[Number(needsBusiness)]!;
