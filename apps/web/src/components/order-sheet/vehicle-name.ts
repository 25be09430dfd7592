import type { CarDetail } from '@routier/domain';

/** A car's year, make and model, or a dash while none is known. */
export const vehicleName = (car: Pick<CarDetail, 'year' | 'make' | 'model'>) =>
  [car.year, car.make, car.model].filter(Boolean).join(' ') || '—';
