import type { CarDetail } from '@routier/domain';
import { vehicleName } from '../../../../components/order-sheet';

/** A car as the load's choices name it: vehicle and VIN. */
export const carChoiceLabel = (car: Pick<CarDetail, 'year' | 'make' | 'model' | 'vin'>) =>
  `${vehicleName(car)}${car.vin ? ` · ${car.vin}` : ''}`;
