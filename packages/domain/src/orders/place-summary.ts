import type { PlaceSummary } from '../common/responses.js';

type PlaceParts = { address?: string | null; city?: string | null; province?: string | null; zip_code?: string | null };

/** The short form of an address shown in lists; `city` fills in when the address has none. */
export const toPlaceSummary = (place: PlaceParts | null | undefined, city: string | null = null): PlaceSummary => ({
  address: place?.address ?? null,
  city: place?.city ?? city,
  province: place?.province ?? null,
  zip_code: place?.zip_code ?? null,
});
