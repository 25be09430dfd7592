import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { Role } from '@routier/domain';
import { businessDetails } from '../db/schema/index.js';
import type { TestApp } from './build-test-app.js';
import { createOrderFactory } from './order-factory.js';

/** A signed-in user and the headers of his calls. */
export type TestSession = Awaited<ReturnType<TestApp['loginAs']>>;
type BusinessValues = Partial<typeof businessDetails.$inferInsert>;

/** Every business detail the confirm step asks for (spec §5): a business that has them pays without the form. */
export const FILLED_BUSINESS = {
  name: 'Garage Nord',
  address: '1 rue A',
  lat: 45.5,
  lng: -73.6,
  email: 'g@example.test',
  phone: '514-555-0100',
  zipCode: 'H3A 3G4',
  dealerLicense: 'DL-1',
  taxId: 'TX-1',
} satisfies BusinessValues;

/** Fills the user's business with the confirm step's details (and whatever else is given). */
export const fillBusiness = async (t: TestApp, who: TestSession, values: BusinessValues = {}) => {
  await t.db
    .update(businessDetails)
    .set({ ...FILLED_BUSINESS, ...values })
    .where(eq(businessDetails.id, who.user.businessDetailsId!));
};

/** A signed-in dealer whose business is filled, so checkout and auto dispatch take him as he is. */
export const loginFilledDealer = async (
  t: TestApp,
  options: { locale?: 'en' | 'fr'; business?: BusinessValues } = {},
): Promise<TestSession> => {
  const dealer = await t.loginAs(Role.Dealer, options.locale ? { locale: options.locale } : {});
  await fillBusiness(t, dealer, options.business);
  return dealer;
};

/**
 * Drafts that reach checkout through the pricing step, from one order factory (its order numbers follow on):
 * the order tests use its `factory` for their other orders.
 */
export const checkoutDrafts = (t: TestApp) => {
  const factory = createOrderFactory(t.deps);
  /** a bookable draft at the pricing step: Toronto to Montréal, 540.7 km, loads from 2026-11-23 */
  const draftAtPricing = (owner: TestSession) =>
    factory.createOrder(owner.user, { currentStep: 3, distanceKm: 540.7, startAt: '2026-11-23', bookable: true });

  /** A draft priced through the pricing step at a shipping method, ready for checkout. */
  const pricedDraft = async (owner: TestSession, method = 3) => {
    const order = await draftAtPricing(owner);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pricing-options/${order.id}`,
      headers: owner.headers,
      payload: { shipping_method: method },
    });
    expect(res.statusCode).toBe(200);
    return order;
  };

  /** A draft sent for carriers' quotes through the pricing step (flexible unless a deliver-by day is given). */
  const quotedDraft = async (owner: TestSession, neededBy: string | null = null) => {
    const order = await draftAtPricing(owner);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pricing-options/${order.id}/quotes`,
      headers: owner.headers,
      payload: { needed_by_date: neededBy },
    });
    expect(res.statusCode).toBe(200);
    return order;
  };

  return { factory, pricedDraft, quotedDraft };
};
