import type { Country, Place } from '@routier/domain';

export type SearchOptions = { countries: readonly Country[]; limit: number };

/** Address search: the built-in gazetteer, or a geocoding provider in production. */
export type Geocoder = {
  kind: 'gazetteer' | 'photon';
  search: (query: string, opts: SearchOptions) => Promise<Place[]>;
};
