import { z } from 'zod';

/**
 * Response schemas every feature shares. Each response of the API is declared once, as a zod schema
 * in the domain: the route serializes with it (undeclared fields never leave the server), the
 * presenter returns its inferred type, and the web reads that type (as a type only: the schemas stay
 * out of the web bundle).
 */

/** Every 4xx: the message (a reason key), and for 422 the field errors as i18n keys (`_body` for the whole body). */
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
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const PageLinksSchema = z.object({
  first: z.string().nullable(),
  last: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
});
export type PageLinks = z.infer<typeof PageLinksSchema>;

export const PageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

/**
 * The meta of a list that counts its rows only a few pages past the current one (the offers board, the
 * customers' orders; countCap): `total_capped` is true when more rows follow than `total` says, `last_page` then
 * being the last page counted so far.
 */
export const CappedPageMetaSchema = /*#__PURE__*/ PageMetaSchema.extend({ total_capped: z.boolean().optional() });
export type CappedPageMeta = z.infer<typeof CappedPageMetaSchema>;

/** A page of a list: `{ data, links, meta }`. */
export const pagedSchema = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), links: PageLinksSchema, meta: PageMetaSchema });
export type Paged<T> = { data: T[]; links: PageLinks; meta: PageMeta };

/** A page of a list counted a few pages ahead. */
export const cappedPagedSchema = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), links: PageLinksSchema, meta: CappedPageMetaSchema });

/** The short address of list rows. */
export const PlaceSummarySchema = z.object({
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  zip_code: z.string().nullable(),
});
export type PlaceSummary = z.infer<typeof PlaceSummarySchema>;
