import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DriverLoad } from '@routier/domain';
import { api } from '../../../lib/api-client';
import { driverLoadsKeys } from './get-driver-loads';
import { loadStepsKey } from './load-steps';

export type CompleteLoadValues = {
  files: File[];
  delivered_at: string;
  notes: string;
  fuel_fee: number | string;
  fuel_fee_file: File | null;
};

/** POST /loads/mark-as-completed/{id} (multipart): the load is delivered. */
export const completeLoad = (id: number, v: CompleteLoadValues) => {
  const body = new FormData();
  for (const file of v.files) body.append('files[]', file);
  if (v.delivered_at) body.append('delivered_at', v.delivered_at);
  if (v.notes) body.append('notes', v.notes);
  if (v.fuel_fee !== '' && v.fuel_fee !== null) body.append('fuel_fee', String(v.fuel_fee));
  if (v.fuel_fee_file) body.append('fuel_fee_file', v.fuel_fee_file);
  return api.post<DriverLoad>(`/loads/mark-as-completed/${id}`, body, { silent: true });
};

export const useCompleteLoad = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CompleteLoadValues) => completeLoad(id, values),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: loadStepsKey(id) });
      void client.invalidateQueries({ queryKey: driverLoadsKeys.all });
      void client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
};
