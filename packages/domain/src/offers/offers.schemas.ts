import { z } from 'zod';
import { Msg, text } from '../common/validation.js';
import { PROVINCES } from '../common/provinces.js';
import { directionField, orderByField, pageField } from '../lists/paging.js';

export const OFFERS_SORTS = [
  'due_date',
  'start_at',
  'created_at',
  'order_number',
  'from_city',
  'to_city',
  'cars_amount',
  'price',
] as const;
export type OffersSort = (typeof OFFERS_SORTS)[number];

/** The most cars an order holds (the wizard's limit); a board filter above it means nothing. */
export const OFFER_CARS_MAX = 99;

// Built in a pure call, so a bundle that uses only the constants leaves the messages out.
const invalid = /*#__PURE__*/ (() => ({ error: Msg.invalidChoice }))();

/** A comma list in a query string ("1,3"), each item checked by `item`; empty means none picked. */
const commaList = <T extends z.ZodType>(item: T) =>
  z
    .string(invalid)
    .max(100, Msg.tooLong)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item) as z.ZodType<z.output<T>[], string[]>);

const methodItem = () => z.coerce.number(invalid).int(invalid).min(1, invalid).max(3, invalid);
const provinceItem = () =>
  z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(PROVINCES, invalid));

/**
 * GET /orders/available: the offers board. from_address / to_address match the city, province or postal
 * code prefix of the pickup / destination; cars_amount keeps offers of at most that many cars (a truck's
 * room); shipping_method and province narrow the company's delivery types and regions.
 */
// Built in a pure call: a bundle that uses only this module's constants leaves zod out.
export const OffersQuerySchema = /*#__PURE__*/ (() =>
  z.object({
    order_by: orderByField(OFFERS_SORTS, 'due_date'),
    order_direction: directionField('asc'),
    page: pageField(),
    from_address: text({ max: 60 }).optional(),
    to_address: text({ max: 60 }).optional(),
    cars_amount: z.coerce.number(invalid).int(invalid).min(1, Msg.outOfRange).max(OFFER_CARS_MAX, Msg.outOfRange).optional(),
    shipping_method: commaList(methodItem()).optional(),
    province: commaList(provinceItem()).optional(),
  }))();
export type OffersQuery = z.infer<typeof OffersQuerySchema>;
