import { z } from 'zod';

/**
 * Response schemas shared by the routes. The zod serializer encodes every reply through its route's
 * schema, so only declared fields leave the server, and the OpenAPI document lists each response.
 */

/** Every 4xx: the message, and for 422 the field errors as i18n keys (`_body` for the whole body). */
export const ErrorResponseSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    /** 429: seconds until the limit lets the caller in again */
    retry_after: z.number().int().optional(),
  })
  .describe(
    'Errors: `message`, and for 422 `errors` of field name → i18n keys; errors about the whole body are under `_body` ("invalidBody").',
  );

export const MessageResponseSchema = z.object({ message: z.string() });

const PageLinksSchema = z.object({
  first: z.string().nullable(),
  last: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
const PageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
  per_page: z.number().int(),
});

/** A page of a list: `{ data, links, meta }`. */
export const pagedSchema = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), links: PageLinksSchema, meta: PageMetaSchema });

/** The short address of list rows. */
export const PlaceSummarySchema = z.object({
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  zip_code: z.string().nullable(),
});

/** Route `response` entries: the success body and the shared error body for every 4xx. */
export const replies = <T extends Record<number, z.ZodType>>(success: T) => ({ ...success, '4xx': ErrorResponseSchema });
