import { z } from 'zod';
import {
  addressPairIssues,
  CarInputSchema,
  entryDateField,
  isStartDateAllowed,
  MAX_CARS,
  MIN_CARS,
  Msg,
  text,
  type Place,
} from '@routier/domain';
import { localToday } from './dates';

// Loaded apart from the page (see form-resolvers.ts): zod and the schemas are not part of the first download.

// Null until chosen: checked in the refinement, which zod runs only when every field has the right type, so
// the address rules and the missing types show together.
const choice = () => z.number().int().nullable();

/** The address step's form: two places from the search, company names, address types. */
export const AddressesFormSchema = z
  .object({
    from: z.custom<Place | null>(),
    to: z.custom<Place | null>(),
    from_company: text({ max: 120 }),
    to_company: text({ max: 120 }),
    origin_type_id: choice(),
    destination_type_id: choice(),
    us_external_type: z.number().int().nullable(),
    cars_count: z
      .number({ message: Msg.carsCountRange })
      .int(Msg.carsCountRange)
      .min(MIN_CARS, Msg.carsCountRange)
      .max(MAX_CARS, Msg.carsCountRange),
  })
  .superRefine((v, ctx) => {
    for (const key of ['origin_type_id', 'destination_type_id'] as const)
      if (v[key] === null) ctx.addIssue({ code: 'custom', path: [key], message: Msg.isRequired });
    const from = v.from && { ...v.from, company: v.from_company };
    const to = v.to && { ...v.to, company: v.to_company };
    for (const issue of addressPairIssues(from, to, v.us_external_type))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** The vehicle step's form: the domain's car rules, and a start date from yesterday on. */
export const VehiclesFormSchema = z
  .object({
    cars: z.array(CarInputSchema).min(1),
    start_at: entryDateField(),
  })
  .superRefine((v, ctx) => {
    if (!isStartDateAllowed(v.start_at, localToday()))
      ctx.addIssue({ code: 'custom', path: ['start_at'], message: Msg.startDateTooEarly });
  });
