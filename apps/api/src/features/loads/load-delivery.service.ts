import {
  NotificationType,
  businessDayOf,
  canCompleteLoad,
  deliveredDateProblem,
  completeLoadSchema,
  isDeliveredOnTime,
  isOrderDelivered,
  LoadProgress,
  Msg,
  OrderEvent,
  OrderStatus,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { parseForm, type MultipartForm } from '../../platform/files/multipart-form.js';
import type { UploadedFile } from '../../platform/files/upload.js';
import { inspectionsOfLoads } from '../inspections/inspection-records.service.js';
import { markCarsDelivered, orderCars, recordOrderDelivery } from '../orders/order-delivery.service.js';
import { enqueueThumbnails } from '../../platform/files/thumbnails.js';
import { cleanFileName, prepareOrderFile, type PreparedFile } from '../orders/order-files.js';
import { changeOrderStatus } from '../orders/order-status.service.js';
import { raiseOrderEvent } from '../orders/order-events.js';
import { lockOrderForUpdate } from '../orders/orders.service.js';
import { publishOrderChanged } from '../orders/order-live.service.js';
import { enqueueLoadDeliveryMail } from './load-delivery.mail-job.js';
import { customerAudience } from '../notifications/notification-audience.js';
import { notify } from '../notifications/notifications.service.js';
import { canRunLoad, isLoadDriver } from './load-progress.policy.js';
import { insertLoadDelivery, insertLoadFiles, referencedKeys, setThumbnailKey } from './load-progress.repository.js';
import { assertOrderRunning, carsOfLoad, loadWithOrder, presentDriverLoads } from './load-progress.service.js';
import { moveLoad } from './loads.repository.js';

type Deps = { db: Db } & Pick<AppDeps, 'env' | 'clock' | 'privateFiles' | 'jobs'>;

const prepareAll = async (orderId: number, field: string, files: UploadedFile[]) => {
  const prepared = await Promise.all(files.map((f) => prepareOrderFile(orderId, f.fileName, f.bytes)));
  if (prepared.some((p) => p === null)) throw fieldError(field, Msg.fileTypeNotAllowed);
  return prepared.map((p, i) => ({ ...(p as PreparedFile), fileName: cleanFileName(files[i].fileName) }));
};

/**
 * POST /loads/mark-as-completed/{id}: the load is delivered (carrier-and-account-side §5). Its driver or the
 * company holding the job sends the papers (bill of lading first), the delivered date, notes and, when the
 * order charges it, the fuel fee with its receipt. Every car of the load must have its delivery inspection.
 * The stated date is kept for the papers and may be neither in the future nor before the pickup; on time is
 * judged on the server time of this call, as a day in the business's time zone, against the due date. A
 * fuel fee stated is a fuel-fee claim (approved by the rule within the order's fee, else by an admin). The
 * cars are marked delivered; when the last car is delivered the order completes through the lifecycle; the
 * customer gets an email in his language.
 */
export const completeLoad = async (deps: Deps, user: UserRow, loadId: number, form: MultipartForm) => {
  const { load, order } = await loadWithOrder(deps, loadId);
  if (!canRunLoad(user, load, order)) throw notFound();
  assertOrderRunning(order);
  const input = parseForm(completeLoadSchema(order.fuelFeeCents > 0), {
    files: form.files.files ?? [],
    delivered_at: form.fields.delivered_at,
    notes: form.fields.notes,
    fuel_fee: form.fields.fuel_fee,
    fuel_fee_file: form.files.fuel_fee_file?.[0],
  });
  const now = deps.clock();
  const today = businessDayOf(now);
  const deliveredAt = input.delivered_at ?? today;
  const cars = await carsOfLoad(deps, load.id);
  const inspections = await inspectionsOfLoads(deps, [load.id]);
  const deliveries = inspections.filter((i) => i.kind === 'delivery');
  // the pickup: the "begin transport" step, or for a load that began before it was recorded, its first pickup inspection
  const pickedUpAt =
    load.pickedUpAt ??
    inspections.filter((i) => i.kind === 'pickup').reduce<Date | null>((a, i) => (a && a < i.createdAt ? a : i.createdAt), null);
  const dateProblem = deliveredDateProblem(deliveredAt, {
    today,
    pickupDay: pickedUpAt ? businessDayOf(pickedUpAt) : null,
  });
  if (dateProblem) throw fieldError('delivered_at', Msg[dateProblem]);
  const allowed = canCompleteLoad(load, {
    everyCarInspectedAtDelivery: cars.every((c) => deliveries.some((i) => i.carId === c.id)),
  });
  if (!allowed.ok) throw new AppError('conflict', allowed.error);

  const papers = await prepareAll(load.orderId, 'files', form.files.files ?? []);
  const receipt = form.files.fuel_fee_file
    ? await prepareAll(load.orderId, 'fuel_fee_file', form.files.fuel_fee_file.slice(0, 1))
    : [];
  const stored = [...papers, ...receipt];
  await Promise.all(stored.map((p) => deps.privateFiles.put(p.key, p.bytes)));
  const fuelFeeCents = Math.round((input.fuel_fee ?? 0) * 100);
  try {
    await deps.db.transaction(async (tx) => {
      // the order row first (decision 042): a cancel, or another load completing, waits; the status is read under the lock
      const locked = await lockOrderForUpdate({ db: tx }, order.id);
      if (!locked) throw notFound();
      assertOrderRunning(locked);
      const moved = await moveLoad(tx, load.id, load, { progress: LoadProgress.OrderCompleted });
      if (!moved) throw new AppError('conflict', 'load.changed');
      await publishOrderChanged({ db: tx }, order);
      await insertLoadDelivery(tx, {
        loadId: load.id,
        deliveredAt,
        notes: input.notes ?? null,
        fuelFeeCents,
        deliveredOnTime: isDeliveredOnTime(load.dueDate ?? order.dueDate, today),
        createdAt: now,
      });
      const files = await insertLoadFiles(
        tx,
        stored.map((p, i) => ({
          loadId: load.id,
          orderId: load.orderId,
          kind: i < papers.length ? 'delivery' : 'fuel_fee',
          fileName: p.fileName,
          storageKey: p.key,
          mimeType: p.mime,
          sizeBytes: p.bytes.length,
        })),
      );
      await enqueueThumbnails(deps, tx, 'load_file', files);
      await markCarsDelivered(
        { db: tx },
        cars.map((c) => c.id),
      );
      if (fuelFeeCents > 0)
        // the fuel-fee claim is filed in this transaction (features/fuel-fee-claims handles the event)
        await raiseOrderEvent(
          'order.fuel-fee-stated',
          { db: tx, clock: deps.clock, jobs: deps.jobs },
          {
            order,
            loadId: load.id,
            user,
            amountCents: fuelFeeCents,
            receiptFileId: files.find((f) => f.kind === 'fuel_fee')?.id ?? null,
          },
        );
      const completed = isOrderDelivered((await orderCars({ db: tx }, order.id)).map((c) => ({ is_delivered: c.isDelivered })));
      await recordOrderDelivery({ db: tx }, order, {
        deliveredOnTime: completed ? isDeliveredOnTime(order.dueDate, today) : null,
        at: now,
      });
      const canDeliver = locked.status === OrderStatus.InProgress || locked.status === OrderStatus.Delayed;
      if (completed && canDeliver)
        await changeOrderStatus({ db: tx, clock: deps.clock }, order.id, {
          type: OrderEvent.Deliver,
          by: isLoadDriver(user, load) ? 'driver' : 'carrier',
        });
      const mail = {
        orderId: order.id,
        orderNumber: order.orderNumber,
        guestId: null,
        cars: Math.max(cars.length, 1),
        deliveredAt,
        orderCompleted: completed && canDeliver,
      };
      // a guest has no account: only his e-mail
      if (order.userId === null && order.guestId !== null)
        await enqueueLoadDeliveryMail(deps, tx, { ...mail, userId: null, guestId: order.guestId });
      await notify(tx, deps, {
        userIds: await customerAudience({ db: tx }, order),
        type: NotificationType.LoadDelivered,
        orderId: order.id,
        params: { order_number: order.orderNumber, completed: mail.orderCompleted },
        email: { send: (t, userId) => enqueueLoadDeliveryMail(deps, t, { ...mail, userId }) },
      });
    });
  } catch (error) {
    await Promise.all(stored.map((p) => deps.privateFiles.remove(p.key)));
    throw error;
  }
  const [updated] = await presentDriverLoads(deps, [{ ...load, progress: LoadProgress.OrderCompleted }]);
  return updated;
};

/** Records the thumbnail a job drew for a delivery paper (platform/files/thumbnails.ts). */
export const recordLoadFileThumbnail = setThumbnailKey;

/** Which of these stored keys belong to delivery papers (the orphan-file sweeper keeps those). */
export const loadFileKeysAmong = referencedKeys;
