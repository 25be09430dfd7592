import { z } from 'zod';
import { Msg, text } from '../common/validation.js';
import { COUNTRIES } from '../geo/place-types.js';
import { ADDRESS_TYPES, addressPairIssues, type UsExternalType } from './address-rules.js';
import type { AddressType } from './enums.js';
import { MAX_CARS, MIN_CARS } from './car-rules.js';

const optionalText = (max: number) =>
  text({ max })
    .nullish()
    .transform((v) => v || null);

/** One end of an order as the wizard sends it: a place from the address search, plus a company name. */
export const OrderAddressInputSchema = /*#__PURE__*/ (() =>
  z.object({
    address: text({ max: 255, required: true }),
    company: optionalText(120),
    city: text({ max: 120, required: true }),
    sublocality: optionalText(255),
    province: z.string().regex(/^[A-Z]{2}$/, Msg.invalidProvince),
    country: z.enum(COUNTRIES),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    zip_code: optionalText(10),
    place_id: optionalText(255),
  }))();
export type OrderAddressInput = z.output<typeof OrderAddressInputSchema>;

const addressTypeField = () =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === '' ? Msg.isRequired : Msg.invalidChoice,
    })
    .int()
    .refine((v) => (ADDRESS_TYPES as number[]).includes(v), Msg.invalidChoice)
    .transform((v) => v as AddressType);

const usExternalTypeField = () =>
  z
    .union([z.literal(1), z.literal(2), z.null()])
    .optional()
    .transform((v) => (v ?? null) as UsExternalType | null);

/** POST /orders and PUT /orders/{id}: the address step. */
export const OrderAddressesInputSchema = /*#__PURE__*/ (() =>
  z
    .object({
      from: OrderAddressInputSchema,
      to: OrderAddressInputSchema,
      origin_type_id: addressTypeField(),
      destination_type_id: addressTypeField(),
      /** how many vehicles the customer means to ship: the vehicle step opens with that many, then sets the real count */
      cars_amount: z.number().int().min(MIN_CARS, Msg.carsCountRange).max(MAX_CARS, Msg.carsCountRange).optional(),
      us_external_type: usExternalTypeField(),
    })
    .superRefine((v, ctx) => {
      for (const issue of addressPairIssues(v.from, v.to, v.us_external_type))
        ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }))();
export type OrderAddressesInput = z.output<typeof OrderAddressesInputSchema>;
