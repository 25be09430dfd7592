import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const schemas = () => import('./form-schemas');

export const inviteDriverResolver = lazyZodResolver(() => schemas().then((m) => m.DriverInviteInputSchema));
export const editDriverResolver = lazyZodResolver(() => schemas().then((m) => m.DriverEditInputSchema));
export const addVehicleResolver = lazyZodResolver(() => schemas().then((m) => m.VehicleAddInputSchema));
