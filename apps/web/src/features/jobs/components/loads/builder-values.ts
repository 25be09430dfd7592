import type { CarrierOrderDetail, CarrierPlace, JobLoad, LoadInput, LoadPlace, Place } from '@routier/domain';

/** What the builder's form holds: places as the address search gives them. */
export type LoadFormValues = {
  driver_id: number | null;
  vehicle_id: number | null;
  car_ids: number[];
  from: Place | null;
  to: Place | null;
  due_date: string;
};

const placeOf = (
  id: string,
  p: { address: string | null; city: string; province: string; lat: number; lng: number },
  country: 'CA' | 'US',
  zip: string | null,
): Place => ({
  place_id: id,
  label: p.address || [p.city, p.province].join(', '),
  address: p.address || p.city,
  city: p.city,
  sublocality: null,
  province: p.province,
  country,
  zip_code: zip,
  lat: p.lat,
  lng: p.lng,
});

export const JOB_FROM = 'job-from';
export const JOB_TO = 'job-to';

const fromOrder = (id: string, place: CarrierPlace | null) => (place ? placeOf(id, place, place.country, place.zip_code) : null);
const fromLoad = (id: string, place: LoadPlace | null) => (place ? placeOf(id, place, 'CA', null) : null);

/** A new load: the job's places, its due date and no car chosen yet. */
export const newLoadValues = (order: CarrierOrderDetail): LoadFormValues => ({
  driver_id: null,
  vehicle_id: null,
  car_ids: [],
  from: fromOrder(JOB_FROM, order.from),
  to: fromOrder(JOB_TO, order.to),
  due_date: order.due_date ?? '',
});

/** An existing load's values, for the edit form. */
export const editLoadValues = (load: JobLoad): LoadFormValues => ({
  driver_id: load.driver?.user_id ?? null,
  vehicle_id: load.vehicle?.id ?? null,
  car_ids: load.cars.map((c) => c.id),
  from: fromLoad(`load-${load.id}-from`, load.from),
  to: fromLoad(`load-${load.id}-to`, load.to),
  due_date: load.due_date ?? '',
});

/** The form's place as the API takes it; the job's own place keeps its company name. */
const toLoadPlace = (place: Place, company: string | null): LoadPlace => ({
  address: place.address,
  company,
  city: place.city,
  province: place.province,
  lat: place.lat,
  lng: place.lng,
});

/** The payload of one load (POST /loads/{orderId} item, or PUT /loads/{id} without car_ids). */
export const loadPayload = (
  values: LoadFormValues,
  order: CarrierOrderDetail,
  driverName: string | null,
): Omit<LoadInput, 'due_date'> & { due_date: string } => ({
  driver_id: values.driver_id!,
  driverName,
  vehicle_id: values.vehicle_id,
  car_ids: values.car_ids,
  from: toLoadPlace(values.from!, values.from!.place_id === JOB_FROM ? (order.from?.company ?? null) : null),
  to: toLoadPlace(values.to!, values.to!.place_id === JOB_TO ? (order.to?.company ?? null) : null),
  due_date: values.due_date,
});
