import type { StoredFileDetail } from '@routier/domain';
import { api } from '../../../lib/api-client';

/** POST /cars/files/{carId} (multipart files[]): the car's files after the upload. */
export const uploadCarFiles = (carId: number, files: File[]) => {
  const form = new FormData();
  for (const file of files) form.append('files[]', file);
  return api.post<{ data: StoredFileDetail[] }>(`/cars/files/${carId}`, form);
};

/** DELETE /cars/files/{fileId}: the car's files after the removal. */
export const deleteCarFile = (fileId: number) => api.delete<{ data: StoredFileDetail[] }>(`/cars/files/${fileId}`);
