import { z } from 'zod';
import { BidStatus } from '../jobs/carrier-order.types.js';
import { BidFactsSchema } from './bid-facts.js';

/** A bid of the caller's company on the order (spec §4: the Place a bid button is disabled while one is pending). */
export const CarrierBidSchema = z.object({
  id: z.number().int(),
  business_details_id: z.number().int(),
  amount: z.number(),
  eta: z.string(),
  status: z.enum(BidStatus),
});
export type CarrierBid = z.infer<typeof CarrierBidSchema>;

/** POST /bids/{id}. */
export const BidPlacedSchema = z.object({ message: z.string(), bid: CarrierBidSchema });
export type BidPlaced = z.infer<typeof BidPlacedSchema>;

/** A row of GET /admin/bids, and GET /admin/bids/{id}. */
export const AdminBidRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(BidStatus),
  amount: z.number(),
  eta: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  order: z
    .object({
      id: z.number().int(),
      order_number: z.string(),
      status: z.number().int(),
      from_city: z.string().nullable(),
      to_city: z.string().nullable(),
      price: z.number().nullable(),
    })
    .nullable(),
  company: z.object({ id: z.number().int(), name: z.string().nullable() }),
  /** what the admin decides with (null when the order is gone) */
  facts: BidFactsSchema.nullable(),
});
export type AdminBidRow = z.infer<typeof AdminBidRowSchema>;

/** POST /admin/bids/{id}/accept and /decline. */
export const BidDecidedSchema = z.object({ message: z.string(), id: z.number().int() });
export type BidDecided = z.infer<typeof BidDecidedSchema>;
