import { z } from 'zod';
import {
  centsToDollars,
  centsToDollarsOrNull,
  orderBreakdown,
  orderStatusName,
  presentPriceBreakdown,
  PriceBreakdownSchema,
  OrderRatingSchema,
  pcmToPercent,
  bpToPercent,
  type AddressType,
  type CarDetail,
  type CarType,
  type OrderDetail,
  type OrderStatus,
  type ShippingMethod,
  type TaskStatus,
} from '@routier/domain';
import type { OrderRow } from '../../db/schema/index.js';
import { StoredFileSchema } from '../orders/car-files.presenter.js';
import type { CarRow } from '../orders/orders.service.js';

const AddressSchema = z.object({
  address: z.string(),
  company: z.string().nullable(),
  city: z.string(),
  sublocality: z.string().nullable(),
  province: z.string(),
  country: z.enum(['CA', 'US']),
  lat: z.number(),
  lng: z.number(),
  zip_code: z.string(),
  place_id: z.string().nullable(),
});

export { StoredFileSchema };

export const CarDetailSchema = z.object({
  id: z.number().int(),
  car_number: z.number().int(),
  vin: z.string().nullable(),
  type: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  is_operable: z.boolean(),
  is_modified: z.boolean(),
  comments: z.string().nullable(),
  enclosed: z.boolean(),
  is_antique: z.boolean(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  length: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  car_files: z.array(StoredFileSchema),
  is_delivered: z.boolean(),
  last_position: z.object({ lat: z.number(), lng: z.number(), address: z.string().nullable() }).nullable(),
  current_task: z.object({ status: z.number().int() }).nullable(),
  has_inspection: z.boolean(),
});

const ContactDetailSchema = z.object({
  type: z.enum(['pickup', 'destination']),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  notes: z.string().nullable(),
  contact_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
});

/** GET /orders/{id}: the order as the wizard and the order page read it (domain type OrderDetail). */
export const OrderDetailSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  current_step: z.number().int().nullable(),
  created_at: z.string(),
  booked_at: z.string().nullable(),
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  min_delivery: z.string().nullable(),
  distance: z.number().nullable(),
  delivery_days: z.number().int().nullable(),
  shipping_method: z.number().int().nullable(),
  is_express: z.boolean(),
  is_enclosed: z.boolean(),
  is_antique: z.boolean(),
  is_auto_dispatch: z.boolean(),
  is_created_by_admin: z.boolean(),
  is_editable: z.boolean(),
  is_rejected: z.boolean(),
  reject_comment: z.string().nullable(),
  us_external_type: z.number().int().nullable(),
  origin_type_id: z.number().int().nullable(),
  destination_type_id: z.number().int().nullable(),
  cars_amount: z.number().int(),
  from: AddressSchema.nullable(),
  to: AddressSchema.nullable(),
  cars: z.array(CarDetailSchema),
  contact_details: z.array(ContactDetailSchema),
  release_form: z.boolean().nullable(),
  release_form_files: z.array(StoredFileSchema),
  dealer_price: z.number().nullable(),
  dealer_price_tva: z.number().nullable(),
  dealer_express_price: z.number().nullable(),
  fuel_fee: z.number(),
  tax_fee: z.number(),
  tax_type: z.string().nullable(),
  tax_percent: z.number().nullable(),
  tax_lines: z.array(z.object({ kind: z.enum(['GST', 'HST', 'PST', 'QST']), percent: z.number(), amount: z.number() })),
  discount: z.number().nullable(),
  applied_coupon: z.object({ id: z.number().int(), amount: z.number() }).nullable(),
  /** the one price breakdown the customer confirmed and was charged (null before the order is priced) */
  price_breakdown: PriceBreakdownSchema.nullable(),
  paid_with_card: z.boolean().nullable(),
  needed_by_date: z.string().nullable(),
  user: z.object({ id: z.number().int().nullable(), deleted_at: z.string().nullable() }),
  ratings: z.array(OrderRatingSchema),
  cancellation: z
    .object({
      fee: z.number(),
      charged: z.number(),
      refund: z.number(),
      cancelled_at: z.string(),
      refunded_at: z.string().nullable(),
    })
    .nullable(),
});

