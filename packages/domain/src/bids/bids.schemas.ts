import { z } from 'zod';
import { Msg } from '../common/validation.js';
import { dayBefore, parseEntryDate } from '../orders/car-rules.js';
import { directionField, orderByField, pageField } from '../lists/paging.js';
import { BidStatus } from '../jobs/carrier-order.types.js';

/** Largest bid accepted: $1,000,000 (far above any real transport price; keeps cents in an integer). */
export const MAX_BID_DOLLARS = 1_000_000;

/**
 * A bid amount as typed: "$1,250.50", "1250.5" or a number. The "$" prefix is dropped before parsing
 * (spec §5), thousands separators too; at most 2 decimals.
 */
export const parseBidAmount = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const s = value.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  return Number(s);
};

// typed as the form's text (or a number from the API): the transform reads anything and says what is wrong
const amountField = () =>
  z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || v === '' || v === '$') {
      ctx.addIssue({ code: 'custom', message: Msg.isRequired });
      return z.NEVER;
    }
    const n = parseBidAmount(v);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: Msg.invalidValue });
      return z.NEVER;
    }
    if (n < 0 || n > MAX_BID_DOLLARS || Math.round(n * 100) !== Math.round(n * 1e6) / 1e4) {
      ctx.addIssue({ code: 'custom', message: Msg.outOfRange });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  }) as unknown as z.ZodType<number, string | number>;

/** ETA: YYYY/MM/DD, YYYY.MM.DD or ISO (a full ISO instant keeps its day) → YYYY-MM-DD. */
const etaField = () =>
  z.unknown().transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) {
      ctx.addIssue({ code: 'custom', message: Msg.isRequired });
      return z.NEVER;
    }
    const day = typeof v === 'string' && v.length <= 40 ? parseEntryDate(v.trim().slice(0, 10)) : null;
    if (!day) {
      ctx.addIssue({ code: 'custom', message: Msg.invalidDate });
      return z.NEVER;
    }
    return day;
  }) as unknown as z.ZodType<string, string>;

/** POST /bids/{orderId}: amount in dollars, ETA day. `today` (YYYY-MM-DD) sets the "not before yesterday" rule. */
export const placeBidSchema = (today?: string) =>
  z.object({ amount: amountField(), eta: etaField() }).superRefine((bid, ctx) => {
    if (today && bid.eta < dayBefore(today)) ctx.addIssue({ code: 'custom', path: ['eta'], message: Msg.startDateTooEarly });
  });
// Built in a pure call: a bundle that uses only this module's constants leaves zod out.
export const PlaceBidSchema = /*#__PURE__*/ (() => placeBidSchema())();
export type PlaceBidInput = z.output<typeof PlaceBidSchema>;

/** Dollars (2 decimals) to integer cents. */
export const bidAmountCents = (dollars: number) => Math.round(dollars * 100);

export const BID_STATUS_KEYS: Record<BidStatus, string> = { 1: 'pending', 2: 'accepted', 3: 'declined' };

export const ADMIN_BIDS_SORTS = ['status', 'created_at', 'amount', 'eta'] as const;
export type AdminBidsSort = (typeof ADMIN_BIDS_SORTS)[number];

/** GET /admin/bids: pending first (order_by status), then newest. */
export const AdminBidsQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    order_by: orderByField(ADMIN_BIDS_SORTS, 'status'),
    order_direction: directionField('asc'),
    page: pageField(),
    status: z.coerce
      .number({ error: Msg.invalidChoice })
      .int({ error: Msg.invalidChoice })
      .min(1, { error: Msg.invalidChoice })
      .max(3, { error: Msg.invalidChoice })
      .optional(),
  }))();
export type AdminBidsQuery = z.infer<typeof AdminBidsQuerySchema>;
