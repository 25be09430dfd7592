import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Damage, InspectionKind } from '@routier/domain';
import { api } from '../../../lib/api-client';

export type InspectionValues = {
  kind: InspectionKind;
  car_id: number;
  damages: Damage[];
  odometer: number | string;
  /** the reading is below an earlier one and that is right (asked after the API refused it) */
  odometer_confirmed: boolean;
  notes: string;
  photos: File[];
  signature: Blob | null;
};

/** POST /inspections/{loadId} (multipart): photos, signature, damage marks as JSON. */
export const recordInspection = (loadId: number, v: InspectionValues) => {
  const body = new FormData();
  body.append('kind', v.kind);
  body.append('car_id', String(v.car_id));
  body.append('damages', JSON.stringify(v.damages));
  body.append('odometer', String(v.odometer));
  if (v.odometer_confirmed) body.append('odometer_confirmed', '1');
  body.append('notes', v.notes);
  for (const photo of v.photos) body.append('photos[]', photo);
  if (v.signature) body.append('signature', v.signature, 'signature.png');
  return api.post<{ car_id: number; kind: InspectionKind }>(`/inspections/${loadId}`, body, { silent: true });
};

export const useRecordInspection = (loadId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: InspectionValues) => recordInspection(loadId, values),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['loads'] }),
  });
};
