import type { CarDetail } from '@routier/domain';

/** A car as GET /orders/{id} lists it (no VIN, make or type yet), for component tests. */
export const aCar = (overrides: Partial<CarDetail> = {}): CarDetail => ({
  id: 1,
  car_number: 1,
  vin: null,
  type: null,
  make: null,
  model: null,
  year: null,
  is_operable: true,
  is_modified: false,
  comments: null,
  enclosed: false,
  is_antique: false,
  width: null,
  height: null,
  length: null,
  weight: null,
  car_files: [],
  is_delivered: false,
  last_position: null,
  current_task: null,
  has_inspection: false,
  ...overrides,
});
