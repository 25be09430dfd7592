import type { PlaceSummary } from '@routier/domain';

/** "City, PROVINCE" of a list row's place, or a dash. */
export const formatPlace = (place: PlaceSummary | null | undefined) =>
  [place?.city, place?.province].filter(Boolean).join(', ') || '—';
