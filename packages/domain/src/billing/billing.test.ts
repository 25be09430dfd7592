import { describe, expect, it } from 'vitest';
import { taxLines } from '../taxes/province-taxes.js';
import { AdminInvoicesQuerySchema, InvoiceExportQuerySchema, InvoicesQuerySchema } from './billing.schemas.js';
import { carrierStatementAmounts, customerInvoiceAmounts, dryRunInvoiceAmounts } from './invoice-amounts.js';
import { formatInvoiceNumber, parseInvoiceNumber } from './invoice-number.js';

describe('invoice numbers', () => {
  it('reads INV- or ST-, the year of issue and six digits at least', () => {
    expect(formatInvoiceNumber('customer', 2026, 123)).toBe('INV-2026-000123');
    expect(formatInvoiceNumber('carrier', 2027, 45)).toBe('ST-2027-000045');
    expect(formatInvoiceNumber('customer', 2026, 1_234_567)).toBe('INV-2026-1234567');
  });

  it('parses a number back, in any case, and refuses other text', () => {
    expect(parseInvoiceNumber('inv-2026-000123')).toEqual({ kind: 'customer', year: 2026, sequence: 123 });
    expect(parseInvoiceNumber('ST-2026-000045')).toEqual({ kind: 'carrier', year: 2026, sequence: 45 });
    expect(parseInvoiceNumber('RT-100101')).toBeNull();
    expect(parseInvoiceNumber('INV-26-1')).toBeNull();
  });
});

describe('invoice amounts', () => {
  it('adds the price, the fuel fee and each tax line (Quebec: GST and QST) into the total', () => {
    const lines = taxLines('QC', 50_000 + 2_500);
    const a = customerInvoiceAmounts({
      dealerPriceCents: 50_000,
      fuelFeeCents: 2_500,
      couponCents: 0,
      taxLines: lines,
      dealerPriceTvaCents: null,
    });
    expect(a.taxLines.map((l) => [l.kind, l.cents])).toEqual([
      ['GST', 2_625],
      ['QST', 5_237],
    ]);
    expect(a.taxCents).toBe(2_625 + 5_237);
    expect(a.totalCents).toBe(50_000 + 2_500 + 2_625 + 5_237);
  });

  it('shows the coupon as a deduction from the price before it, so the lines still add up', () => {
    const lines = taxLines('ON', 40_000);
    const a = customerInvoiceAmounts({
      dealerPriceCents: 40_000,
      fuelFeeCents: 0,
      couponCents: 10_000,
      taxLines: lines,
      dealerPriceTvaCents: 45_200,
    });
    expect(a.subtotalCents).toBe(50_000);
    expect(a.taxLines).toEqual([{ kind: 'HST', rate_pcm: 13_000, cents: 5_200 }]);
    expect(a.subtotalCents - a.couponCents + a.fuelFeeCents + a.taxCents).toBe(a.totalCents);
    expect(a.totalCents).toBe(45_200);
  });

  it('keeps the fuel fee checkout charged when the carrier later claims another one', () => {
    const lines = taxLines('ON', 50_000 + 2_500);
    const charged = 50_000 + 2_500 + lines[0].cents;
    const a = customerInvoiceAmounts({
      dealerPriceCents: 50_000,
      fuelFeeCents: 9_999,
      couponCents: 0,
      taxLines: lines,
      dealerPriceTvaCents: charged,
    });
    expect(a.fuelFeeCents).toBe(2_500);
    expect(a.totalCents).toBe(charged);
  });

  it('prints the order’s price breakdown: the dealer discount and the coupon under the undiscounted price', () => {
    const lines = taxLines('ON', 40_000 + 1_000);
    const charged = 40_000 + 1_000 + lines[0].cents;
    const a = customerInvoiceAmounts({
      dealerPriceCents: 40_000,
      discountBp: 1_000,
      discountCents: 5_556,
      couponId: 4,
      couponCents: 10_000,
      fuelFeeCents: 1_000,
      fuelFeeExcluded: false,
      taxLines: lines,
      dealerPriceTvaCents: charged,
    });
    expect(a).toMatchObject({ subtotalCents: 55_556, discountBp: 1_000, discountCents: 5_556, couponCents: 10_000 });
    expect(a.subtotalCents - a.discountCents - a.couponCents + a.fuelFeeCents + a.taxCents).toBe(a.totalCents);
    expect(a.totalCents).toBe(charged);
  });

  it('charges a dry run as the fee alone', () => {
    expect(dryRunInvoiceAmounts(6_500)).toMatchObject({ subtotalCents: 6_500, taxCents: 0, totalCents: 6_500 });
  });

  it('pays the carrier its price and fuel fee, and the bonus only when delivered on time', () => {
    const job = { initialTcPriceCents: 34_000, fuelFeeCents: 1_500, performanceBonusCents: 1_700 };
    expect(carrierStatementAmounts({ ...job, deliveredOnTime: true })).toEqual({
      tcPriceCents: 34_000,
      fuelFeeCents: 1_500,
      bonusCents: 1_700,
      totalCents: 37_200,
    });
    expect(carrierStatementAmounts({ ...job, deliveredOnTime: false }).totalCents).toBe(35_500);
  });
});

describe('invoice list queries', () => {
  it('sorts by completion date, newest first, on page 1 by default', () => {
    expect(InvoicesQuerySchema.parse({})).toEqual({ order_by: 'completed_at', order_direction: 'desc', page: 1 });
    expect(InvoicesQuerySchema.safeParse({ order_by: 'password' }).success).toBe(false);
    expect(AdminInvoicesQuerySchema.parse({ kind: 'individuals' }).kind).toBe('individuals');
    expect(AdminInvoicesQuerySchema.safeParse({ kind: 'drivers' }).success).toBe(false);
  });

  it('exports a period of real days, in order, at most 400 days long', () => {
    expect(InvoiceExportQuerySchema.parse({ from: '2026/01/01', to: '2026-03-31' })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      kind: 'dealers',
    });
    const errors = (q: object) => InvoiceExportQuerySchema.safeParse(q).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(errors({ from: '2026-02-30', to: '2026-03-01' })).toEqual([['from', 'invalidDate']]);
    expect(errors({ from: '2026-03-01', to: '2026-02-01' })).toEqual([['to', 'invalidValue']]);
    expect(errors({ from: '2024-01-01', to: '2026-01-01' })).toEqual([['to', 'invalidValue']]);
  });
});
