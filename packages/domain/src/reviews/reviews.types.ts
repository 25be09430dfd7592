/** The rating type of a customer rating the transport company that delivered his order. */
export const RatingType = { CustomerRatesCarrier: 1 } as const;
export type RatingType = (typeof RatingType)[keyof typeof RatingType];
