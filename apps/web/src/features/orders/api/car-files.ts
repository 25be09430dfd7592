import type { StoredFileDetail } from '@routier/domain';
import { wizardCall, type GuestAccess } from '../../../lib/guest-order';

/** POST /cars/files/{carId} (multipart files[]): the car's files after the upload. */
export const uploadCarFiles = (carId: number, files: File[], guest: GuestAccess | null = null) => {
  const form = new FormData();
  for (const file of files) form.append('files[]', file);
  const path = `/cars/files/${carId}`;
  return wizardCall<{ data: StoredFileDetail[] }>(guest, ['POST', path], ['POST', path], form);
};

/** DELETE /cars/files/{fileId}: the car's files after the removal. */
export const deleteCarFile = (fileId: number, guest: GuestAccess | null = null) =>
  wizardCall<{ data: StoredFileDetail[] }>(guest, ['DELETE', `/cars/files/${fileId}`], ['DELETE', `/cars/files/${fileId}`]);
