import { ErrorResponseSchema } from '@routier/domain';
import type { z } from 'zod';

/**
 * The response schemas are declared in the domain (`@routier/domain`, `*-responses.ts` next to each
 * feature's rules): the zod serializer encodes every reply through its route's schema, so only declared
 * fields leave the server, and the OpenAPI document lists each response.
 */
export { cappedPagedSchema, ErrorResponseSchema, MessageResponseSchema, pagedSchema, PlaceSummarySchema } from '@routier/domain';

/** Route `response` entries: the success body and the shared error body for every 4xx. */
export const replies = <T extends Record<number, z.ZodType>>(success: T) => ({ ...success, '4xx': ErrorResponseSchema });
