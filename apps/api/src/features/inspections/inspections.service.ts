import { randomBytes } from 'node:crypto';
import { inspectionKindAllowed, InspectionInputSchema, Msg, odometerBackwardsBy } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { jobThumbnailKeyOf, redrawImage, reencodeImage } from '../../platform/files/images.js';
import { enqueueThumbnails } from '../../platform/files/thumbnails.js';
import { parseForm, type MultipartForm } from '../../platform/files/multipart-form.js';
import type { UploadedFile } from '../../platform/files/upload.js';
import { cleanFileName } from '../orders/order-files.js';
import { publishOrderChanged } from '../orders/order-live.service.js';
import { lockOrderForUpdate } from '../orders/orders.service.js';
import { assertOrderRunning, carsOfLoad, runnableLoad } from '../loads/load-progress.service.js';
import * as repo from './inspections.repository.js';

type Deps = { db: Db } & Pick<AppDeps, 'env' | 'clock' | 'privateFiles' | 'jobs'>;

type StoredImage = { key: string; image: Buffer; fileName: string };

const imageKey = (orderId: number) => `orders/${orderId}/inspections/${randomBytes(12).toString('hex')}.webp`;

/**
 * Redraws uploaded images (photos, signature) as WebP, without thumbnails (a job draws those); a file that
 * is not an image is a 422 on its field.
 */
const prepareImages = async (orderId: number, field: string, files: UploadedFile[]): Promise<StoredImage[]> =>
  Promise.all(
    files.map(async (f) => {
      const image = await redrawImage(f.bytes);
      if (!image) throw fieldError(field, Msg.imagesOnly);
      return { key: imageKey(orderId), image, fileName: cleanFileName(f.fileName) };
    }),
  );

/** The damage marks arrive as JSON text; anything else is a 422 on the field. */
const parseDamages = (raw: string | undefined): unknown => {
  try {
    return raw ? JSON.parse(raw) : [];
  } catch {
    throw fieldError('damages', Msg.invalidValue);
  }
};

const removeKeys = (deps: Pick<Deps, 'privateFiles'>, keys: (string | null)[]) =>
  Promise.all(keys.filter((k): k is string => k !== null).map((k) => deps.privateFiles.remove(k)));

/**
 * POST /inspections/{loadId}: the driver inspects a car of his load, at pickup (while inspecting) or at
 * delivery (while in transport): damage marks, odometer (at delivery not below the pickup's), notes, photos
 * and a signature. The company holding the job (or its dispatcher) may inspect in his place, for a driver
 * without a phone (decisions 026, 057); the inspection records who took it. Images are redrawn and stored
 * privately; a second inspection of the same car and end replaces the first. The order row is locked while the
 * inspection is written: a cancel that came meanwhile wins, and nothing is recorded on a cancelled order.
 */
