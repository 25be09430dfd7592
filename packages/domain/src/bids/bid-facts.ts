import { z } from 'zod';
import { centsToDollars } from '../orders/money.js';
import type { InsuranceStatus } from '../offers/insurance.js';

/**
 * What an admin weighs before accepting a bid (issue 19 §6), computed once here. Every comparison is like with
 * like: the bid is what the carrier asks before the fuel fee, the offer's carrier price before fuel is its
 * counterpart, and both get the order's fuel fee on top (the carrier's pay after fuel). The customer's fuel fee
 * passes through to the carrier, so the margin is the customer's price before fuel and taxes less the carrier's
 * pay before fuel.
 */
export type BidFactsInput = {
  bidCents: number;
  order: {
    /** the customer's price after discount and coupon, before fuel and taxes (null before pricing) */
    dealerPriceCents: number | null;
    /** the fuel fee the carrier is paid on top of its price */
    fuelFeeCents: number;
    /** the offer's carrier price before fuel (null when none was set) */
    initialTcPriceCents: number | null;
  };
  company: {
    rating: { average: number | null; count: number };
    /** jobs delivered, and of them those delivered on or before their due date */
    delivered: number;
    onTime: number;
    insurance: InsuranceStatus;
  };
};

export type BidVersusOffer = 'below' | 'equal' | 'above';

export type BidFactsCents = {
  customerPriceCents: number | null;
  fuelFeeCents: number;
  pay: { beforeFuelCents: number; afterFuelCents: number };
  offer: { beforeFuelCents: number; afterFuelCents: number } | null;
  /** the bid against the offer, on the same basis (the fuel fee is the same on both sides) */
  versusOffer: { compared: BidVersusOffer; differenceCents: number } | null;
  /** the customer's price less the carrier's pay, both before fuel; percent of the customer's price, 1 decimal */
  margin: { cents: number; percent: number | null } | null;
  rating: { average: number | null; count: number };
  onTime: { onTime: number; delivered: number; percent: number | null };
  insurance: InsuranceStatus;
};

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

export const bidFactsCents = ({ bidCents, order, company }: BidFactsInput): BidFactsCents => {
  const fuel = order.fuelFeeCents;
  const offer =
    order.initialTcPriceCents === null
      ? null
      : { beforeFuelCents: order.initialTcPriceCents, afterFuelCents: order.initialTcPriceCents + fuel };
  const difference = offer === null ? null : bidCents - offer.beforeFuelCents;
  const customer = order.dealerPriceCents;
  const marginCents = customer === null ? null : customer - bidCents;
  return {
    customerPriceCents: customer,
    fuelFeeCents: fuel,
    pay: { beforeFuelCents: bidCents, afterFuelCents: bidCents + fuel },
    offer,
    versusOffer:
      difference === null
        ? null
        : { compared: difference < 0 ? 'below' : difference > 0 ? 'above' : 'equal', differenceCents: difference },
    margin:
      marginCents === null || customer === null
        ? null
        : { cents: marginCents, percent: customer > 0 ? oneDecimal((marginCents / customer) * 100) : null },
    rating: {
      average: company.rating.count === 0 || company.rating.average === null ? null : oneDecimal(company.rating.average),
      count: company.rating.count,
    },
    onTime: {
      onTime: company.onTime,
      delivered: company.delivered,
      percent: company.delivered === 0 ? null : oneDecimal((company.onTime / company.delivered) * 100),
    },
    insurance: company.insurance,
  };
};

const payShape = z.object({ before_fuel: z.number(), after_fuel: z.number() });

/** The facts of a bid in the admin's responses (dollars). */
export const BidFactsSchema = z.object({
  customer_price: z.number().nullable(),
  fuel_fee: z.number(),
  carrier_pay: payShape,
  offer_pay: payShape.nullable(),
  versus_offer: z.object({ compared: z.enum(['below', 'equal', 'above']), difference: z.number() }).nullable(),
  margin: z.object({ amount: z.number(), percent: z.number().nullable() }).nullable(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  on_time: z.object({ on_time: z.number().int(), delivered: z.number().int(), percent: z.number().nullable() }),
  insurance: z.discriminatedUnion('state', [
    z.object({ state: z.literal('valid'), days_left: z.number().int() }),
    z.object({ state: z.literal('expired') }),
    z.object({ state: z.literal('missing') }),
  ]),
});
export type BidFacts = z.infer<typeof BidFactsSchema>;

const pay = (p: { beforeFuelCents: number; afterFuelCents: number }) => ({
  before_fuel: centsToDollars(p.beforeFuelCents),
  after_fuel: centsToDollars(p.afterFuelCents),
});

/** The facts in dollars, as the API answers them. */
export const bidFacts = (input: BidFactsInput): BidFacts => {
  const f = bidFactsCents(input);
  return {
    customer_price: f.customerPriceCents === null ? null : centsToDollars(f.customerPriceCents),
    fuel_fee: centsToDollars(f.fuelFeeCents),
    carrier_pay: pay(f.pay),
    offer_pay: f.offer === null ? null : pay(f.offer),
    versus_offer:
      f.versusOffer === null
        ? null
        : { compared: f.versusOffer.compared, difference: centsToDollars(f.versusOffer.differenceCents) },
    margin: f.margin === null ? null : { amount: centsToDollars(f.margin.cents), percent: f.margin.percent },
    rating: f.rating,
    on_time: { on_time: f.onTime.onTime, delivered: f.onTime.delivered, percent: f.onTime.percent },
    insurance: f.insurance,
  };
};
