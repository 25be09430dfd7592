import {
  businessToday,
  isStartDateAllowed,
  Msg,
  NOTES_MAX_LENGTH,
  text,
  type CarInput,
  type CarsBatchInput,
  type CarsVinBatchInput,
  type VinDecoded,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { OrderActor } from './orders.policy.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import type { UploadedFile } from '../../platform/files/upload.js';
import * as carFilesRepo from './car-files.repository.js';
import { deleteCarFile, findCarFile, findCarFiles, insertCarFiles } from './car-files.repository.js';
import { presentCarFile } from './car-files.presenter.js';
import { enqueueThumbnails } from '../../platform/files/thumbnails.js';
import { cleanFileName, prepareOrderFile } from './order-files.js';
import { editableOrder, lockEditableOrder } from './order-addresses.service.js';
import { canViewOrder, customerOrdersScope } from './orders.policy.js';
import {
  deleteCars,
  findCars,
  findOrder,
  findOrderCars,
  findScopedVins,
  insertCars,
  updateCar,
  updateOrder,
} from './orders.repository.js';

type Deps = { db: Db } & Pick<AppDeps, 'env' | 'clock' | 'privateFiles' | 'jobs'>;

/** The wizard resumes at the pricing step (1-based current_step) once the cars are saved. */
const PRICING_STEP = 3;

const carColumns = (car: CarInput, orderId: number, carNumber: number) => ({
  orderId,
  carNumber,
  vin: car.vin,
  type: car.type,
  make: car.make,
  model: car.model,
  year: car.year,
  isOperable: car.is_operable,
  isModified: car.is_modified,
  comments: car.comments,
  enclosed: car.enclosed,
  isAntique: car.is_antique,
  width: car.width,
  height: car.height,
  length: car.length,
  weight: car.weight,
});

/**
 * POST /cars/batch-edit/{id}: the order's cars become the list sent (cars with an id are kept with their
 * files, others are added, the rest removed), with the start date; the wizard moves on to pricing.
 */
export const saveOrderCars = async (deps: Deps, user: OrderActor, orderId: number, input: CarsBatchInput): Promise<void> => {
  const order = await editableOrder(deps.db, user, orderId);
  const today = businessToday(deps.clock());
  if (!isStartDateAllowed(input.start_at, today)) throw fieldError('start_at', Msg.startDateTooEarly);
  const existing = await findOrderCars(deps.db, order.id);
  const existingIds = new Set(existing.map((c) => c.id));
  input.cars.forEach((car, i) => {
    if (car.id !== null && !existingIds.has(car.id)) throw fieldError(`cars.${i}.id`, Msg.invalidChoice);
  });
  const kept = new Set(input.cars.map((c) => c.id).filter((id): id is number => id !== null));
  const removed = existing.filter((c) => !kept.has(c.id)).map((c) => c.id);
  const removedFiles = await findCarFiles(deps.db, removed);

  await deps.db.transaction(async (tx) => {
    await lockEditableOrder(tx, order.id, user);
    await deleteCars(tx, removed);
    for (const [i, car] of input.cars.entries()) {
      if (car.id !== null) await updateCar(tx, car.id, carColumns(car, order.id, i + 1));
      else await insertCars(tx, [carColumns(car, order.id, i + 1)]);
    }
    await updateOrder(tx, order, {
      carsAmount: input.cars.length,
      startAt: input.start_at,
      isAntique: input.cars.some((c) => c.is_antique),
      isEnclosed: input.cars.some((c) => c.enclosed),
      currentStep: PRICING_STEP,
      updatedAt: deps.clock(),
    });
  });
  await Promise.all(
    removedFiles.flatMap((f) => [f.storageKey, f.thumbnailKey].flatMap((key) => (key ? [deps.privateFiles.remove(key)] : []))),
  );
};

/**
 * PUT /guests/orders/cars/vin/{id}: one car of an order still editable takes a VIN and what it decodes to
 * (make, model, year and type, each kept when the decoder does not know it). A car of another order is a
 * field error on `car_id`.
 */
export const setCarVin = async (
  deps: Pick<Deps, 'db' | 'clock'>,
  user: OrderActor,
  orderId: number,
  carId: number,
  decoded: VinDecoded,
): Promise<void> => {
  const order = await editableOrder(deps.db, user, orderId);
  const car = (await findOrderCars(deps.db, order.id)).find((c) => c.id === carId);
  if (!car) throw fieldError('car_id', Msg.invalidChoice);
  await deps.db.transaction(async (tx) => {
    await lockEditableOrder(tx, order.id, user);
    await updateCar(tx, car.id, {
      vin: decoded.vin,
      make: decoded.make,
      model: decoded.model ?? car.model,
      year: decoded.year ?? car.year,
      type: decoded.type ?? car.type,
    });
  });
};

/**
 * POST /cars/batch-edit/vin/{id} (decision 058): each car sent is the order's car with that VIN, and gets the fields
 * sent (running, modified and its notes, enclosed, antique, dimensions); the other cars, and fields left out, stay
 * as they were. A VIN the order does not have is refused, changing nothing. The wizard goes back to pricing, as
 * after the vehicle step: the price depends on these fields.
 */
export const saveOrderCarsByVin = async (
  deps: Pick<Deps, 'db' | 'clock'>,
  user: OrderActor,
  orderId: number,
  input: CarsVinBatchInput,
): Promise<void> => {
  const order = await editableOrder(deps.db, user, orderId);
  const existing = await findOrderCars(deps.db, order.id);
  const byVin = new Map(existing.filter((c) => c.vin).map((c) => [c.vin!.toUpperCase(), c]));
  const changes = input.cars.map((edit, i) => {
    const car = byVin.get(edit.vin);
    if (!car) throw fieldError(`cars.${i}.vin`, Msg.invalidChoice);
    const isModified = edit.is_modified ?? car.isModified;
    const notes = edit.comments !== undefined ? edit.comments : car.comments;
    let comments: string | null = null;
    if (isModified) {
      const parsed = text({ max: NOTES_MAX_LENGTH, required: true, multiline: true }).safeParse(notes ?? '');
      if (!parsed.success) {
        const key = parsed.error.issues[0]?.message;
        throw fieldError(`cars.${i}.comments`, key === Msg.tooLong ? Msg.notesMaxLength : (key ?? Msg.isRequired));
      }
      comments = parsed.data;
    }
    return {
      id: car.id,
      patch: {
        isOperable: edit.is_operable ?? car.isOperable,
        isModified,
        comments,
        enclosed: edit.enclosed ?? car.enclosed,
        isAntique: edit.is_antique ?? car.isAntique,
        width: edit.width !== undefined ? edit.width : car.width,
        height: edit.height !== undefined ? edit.height : car.height,
        length: edit.length !== undefined ? edit.length : car.length,
        weight: edit.weight !== undefined ? edit.weight : car.weight,
      },
    };
  });
  const after = existing.map((c) => ({ ...c, ...changes.find((x) => x.id === c.id)?.patch }));
  await deps.db.transaction(async (tx) => {
    await lockEditableOrder(tx, order.id, user);
    for (const { id, patch } of changes) await updateCar(tx, id, patch);
    await updateOrder(tx, order, {
      isAntique: after.some((c) => c.isAntique),
      isEnclosed: after.some((c) => c.enclosed),
      currentStep: PRICING_STEP,
      updatedAt: deps.clock(),
    });
  });
};

/** POST /orders/vin: the customer's earlier VINs starting with the text (spec: VIN suggestions). */
export const suggestVins = (deps: Pick<Deps, 'db'>, user: UserRow, start: string) =>
  findScopedVins(deps.db, customerOrdersScope(user), start.toUpperCase(), 10);

/** A car of an order the customer may still edit, or 404/403/409. */
const editableCar = async (deps: Pick<Deps, 'db'>, user: OrderActor, carId: number) => {
  const [car] = await findCars(deps.db, [carId]);
  if (!car) throw notFound();
  const order = await findOrder(deps.db, car.orderId);
  if (!order) throw notFound();
  if (!canViewOrder(user, order)) throw notFound();
  await editableOrder(deps.db, user, order.id);
  return car;
};

const carFilesOf = async (deps: Pick<Deps, 'db' | 'env' | 'clock'>, carId: number) => ({
  data: (await findCarFiles(deps.db, [carId])).map((f) => presentCarFile(deps, f)),
});

/**
 * POST /cars/files/{carId}: stores the files privately (accepted types judged by content, images redrawn,
 * their thumbnails queued; 20 MB each is enforced while reading) and answers the car's files.
 */
export const addCarFiles = async (deps: Deps, user: OrderActor, carId: number, read: () => Promise<UploadedFile[]>) => {
  const car = await editableCar(deps, user, carId);
  const files = await read();
  const prepared = await Promise.all(files.map((f) => prepareOrderFile(car.orderId, f.fileName, f.bytes)));
  if (prepared.some((p) => p === null)) throw fieldError('files', Msg.fileTypeNotAllowed);
  const ready = prepared.filter((p) => p !== null);
  const rows = ready.map((p, i) => ({
    carId: car.id,
    orderId: car.orderId,
    fileName: cleanFileName(files[i].fileName),
    storageKey: p.key,
    mimeType: p.mime,
    sizeBytes: p.bytes.length,
  }));
  await Promise.all(ready.map((p) => deps.privateFiles.put(p.key, p.bytes)));
  try {
    await deps.db.transaction(async (tx) => {
      await enqueueThumbnails(deps, tx, 'car_file', await insertCarFiles(tx, rows));
    });
  } catch (error) {
    await Promise.all(ready.map((p) => deps.privateFiles.remove(p.key)));
    throw error;
  }
  return carFilesOf(deps, car.id);
};

/** DELETE /cars/files/{fileId}: removes one file of an editable order's car and answers the car's files. */
export const removeCarFile = async (deps: Deps, user: OrderActor, fileId: number) => {
  const file = await findCarFile(deps.db, fileId);
  if (!file) throw notFound();
  await editableCar(deps, user, file.carId);
  await deleteCarFile(deps.db, file.id);
  await Promise.all([file.storageKey, file.thumbnailKey].flatMap((key) => (key ? [deps.privateFiles.remove(key)] : [])));
  return carFilesOf(deps, file.carId);
};

/** Records the thumbnail a job drew for a car file (platform/files/thumbnails.ts). */
export const recordCarFileThumbnail = carFilesRepo.setThumbnailKey;

/** Which of these stored keys belong to car files (the orphan-file sweeper keeps those). */
export const carFileKeysAmong = carFilesRepo.referencedKeys;
