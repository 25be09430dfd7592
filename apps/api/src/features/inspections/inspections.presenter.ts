import { z } from 'zod';
import type { InspectionDetail, InspectionKind } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { InspectionPhotoRow, InspectionRow } from '../../db/schema/index.js';
import { signedFileUrl } from '../../platform/files/signed-url.js';
import { StoredFileSchema } from '../orders/car-files.presenter.js';

const InspectionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['pickup', 'delivery']),
  car_id: z.number().int(),
  load_id: z.number().int(),
  odometer: z.number().int(),
  notes: z.string(),
  damages: z.array(z.object({ panel: z.string(), kind: z.string() })),
  photos: z.array(StoredFileSchema),
  signature_url: z.string(),
  inspected_by: z.string().nullable(),
  created_at: z.string(),
});

export const OrderInspectionsSchema = z.object({
  data: z.array(
    z.object({
      car_id: z.number().int(),
      car_number: z.number().int(),
      vin: z.string().nullable(),
      make: z.string().nullable(),
      model: z.string().nullable(),
      year: z.number().int().nullable(),
      is_delivered: z.boolean(),
      task: z
        .object({
          load_id: z.number().int(),
          status: z.number().int(),
          progress: z.number().int(),
          driver_name: z.string().nullable(),
        })
        .nullable(),
      pickup: InspectionSchema.nullable(),
      delivery: InspectionSchema.nullable(),
    }),
  ),
});

export const InspectionSavedSchema = z.object({ car_id: z.number().int(), kind: z.enum(['pickup', 'delivery']) });

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
