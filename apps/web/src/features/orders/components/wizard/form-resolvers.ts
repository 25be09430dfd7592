import type { Resolver } from 'react-hook-form';
import { lazyZodResolver } from '../../../../lib/lazy-zod-resolver';
import type { AddressFormValues } from './address-draft';
import type { VehiclesFormValues } from './vehicle-form';

const schemas = () => import('./form-schemas');

type FormResolver<T extends AddressFormValues | VehiclesFormValues> = Resolver<T, unknown, T> & {
  preload: () => Promise<unknown>;
};

// The forms hold nulls for "not chosen yet" (the schemas refuse them): they submit what the schemas let through.
export const addressesResolver = lazyZodResolver(() =>
  schemas().then((m) => m.AddressesFormSchema),
) as unknown as FormResolver<AddressFormValues>;
export const vehiclesResolver = lazyZodResolver(() =>
  schemas().then((m) => m.VehiclesFormSchema),
) as unknown as FormResolver<VehiclesFormValues>;
