import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const schemas = () => import('./form-schemas');

const resolvers = [false, true].flatMap((guest) =>
  [false, true].flatMap((needsBusiness) =>
    [false, true].map((checkCard) =>
      lazyZodResolver(() => schemas().then((m) => m.checkoutFormSchema(needsBusiness, checkCard, new Date(), guest))),
    ),
  ),
);

/**
 * The form's resolver: with or without the business details, checking the card's fields (sandbox) or not
 * (Stripe), asking a guest's contact or not.
 */
export const checkoutResolver = (needsBusiness: boolean, checkCard: boolean, guest = false) =>
  resolvers[Number(guest) * 4 + Number(needsBusiness) * 2 + Number(checkCard)]!;
