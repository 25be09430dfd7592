import type { LoadPosition } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** POST /loads/position/{id}: where the driver's phone is while the load is in transport. */
export const sharePosition = (id: number, position: { lat: number; lng: number }) =>
  api.post<LoadPosition>(`/loads/position/${id}`, position, { silent: true });
