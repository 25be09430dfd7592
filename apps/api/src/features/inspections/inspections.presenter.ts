import type { InspectionDetail, InspectionKind } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { InspectionPhotoRow, InspectionRow } from '../../db/schema/index.js';
import { signedFileUrl } from '../../platform/files/signed-url.js';

/** An inspection with signed URLs to its photos and signature (call only after the caller's check). */
export const presentInspection = (
  deps: Pick<AppDeps, 'env' | 'clock'>,
  row: InspectionRow,
  photos: InspectionPhotoRow[],
  inspectedBy: string | null,
): InspectionDetail => ({
  id: row.id,
  kind: row.kind as InspectionKind,
  car_id: row.carId,
  load_id: row.loadId,
  odometer: row.odometer,
  odometer_backwards: row.odometerBackwards,
  notes: row.notes,
  damages: row.damages,
  photos: photos.map((p) => ({
    id: p.id,
    file_name: p.fileName,
    path_url: signedFileUrl(deps, p.storageKey),
    thumbnail_url: p.thumbnailKey ? signedFileUrl(deps, p.thumbnailKey) : null,
    mime_type: p.mimeType,
  })),
  signature_url: signedFileUrl(deps, row.signatureKey),
  inspected_by: inspectedBy,
  created_at: row.createdAt.toISOString(),
});
