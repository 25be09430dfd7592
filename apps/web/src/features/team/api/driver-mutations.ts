import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverEditInput, DriverLiveLoads, TeamDriver } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { teamKeys } from './get-drivers';

/** POST /drivers: an invitation email with a password-set link. */
export const inviteDriver = (email: string) => api.post<TeamDriver>('/drivers', { email });

/** PUT /drivers/{id}: names, phone and dealer plate number. */
export const updateDriver = (id: number, input: DriverEditInput) => api.put<TeamDriver>(`/drivers/${id}`, input);

/** POST /drivers/driver-license/{id}: one image. */
export const uploadDriverLicense = (id: number, file: File) => {
  const body = new FormData();
  body.append('driver_license', file);
  return api.post<TeamDriver>(`/drivers/driver-license/${id}`, body);
};

/** GET /drivers/live-loads/{id}: the loads the driver still has to run, named before he is deleted. */
export const getDriverLiveLoads = (id: number) => api.get<DriverLiveLoads>(`/drivers/live-loads/${id}`);

export type DriverAction = 'activate' | 'deactivate' | 'delete' | 'restore';

const ACTION_CALLS: Record<DriverAction | 'deleteConfirmed', (id: number) => Promise<TeamDriver>> = {
  activate: (id) => api.put<TeamDriver>(`/users/activate/${id}`),
  deactivate: (id) => api.put<TeamDriver>(`/users/deactivate/${id}`),
  delete: (id) => api.delete<TeamDriver>(`/drivers/${id}`),
  // the page named his loads still to run, and the user confirmed (decision 060)
  deleteConfirmed: (id) => api.delete<TeamDriver>(`/drivers/${id}`, { query: { confirm: '1' } }),
  restore: (id) => api.put<TeamDriver>(`/drivers/restore/${id}`),
};

/** Every driver call answers with the driver: it refreshes the lists and the driver's page. */
const useDriverMutation = <V>(call: (variables: V) => Promise<TeamDriver>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (driver) => {
      client.setQueryData(teamKeys.driver(driver.id), driver);
      return client.invalidateQueries({ queryKey: teamKeys.drivers() });
    },
  });
};

export const useInviteDriver = () => useDriverMutation(inviteDriver);
export const useUpdateDriver = (id: number) => useDriverMutation((input: DriverEditInput) => updateDriver(id, input));
export const useUploadDriverLicense = (id: number) => useDriverMutation((file: File) => uploadDriverLicense(id, file));
export const useDriverAction = () =>
  useDriverMutation(({ id, action }: { id: number; action: DriverAction | 'deleteConfirmed' }) => ACTION_CALLS[action](id));