export const presentCar = (c: CarRow, extra: Partial<CarDetail> = {}): CarDetail => ({
  id: c.id,
  car_number: c.carNumber,
  vin: c.vin,
  type: c.type as CarType | null,
  make: c.make,
  model: c.model,
  year: c.year,
  is_operable: c.isOperable,
  is_modified: c.isModified,
  comments: c.comments,
  enclosed: c.enclosed,
  is_antique: c.isAntique,
  width: c.width,
  height: c.height,
  length: c.length,
  weight: c.weight,
  car_files: [],
  is_delivered: c.isDelivered,
  last_position: c.lastPosition,
  current_task: null,
  has_inspection: false,
  ...extra,
});

/** What the order page needs beyond the order row and its cars (other features' rows). */
export type OrderDetailParts = {
  cars: CarDetail[];
  owner: { id: number | null; deletedAt: Date | null };
} & Partial<
  Pick<
    OrderDetail,
    | 'contact_details'
    | 'release_form'
    | 'release_form_files'
    | 'paid_with_card'
    | 'min_delivery'
    | 'needed_by_date'
    | 'ratings'
    | 'cancellation'
  >
>;

export const presentOrderDetail = (o: OrderRow, parts: OrderDetailParts): OrderDetail => {
  const taxRatePcm = o.taxLines.reduce((sum, line) => sum + line.rate_pcm, 0);
  const breakdown = orderBreakdown(o);
  return {
    id: o.id,
    order_number: o.orderNumber,
    status: o.status as OrderStatus,
    status_name: orderStatusName(o.status),
    current_step: o.currentStep,
    created_at: o.createdAt.toISOString(),
    booked_at: o.bookedAt?.toISOString() ?? null,
    start_at: o.startAt,
    due_date: o.dueDate,
    completed_at: o.completedAt?.toISOString() ?? null,
    min_delivery: parts.min_delivery ?? null,
    distance: o.distanceKm === null ? null : Math.round(o.distanceKm),
    delivery_days: o.deliveryDays,
    shipping_method: o.shippingMethod as ShippingMethod | null,
    is_express: o.isExpress,
    is_enclosed: o.isEnclosed,
    is_antique: o.isAntique,
    is_auto_dispatch: o.isAutoDispatch,
    is_created_by_admin: o.isCreatedByAdmin,
    is_editable: o.isEditable,
    is_rejected: o.isRejected,
    reject_comment: o.rejectComment,
    us_external_type: o.usExternalType,
    origin_type_id: o.originTypeId as AddressType | null,
    destination_type_id: o.destinationTypeId as AddressType | null,
    cars_amount: o.carsAmount,
    from: o.origin,
    to: o.destination,
    cars: parts.cars,
    contact_details: parts.contact_details ?? [],
    release_form: parts.release_form ?? null,
    release_form_files: parts.release_form_files ?? [],
    dealer_price: centsToDollarsOrNull(o.dealerPriceCents),
    dealer_price_tva: centsToDollarsOrNull(o.dealerPriceTvaCents),
    dealer_express_price: centsToDollarsOrNull(o.dealerExpressPriceCents),
    fuel_fee: centsToDollars(o.fuelFeeCents),
    tax_fee: centsToDollars(o.taxFeeCents),
    tax_type: o.taxType,
    tax_percent: o.taxLines.length ? pcmToPercent(taxRatePcm) : null,
    tax_lines: o.taxLines.map((line) => ({
      kind: line.kind,
      percent: pcmToPercent(line.rate_pcm),
      amount: centsToDollars(line.cents),
    })),
    discount: o.discountBp === null ? null : bpToPercent(o.discountBp),
    // the coupon booking took off (the order keeps its id and amount)
    applied_coupon: breakdown?.coupon ? { id: breakdown.coupon.id, amount: centsToDollars(breakdown.coupon.cents) } : null,
    price_breakdown: breakdown ? presentPriceBreakdown(breakdown) : null,
    paid_with_card: parts.paid_with_card ?? null,
    needed_by_date: parts.needed_by_date ?? null,
    user: { id: parts.owner.id, deleted_at: parts.owner.deletedAt?.toISOString() ?? null },
    ratings: parts.ratings ?? [],
    cancellation: parts.cancellation ?? null,
  };
};

export type { TaskStatus };
