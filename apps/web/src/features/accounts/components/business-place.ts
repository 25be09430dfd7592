import type { AccountBusinessDetails, AccountFranchiseLocation, Place } from '@routier/domain';

type Located = {
  address: string | null;
  city: string | null;
  province: string | null;
  zip_code: string | null;
  lat: number | null;
  lng: number | null;
};

/** A saved address as the address field's chosen place (null when it has no coordinates). */
export const placeOf = (a: Located): Place | null => {
  if (!a.address || a.lat === null || a.lng === null) return null;
  // demo and older rows keep the whole line in `address`: parts already in it are not repeated
  const rest = [a.city, a.province, a.zip_code].filter((p): p is string => Boolean(p) && !a.address!.includes(p!));
  const label = [a.address, ...rest].join(', ');
  return {
    place_id: `saved:${label}`,
    label,
    address: a.address,
    city: a.city ?? '',
    sublocality: null,
    province: a.province ?? '',
    country: /^\d/.test(a.zip_code ?? '') ? 'US' : 'CA',
    zip_code: a.zip_code,
    lat: a.lat,
    lng: a.lng,
  };
};

export const businessPlace = (b: AccountBusinessDetails) => placeOf({ ...b, province: b.province_code });
export const locationPlace = (l: AccountFranchiseLocation) => placeOf({ ...l, address: l.street });

/** The address's parts the API takes. */
export const placeParts = (place: Place) => ({
  address: place.address,
  city: place.city || undefined,
  province: place.province,
  lat: place.lat,
  lng: place.lng,
});
