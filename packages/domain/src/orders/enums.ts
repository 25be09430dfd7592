export const OrderStatus = {
  Draft: 1,
  Cancelled: 2,
  Active: 3,
  InProgress: 4,
  Completed: 5,
  CompletedConfirmed: 6,
  CancelledRefunded: 7,
  Delayed: 8,
  Quotes: 9,
  Hold: 10,
  AutoDispatchPending: 11,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUSES = Object.values(OrderStatus);
/** A cancelled order: cancelled, or cancelled with its charge given back. */
export const isCancelledStatus = (status: number) => status === OrderStatus.Cancelled || status === OrderStatus.CancelledRefunded;
/** i18n key suffix (orders:status.<key>). */
export const ORDER_STATUS_KEYS: Record<OrderStatus, string> = {
  1: 'draft',
  2: 'cancelled',
  3: 'active',
  4: 'inProgress',
  5: 'completed',
  6: 'completedConfirmed',
  7: 'cancelledRefunded',
  8: 'delayed',
  9: 'quotes',
  10: 'hold',
  11: 'autoDispatchPending',
};

export const ShippingMethod = { DriveAway: 1, Flatbed: 2, HaulAway: 3, Enclosed: 4 } as const;
export type ShippingMethod = (typeof ShippingMethod)[keyof typeof ShippingMethod];
export const SHIPPING_METHOD_KEYS: Record<ShippingMethod, string> = {
  1: 'driveAway',
  2: 'flatbed',
  3: 'haulAway',
  4: 'enclosed',
};
/** Methods a carrier can offer (enclosed is a UI-only method sent as haul away + enclosed flag). */
export const CARRIER_METHODS = [1, 2, 3] as const;

export const AddressType = {
  Dealership: 1,
  Residential: 2,
  Auction: 3,
  CommercialBusiness: 4,
  CompoundYard: 5,
  Terminal: 6,
} as const;
export type AddressType = (typeof AddressType)[keyof typeof AddressType];

export const CarType = { Sedan: 1, Van: 2, Suv: 3, SuvXl: 4, Pickup: 5, HdPickup: 6, Commercial: 7 } as const;
export type CarType = (typeof CarType)[keyof typeof CarType];

/** Driver task (load) statuses and progress steps. */
export const TaskStatus = { Assigned: 11, Accepted: 12, Rejected: 13, Cancelled: 14 } as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];
export const TASK_STATUS_KEYS: Record<TaskStatus, string> = { 11: 'assigned', 12: 'accepted', 13: 'rejected', 14: 'cancelled' };
export const LoadProgress = {
  OnMyWay: 1,
  Arrived: 2,
  StartInspection: 3,
  InspectionCompleted: 4,
  BeginTransport: 5,
  OrderCompleted: 6,
} as const;
export type LoadProgress = (typeof LoadProgress)[keyof typeof LoadProgress];
export const LOAD_PROGRESS_KEYS: Record<LoadProgress, string> = {
  1: 'onMyWay',
  2: 'arrived',
  3: 'startInspection',
  4: 'inspectionCompleted',
  5: 'beginTransport',
  6: 'orderCompleted',
};

export const VehicleType = { FlatbedTruck: 1, HaulTruck: 2 } as const;
export type VehicleType = (typeof VehicleType)[keyof typeof VehicleType];
