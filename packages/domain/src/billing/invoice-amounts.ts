import { orderBreakdown, type StoredOrderPrice } from '../pricing/price-breakdown.js';
import { taxTotalCents, type TaxLine } from '../taxes/province-taxes.js';

/** The order's money as it stands when the invoice is issued (cents): the orders table's price columns. */
export type CustomerInvoiceSource = Omit<StoredOrderPrice, 'discountBp' | 'discountCents' | 'couponId' | 'fuelFeeExcluded'> &
  Partial<Pick<StoredOrderPrice, 'discountBp' | 'discountCents' | 'couponId' | 'fuelFeeExcluded'>>;

/** A customer invoice's frozen amounts: every line rounded on its own, so the lines add up to the total. */
export type CustomerInvoiceAmounts = {
  /** the price before the dealer discount and the coupon */
  subtotalCents: number;
  discountBp: number | null;
  discountCents: number;
  fuelFeeCents: number;
  fuelFeeExcluded: boolean;
  couponCents: number;
  taxLines: TaxLine[];
  taxCents: number;
  totalCents: number;
};

/**
 * The invoice lines of an order are its price breakdown (the one the confirm step, the order page and the
 * confirmation e-mail show): the price, less the discount and the coupon, the fuel fee checkout charged and
 * each tax line; the total is the sum of the lines (the order's fuel fee later becomes what the carrier claims
 * with receipts, which is the carrier's statement's business, not the customer's).
 */
export const customerInvoiceAmounts = (o: CustomerInvoiceSource): CustomerInvoiceAmounts => {
  const b = orderBreakdown({
    discountBp: null,
    discountCents: null,
    couponId: null,
    fuelFeeExcluded: false,
    ...o,
    dealerPriceCents: o.dealerPriceCents ?? 0,
  })!;
  return {
    subtotalCents: b.subtotalCents,
    discountBp: b.discountBp,
    discountCents: b.discountCents,
    fuelFeeCents: b.fuelFeeCents,
    fuelFeeExcluded: b.fuelFeeExcluded,
    couponCents: b.coupon?.cents ?? 0,
    taxLines: b.taxLines,
    taxCents: taxTotalCents(b.taxLines),
    totalCents: b.totalCents,
  };
};

/** A dry-run invoice: the cancellation fee alone, taxes included (it is a share of the tax-inclusive total). */
export const dryRunInvoiceAmounts = (feeCents: number): CustomerInvoiceAmounts => ({
  subtotalCents: feeCents,
  discountBp: null,
  discountCents: 0,
  fuelFeeCents: 0,
  fuelFeeExcluded: false,
  couponCents: 0,
  taxLines: [],
  taxCents: 0,
  totalCents: feeCents,
});

export type CarrierStatementSource = {
  initialTcPriceCents: number | null;
  fuelFeeCents: number;
  performanceBonusCents: number;
  deliveredOnTime: boolean | null;
};

export type CarrierStatementAmounts = {
  tcPriceCents: number;
  fuelFeeCents: number;
  bonusCents: number;
  totalCents: number;
};

/** A carrier statement: the job's price, the fuel fee and the on-time bonus (only when delivered on time). */
export const carrierStatementAmounts = (o: CarrierStatementSource): CarrierStatementAmounts => {
  const tcPriceCents = o.initialTcPriceCents ?? 0;
  const bonusCents = o.deliveredOnTime ? o.performanceBonusCents : 0;
  return { tcPriceCents, fuelFeeCents: o.fuelFeeCents, bonusCents, totalCents: tcPriceCents + o.fuelFeeCents + bonusCents };
};
