import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamVehicle, VehicleAddInput } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { teamKeys } from './get-drivers';

/** POST /vehicles: type, license plate and capacity. */
export const addVehicle = (input: VehicleAddInput) => api.post<TeamVehicle>('/vehicles', input);

export type VehicleAction = 'activate' | 'deactivate' | 'delete' | 'restore';

const ACTION_CALLS: Record<VehicleAction, (id: number) => Promise<TeamVehicle>> = {
  activate: (id) => api.put<TeamVehicle>(`/vehicles/activate/${id}`),
  deactivate: (id) => api.put<TeamVehicle>(`/vehicles/deactivate/${id}`),
  delete: (id) => api.delete<TeamVehicle>(`/vehicles/${id}`),
  restore: (id) => api.put<TeamVehicle>(`/vehicles/restore/${id}`),
};

const useVehicleMutation = <V>(call: (variables: V) => Promise<TeamVehicle>) => {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.vehicles() }) });
};

export const useAddVehicle = () => useVehicleMutation(addVehicle);
export const useVehicleAction = () =>
  useVehicleMutation(({ id, action }: { id: number; action: VehicleAction }) => ACTION_CALLS[action](id));
