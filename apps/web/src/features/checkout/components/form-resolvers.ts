import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const schemas = () => import('./form-schemas');

const resolvers = [false, true].flatMap((needsBusiness) =>
  [false, true].map((checkCard) =>
    lazyZodResolver(() => schemas().then((m) => m.checkoutFormSchema(needsBusiness, checkCard, new Date()))),
  ),
);

/** The form's resolver: with or without the business details, checking the card's fields (sandbox) or not (Stripe). */
export const checkoutResolver = (needsBusiness: boolean, checkCard: boolean) =>
  resolvers[Number(needsBusiness) * 2 + Number(checkCard)]!;
