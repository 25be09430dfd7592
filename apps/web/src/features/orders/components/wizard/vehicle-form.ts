import type { CarDetail, OrderDetail, StoredFileDetail } from '@routier/domain';
import type { CarBody, OrderCarsBody } from '../../api/save-order-cars';
import { localToday, toEntryDate } from './dates';

export type CarFormValues = Omit<CarBody, 'comments'> & { comments: string; files: StoredFileDetail[] };
export type VehiclesFormValues = { cars: CarFormValues[]; start_at: string };

export const blankCar = (): CarFormValues => ({
  id: null,
  vin: '',
  type: null,
  make: '',
  model: '',
  year: null,
  is_operable: true,
  is_modified: false,
  comments: '',
  enclosed: false,
  is_antique: false,
  width: null,
  height: null,
  length: null,
  weight: null,
  files: [],
});

const fromCar = (c: CarDetail): CarFormValues => ({
  id: c.id,
  vin: c.vin ?? '',
  type: c.type,
  make: c.make ?? '',
  model: c.model ?? '',
  year: c.year,
  is_operable: c.is_operable,
  is_modified: c.is_modified,
  comments: c.comments ?? '',
  enclosed: c.enclosed,
  is_antique: c.is_antique,
  width: c.width,
  height: c.height,
  length: c.length,
  weight: c.weight,
  files: c.car_files,
});

/**
 * The order's cars (at least one, or as many as asked for on the address step while none is filled in) and
 * its start date (default today).
 */
export const vehiclesFormFromOrder = (order: OrderDetail, wanted = 1): VehiclesFormValues => {
  const cars = order.cars.length ? order.cars.map(fromCar) : [blankCar()];
  const untouched = order.cars.every((c) => !c.vin && !c.make);
  const missing = untouched ? Math.max(wanted - cars.length, 0) : 0;
  return { cars: [...cars, ...Array.from({ length: missing }, blankCar)], start_at: order.start_at ?? localToday() };
};

export const toCarsBody = (v: VehiclesFormValues): OrderCarsBody => ({
  cars: v.cars.map(({ files: _files, comments, ...car }) => ({ ...car, comments: car.is_modified ? comments : null })),
  start_at: toEntryDate(v.start_at),
});
