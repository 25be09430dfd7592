/** How the confirm step turns a new card into a token and authenticates a payment: the sandbox's or Stripe's. */
export type CardGateway = {
  tokenize: (holder: string) => Promise<{ token: string } | { field: 'card_number' | 'card_expiry' | 'card_cvc'; code: string }>;
  authenticate: (challenge: { payment_intent_id: string; client_secret: string }) => Promise<boolean>;
};
