import {
  centsToDollars,
  centsToDollarsOrNull,
  orderBreakdown,
  orderStatusName,
  presentPriceBreakdown,
  pcmToPercent,
  bpToPercent,
  type AddressType,
  type CarDetail,
  type CarType,
  type OrderCarrier,
  type OrderDetail,
  type OrderInsuranceInfo,
  type OrderStatus,
  type ShippingMethod,
  type TaskStatus,
} from '@routier/domain';
import type { BusinessDetailsRow, OrderRow } from '../../db/schema/index.js';
import type { CarRow } from '../orders/orders.service.js';

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
> & {
    /** the transport company holding the order, and the first names of the drivers of its live loads */
    carrier?: { business: BusinessDetailsRow | null; driverFirstNames: string[] } | null;
  };

/** The holding carrier's name and drivers; null before a carrier is assigned. */
export const presentOrderCarrier = (carrier: OrderDetailParts['carrier']): OrderCarrier | null =>
  carrier?.business ? { name: carrier.business.name, driver_first_names: carrier.driverFirstNames } : null;

/** The holding carrier's insurance (spec: insurance_info), amounts in dollars. */
export const presentInsuranceInfo = (business: BusinessDetailsRow | null | undefined): OrderInsuranceInfo | null =>
  business
    ? {
        insurance_company_name: business.insuranceCompanyName,
        policy_number: business.policyNumber,
        general_liability: centsToDollarsOrNull(business.generalLiabilityCents),
        cargo_insurance: centsToDollarsOrNull(business.cargoInsuranceCents),
      }
    : null;

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
    carrier: presentOrderCarrier(parts.carrier),
    insurance_info: presentInsuranceInfo(parts.carrier?.business),
  };
};

export type { TaskStatus };
