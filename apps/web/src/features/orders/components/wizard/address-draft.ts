import { formatPlaceLabel, type OrderAddressDetail, type OrderDetail, type Place } from '@routier/domain';

/** The address step's values: kept in session storage until the order is saved. */
export type AddressFormValues = {
  from: Place | null;
  to: Place | null;
  from_company: string;
  to_company: string;
  origin_type_id: number | null;
  destination_type_id: number | null;
  us_external_type: number | null;
  /** how many vehicles the vehicle step opens with (the order itself starts with one) */
  cars_count: number;
};

export const ADDRESS_DRAFT_KEY = 'routier.orderAddressDraft';

export const emptyAddressForm = (usExternalType: number | null): AddressFormValues => ({
  from: null,
  to: null,
  from_company: '',
  to_company: '',
  origin_type_id: null,
  destination_type_id: null,
  us_external_type: usExternalType,
  cars_count: 1,
});

export const readAddressDraft = (): AddressFormValues | null => {
  try {
    const raw = sessionStorage.getItem(ADDRESS_DRAFT_KEY);
    return raw ? (JSON.parse(raw) as AddressFormValues) : null;
  } catch {
    return null;
  }
};

export const writeAddressDraft = (values: AddressFormValues) => sessionStorage.setItem(ADDRESS_DRAFT_KEY, JSON.stringify(values));
export const clearAddressDraft = () => sessionStorage.removeItem(ADDRESS_DRAFT_KEY);

const POSTAL_IN_TEXT = /\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)\b|\b(\d{5})(?:-\d{4})?\b/i;
const US_STATES =
  /^(A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])$/;

/** One end from the spec's query values (from_address, from_location, from_city, from_lat, …), if complete. */
const placeFromQuery = (q: URLSearchParams, prefix: 'from' | 'to'): { place: Place; company: string } | null => {
  const address = q.get(`${prefix}_address`)?.trim();
  const city = q.get(`${prefix}_city`)?.trim();
  const province = q.get(`${prefix}_province`)?.trim().toUpperCase();
  const lat = Number(q.get(`${prefix}_lat`));
  const lng = Number(q.get(`${prefix}_lng`));
  if (!address || !city || !province || !Number.isFinite(lat) || !Number.isFinite(lng) || !q.get(`${prefix}_lat`)) return null;
  const postal = POSTAL_IN_TEXT.exec(address);
  const zip = postal ? (postal[3] ?? `${postal[1]} ${postal[2]}`.toUpperCase()) : null;
  const sublocality = q.get(`${prefix}_sublocality`) ?? q.get('sublocality');
  return {
    company: q.get(`${prefix}_location`)?.trim() ?? '',
    place: {
      place_id: `query-${prefix}-${lat},${lng}`,
      label: address.includes(city) ? address : `${address}, ${city}, ${province}`,
      address,
      city,
      sublocality: sublocality || null,
      province,
      country: US_STATES.test(province) ? 'US' : 'CA',
      zip_code: zip,
      lat,
      lng,
    },
  };
};

/** The spec's prefill: query values become the session's address draft (with one car). */
export const addressFormFromQuery = (q: URLSearchParams, usExternalType: number | null): AddressFormValues | null => {
  const from = placeFromQuery(q, 'from');
  const to = placeFromQuery(q, 'to');
  if (!from && !to) return null;
  return {
    ...emptyAddressForm(usExternalType),
    from: from?.place ?? null,
    to: to?.place ?? null,
    from_company: from?.company ?? '',
    to_company: to?.company ?? '',
  };
};

export const placeFromOrder = (a: OrderAddressDetail | null, end: 'from' | 'to'): Place | null =>
  a && {
    place_id: a.place_id ?? `order-${end}`,
    label: formatPlaceLabel({ street: a.address, city: a.city, province: a.province, zip_code: a.zip_code }),
    address: a.address,
    city: a.city,
    sublocality: a.sublocality,
    province: a.province,
    country: a.country,
    zip_code: a.zip_code || null,
    lat: a.lat,
    lng: a.lng,
  };

export const addressFormFromOrder = (order: OrderDetail): AddressFormValues => ({
  from: placeFromOrder(order.from, 'from'),
  to: placeFromOrder(order.to, 'to'),
  from_company: order.from?.company ?? '',
  to_company: order.to?.company ?? '',
  origin_type_id: order.origin_type_id,
  destination_type_id: order.destination_type_id,
  us_external_type: order.us_external_type,
  cars_count: Math.max(order.cars_amount, order.cars.length, 1),
});
