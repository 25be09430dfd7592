import type { OrderStatus } from './enums.js';

/** English status labels, as the API's status_name (the web translates by status id). */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  1: 'Draft',
  2: 'Cancelled',
  3: 'Active',
  4: 'In progress',
  5: 'Completed',
  6: 'Completed and confirmed',
  7: 'Cancelled and refunded',
  8: 'Delayed',
  9: 'Quotes',
  10: 'Hold',
  11: 'Auto dispatch pending',
};

export const orderStatusName = (status: number): string => ORDER_STATUS_NAMES[status as OrderStatus] ?? 'Unknown';

/** Order numbers read RT-100101; customers may search with or without the prefix. */
export const ORDER_NUMBER_PREFIX = 'RT-';
export const formatOrderNumber = (n: number) => `${ORDER_NUMBER_PREFIX}${n}`;
