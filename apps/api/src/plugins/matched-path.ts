import type { FastifyRequest } from 'fastify';

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The path the router matched (`/api/users/:id`), or for an unmatched request its decoded path.
 * Guards test this, never the raw URL: `/%61pi/...` reaches the same route as `/api/...`.
 */
export const matchedPath = (request: FastifyRequest): string => request.routeOptions.url ?? safeDecode(request.url.split('?')[0]);

export const isApiRequest = (request: FastifyRequest) => matchedPath(request).startsWith('/api/');

/** Decodes a percent-encoded header value; malformed encodings (`%`) give null instead of throwing. */
export const decodeHeader = (value: string): string | null => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};
