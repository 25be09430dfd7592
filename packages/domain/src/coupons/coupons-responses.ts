import { z } from 'zod';

/** Spec §3 Coupon, as GET /coupons lists them (amount in dollars). */
export const CouponSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  expires_at: z.string().nullable(),
  used_at: z.string().nullable(),
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
});
export type CouponRow = z.infer<typeof CouponSchema>;

/** GET /coupons: the signed-in customer's coupons. */
export const CouponsResponseSchema = z.object({ data: z.array(CouponSchema) });
export type CouponsResponse = z.infer<typeof CouponsResponseSchema>;
