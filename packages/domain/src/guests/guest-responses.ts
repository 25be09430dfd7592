import { z } from 'zod';
import { InspectionDetailSchema } from '../inspections/inspection-responses.js';
import { OrderStatus } from '../orders/enums.js';

/** POST and GET /guests/captcha: an ALTCHA challenge, as the widget reads it. */
export const CaptchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int().optional(),
  salt: z.string(),
  signature: z.string(),
});
export type CaptchaChallengeDetail = z.infer<typeof CaptchaChallengeSchema>;

/**
 * POST /guests/orders: the new draft's id and the guest's access token, answered once (the API adds the
 * order as GET /orders/{id} shows it).
 */
export const GuestOrderCreatedSchema = z.object({ id: z.number().int(), hash: z.string() });
export type GuestOrderCreated = z.infer<typeof GuestOrderCreatedSchema>;

/** One end of a tracked order: its city line, and a point rounded to about a kilometre for the map. */
export const TrackedPlaceSchema = z.object({
  city: z.string(),
  province: z.string(),
  country: z.enum(['CA', 'US']),
  lat: z.number(),
  lng: z.number(),
});
export type TrackedPlace = z.infer<typeof TrackedPlaceSchema>;

/** A car of a tracked order: no full VIN, its position while it is on the road, its inspections. */
export const TrackedCarSchema = z.object({
  id: z.number().int(),
  car_number: z.number().int(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  /** the VIN's last six characters, null before it is known */
  vin_last6: z.string().nullable(),
  is_delivered: z.boolean(),
  /** the status of the load carrying the car (TaskStatus), null while none does */
  task_status: z.number().int().nullable(),
  /** its last reported position, only while the car is on its way */
  last_position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  pickup: InspectionDetailSchema.nullable(),
  delivery: InspectionDetailSchema.nullable(),
});
export type TrackedCar = z.infer<typeof TrackedCarSchema>;

/** GET /guests/orders/tracking/{id}?hash=: a guest's order, read-only, for the tracking page. */
export const GuestOrderTrackingSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.enum(OrderStatus),
  status_name: z.string(),
  is_rejected: z.boolean(),
  created_at: z.string(),
  booked_at: z.string().nullable(),
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  from: TrackedPlaceSchema.nullable(),
  to: TrackedPlaceSchema.nullable(),
  cars: z.array(TrackedCarSchema),
});
export type GuestOrderTracking = z.infer<typeof GuestOrderTrackingSchema>;