export const recordInspection = async (deps: Deps, user: UserRow, loadId: number, form: MultipartForm) => {
  const { load, order } = await runnableLoad(deps, user, loadId);
  assertOrderRunning(order);
  const damages = parseDamages(form.fields.damages);
  const input = parseForm(InspectionInputSchema, {
    kind: form.fields.kind,
    car_id: form.fields.car_id,
    odometer: form.fields.odometer,
    odometer_confirmed: form.fields.odometer_confirmed,
    notes: form.fields.notes,
    damages,
    photos: form.files.photos ?? [],
    signature: form.files.signature?.[0],
  });
  if (inspectionKindAllowed(load) !== input.kind) throw new AppError('conflict', `load.${input.kind}_inspection_not_now`);
  const cars = await carsOfLoad(deps, load.id);
  if (!cars.some((c) => c.id === input.car_id)) throw fieldError('car_id', Msg.invalidChoice);
  // an odometer does not run backwards: below the car's earlier readings (this load's pickup, earlier loads'
  // inspections) it is refused with the reason, unless confirmed; then it is stored flagged (decision 060)
  const earlier = (await repo.findInspectionsOfCar(deps.db, input.car_id)).filter(
    (i) => !(i.loadId === load.id && i.kind === input.kind),
  );
  const backwards = odometerBackwardsBy(
    input.odometer,
    earlier.map((i) => i.odometer),
  );
  if (backwards !== null && !input.odometer_confirmed) {
    const pickup = earlier.find((i) => i.loadId === load.id && i.kind === 'pickup');
    throw fieldError('odometer', pickup && input.odometer < pickup.odometer ? Msg.odometerBelowPickup : Msg.odometerBelowEarlier);
  }

  const photos = await prepareImages(load.orderId, 'photos', form.files.photos ?? []);
  const [signature] = await prepareImages(load.orderId, 'signature', form.files.signature!.slice(0, 1));
  // the signature is shown whole: no thumbnail; the photos' thumbnails are drawn by a job
  const keys = [...photos.map((p) => p.key), signature.key];
  await Promise.all([
    ...photos.map((p) => deps.privateFiles.put(p.key, p.image)),
    deps.privateFiles.put(signature.key, signature.image),
  ]);
  try {
    const replaced = await deps.db.transaction(async (tx) => {
      const locked = await lockOrderForUpdate({ db: tx }, order.id);
      if (!locked) throw notFound();
      assertOrderRunning(locked);
      const previous = await repo.findInspection(tx, load.id, input.car_id, input.kind);
      const oldPhotos = previous ? await repo.findInspectionPhotos(tx, [previous.id]) : [];
      if (previous) await repo.deleteInspection(tx, previous.id);
      await publishOrderChanged({ db: tx }, order);
      const saved = await repo.insertInspection(
        tx,
        {
          loadId: load.id,
          carId: input.car_id,
          orderId: load.orderId,
          kind: input.kind,
          odometer: input.odometer,
          odometerBackwards: backwards !== null,
          notes: input.notes,
          damages: input.damages,
          signatureKey: signature.key,
          inspectedByUserId: user.id,
          createdAt: deps.clock(),
        },
        photos.map((p) => ({
          fileName: p.fileName,
          storageKey: p.key,
          mimeType: 'image/webp',
          sizeBytes: p.image.length,
        })),
      );
      await enqueueThumbnails(deps, tx, 'inspection_photo', saved.photos);
      return previous ? [previous.signatureKey, ...oldPhotos.flatMap((p) => [p.storageKey, p.thumbnailKey])] : [];
    });
    await removeKeys(deps, replaced);
  } catch (error) {
    await removeKeys(deps, keys);
    throw error;
  }
  return { car_id: input.car_id, kind: input.kind };
};

export type InspectionRecord = Omit<repo.NewInspection, 'id' | 'signatureKey'> & {
  photos: UploadedFile[];
  signature: UploadedFile;
};

/**
 * Stores an inspection as it was taken (demo data and imports, off any request): images redrawn and
 * stored privately, the photos' thumbnails drawn at once.
 */
export const storeInspection = async (deps: { db: DbOrTx } & Pick<AppDeps, 'privateFiles'>, record: InspectionRecord) => {
  const { photos: photoFiles, signature: signatureFile, ...values } = record;
  const photos = await Promise.all(
    photoFiles.map(async (f) => {
      const drawn = await reencodeImage(f.bytes);
      if (!drawn) throw fieldError('photos', Msg.imagesOnly);
      const key = imageKey(values.orderId);
      return { key, thumbnailKey: jobThumbnailKeyOf(key), ...drawn, fileName: cleanFileName(f.fileName) };
    }),
  );
  const [signature] = await prepareImages(values.orderId, 'signature', [signatureFile]);
  await Promise.all([
    ...photos.flatMap((p) => [deps.privateFiles.put(p.key, p.image), deps.privateFiles.put(p.thumbnailKey, p.thumbnail)]),
    deps.privateFiles.put(signature.key, signature.image),
  ]);
  return repo.insertInspection(
    deps.db,
    { ...values, signatureKey: signature.key },
    photos.map((p) => ({
      fileName: p.fileName,
      storageKey: p.key,
      thumbnailKey: p.thumbnailKey,
      mimeType: 'image/webp',
      sizeBytes: p.image.length,
    })),
  );
};

/** Records the thumbnail a job drew for an inspection photo (platform/files/thumbnails.ts). */
export const recordInspectionPhotoThumbnail = repo.setThumbnailKey;

/** Which of these stored keys belong to inspections (photos, thumbnails, signatures): the orphan-file sweeper keeps those. */
export const inspectionKeysAmong = repo.referencedKeys;
