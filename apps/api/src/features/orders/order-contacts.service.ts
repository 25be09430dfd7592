import { Msg, OrderStatus, type ContactDetail, type NewContactDetails, type StoredFileDetail } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow, UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { UploadedFile } from '../../platform/files/upload.js';
import { cleanFileName, prepareOrderFile, presentReleaseFile, type PreparedFile } from './order-files.js';
import { enqueueThumbnails } from '../../platform/files/thumbnails.js';
import * as repo from './order-contacts.repository.js';
import { actorUserId, canViewOrder, isOperatorActor, isPreparedByOperator, type OrderActor } from './orders.policy.js';
import { findOrder, lockOrder, updateOrder } from './orders.repository.js';

type Deps = Pick<AppDeps, 'db' | 'env' | 'clock' | 'privateFiles' | 'jobs'>;
type ReadDeps = { db: DbOrTx } & Pick<AppDeps, 'env' | 'clock'>;

/** The wizard step of notes and contacts (1-based `current_step`) and the one after it. */
const CONTACTS_STEP = 4;

/** The order a customer may see (404 for none and for someone else's: decision 042). */
const viewableOrder = async (db: DbOrTx, user: OrderActor, orderId: number) => {
  const order = await findOrder(db, orderId);
  if (!order) throw notFound();
  if (!canViewOrder(user, order)) throw notFound();
  return order;
};

/**
 * The order a customer may still fill in step 4: a draft (new or sent back for edits), or an auto-dispatch
 * order waiting for its payment (the details wizard's notes step comes after accepting a quote).
 */
const editableOrder = async (db: DbOrTx, user: OrderActor, orderId: number) => {
  const order = await viewableOrder(db, user, orderId);
  if (order.status !== OrderStatus.Draft && order.status !== OrderStatus.AutoDispatchPending)
    throw new AppError('conflict', 'order.not_editable');
  // an order an admin created: its contacts are the operator's while he prepares it, then the customer reads them
  if (order.isCreatedByAdmin !== isOperatorActor(user) || (isOperatorActor(user) && !isPreparedByOperator(order)))
    throw new AppError('conflict', 'order.not_editable');
  return order;
};

/** The contacts and release form of an order, as GET /orders/{id} shows them (after the caller's check). */
export const orderContactParts = async (
  deps: ReadDeps,
  order: OrderRow,
): Promise<{ contact_details: ContactDetail[]; release_form: boolean | null; release_form_files: StoredFileDetail[] }> => {
  const [details, files] = await Promise.all([
    repo.findContactDetails(deps.db, order.id),
    repo.findReleaseFiles(deps.db, order.id),
  ]);
  return {
    contact_details: details.map((d) => ({
      type: d.type === 'destination' ? 'destination' : 'pickup',
      name: d.name,
      email: d.email,
      phone: d.phone,
      notes: d.notes,
      contact_id: d.contactId,
      user_id: d.userId,
    })),
    release_form: order.releaseForm,
    release_form_files: files.map((f) => presentReleaseFile(deps, f)),
  };
};

const removeStored = (deps: Pick<AppDeps, 'privateFiles'>, files: { storageKey: string; thumbnailKey: string | null }[]) =>
  Promise.all(
    files
      .flatMap((f) => [f.storageKey, f.thumbnailKey].filter((k): k is string => k !== null))
      .map((k) => deps.privateFiles.remove(k)),
  );

/**
 * POST /new-contact-details/{id}: saves both ends, saves them into the customer's contacts, records the
 * release-form answer ("yes" needs a file already uploaded; "no" deletes the uploaded ones) and moves the
 * wizard on from step 4.
 */
export const saveContactDetails = async (deps: Deps, user: OrderActor, orderId: number, input: NewContactDetails) => {
  const removed = await deps.db.transaction(async (tx) => {
    // under the order's row lock, as checkout books it and the operator sends it
    await lockOrder(tx, orderId);
    const order = await editableOrder(tx, user, orderId);
    const files = await repo.findReleaseFiles(tx, order.id);
    if (input.release_form === 'yes' && files.length === 0) throw fieldError('release_form', Msg.releaseFormFileRequired);
    const at = deps.clock();
    // one end after the other: a transaction is one connection
    // a guest has no address book (spec §6): his contacts are kept on the order only
    const ownerId = actorUserId(user);
    const ends = [];
    for (const type of ['pickup', 'destination'] as const) {
      const end = input[type];
      const contactId =
        ownerId === null
          ? null
          : await repo.upsertContact(tx, ownerId, { name: end.name, email: end.email, phone: end.phone, at });
      ends.push({
        type,
        name: end.name,
        email: end.email,
        phone: end.phone,
        notes: end.notes || null,
        contactId,
        // a customer may name himself as a contact, no other account
        userId: ownerId !== null && end.user_id === ownerId ? ownerId : null,
      });
    }
    await repo.replaceContactDetails(tx, order.id, ends);
    const dropped =
      input.release_form === 'no'
        ? await repo.deleteReleaseFiles(
            tx,
            files.map((f) => f.id),
          )
        : [];
    await updateOrder(tx, order, {
      releaseForm: input.release_form === 'yes',
      currentStep: order.currentStep === CONTACTS_STEP ? CONTACTS_STEP + 1 : order.currentStep,
      updatedAt: at,
    });
    return dropped;
  });
  await removeStored(deps, removed);
};

/** The order's pickup and destination contacts (its bill of lading prints them). */
export const findOrderContactDetails = ({ db }: { db: DbOrTx }, orderId: number) => repo.findContactDetails(db, orderId);

/** POST /contacts: the caller's saved contacts matching the keyword. */
export const searchSavedContacts = (deps: { db: DbOrTx }, user: UserRow, keyword: string) =>
  repo.searchContacts(deps.db, user.id, keyword);

/** POST /release-form/{id}: stores the uploaded files (checked by content) and answers the order's release files. */
export const uploadReleaseFiles = async (deps: Deps, user: UserRow, orderId: number, uploads: UploadedFile[]) => {
  const order = await editableOrder(deps.db, user, orderId);
  const prepared: (PreparedFile & { fileName: string; size: number })[] = [];
  for (const upload of uploads) {
    const file = await prepareOrderFile(order.id, upload.fileName, upload.bytes);
    if (!file) throw fieldError('files', Msg.fileTypeNotAllowed);
    prepared.push({ ...file, fileName: cleanFileName(upload.fileName), size: upload.bytes.length });
  }
  for (const f of prepared) await deps.privateFiles.put(f.key, f.bytes);
  try {
    await deps.db.transaction(async (tx) => {
      const rows = await repo.insertReleaseFiles(
        tx,
        prepared.map((f) => ({
          orderId: order.id,
          storageKey: f.key,
          fileName: f.fileName,
          mimeType: f.mime,
          sizeBytes: f.size,
          uploadedBy: user.id,
          createdAt: deps.clock(),
        })),
      );
      await enqueueThumbnails(deps, tx, 'release_file', rows);
    });
  } catch (error) {
    await Promise.all(prepared.map((f) => deps.privateFiles.remove(f.key)));
    throw error;
  }
  return releaseFilesOf(deps, order.id);
};

const releaseFilesOf = async (deps: ReadDeps, orderId: number) => ({
  release_form_files: (await repo.findReleaseFiles(deps.db, orderId)).map((f) => presentReleaseFile(deps, f)),
});

/** DELETE /release-form/{id}: one release file, by its id. */
export const deleteReleaseFile = async (deps: Deps, user: UserRow, fileId: number) => {
  const file = await repo.findReleaseFile(deps.db, fileId);
  if (!file) throw notFound();
  await editableOrder(deps.db, user, file.orderId);
  await repo.deleteReleaseFiles(deps.db, [file.id]);
  await removeStored(deps, [file]);
  return releaseFilesOf(deps, file.orderId);
};

/** DELETE /release-form/batch/{id}: every release file of an order. */
export const deleteAllReleaseFiles = async (deps: Deps, user: UserRow, orderId: number) => {
  const order = await editableOrder(deps.db, user, orderId);
  const files = await repo.findReleaseFiles(deps.db, order.id);
  await repo.deleteReleaseFiles(
    deps.db,
    files.map((f) => f.id),
  );
  await removeStored(deps, files);
  return releaseFilesOf(deps, order.id);
};

export type OrderContactEnd = {
  type: 'pickup' | 'destination';
  name: string;
  email: string;
  phone: string;
  notes: string | null;
};

/** Writes both ends of an order and saves them in the owner's contacts, with no wizard rules (demo data, fixtures). */
export const saveOrderContacts = async (
  deps: { db: DbOrTx },
  orderId: number,
  ownerUserId: number,
  ends: OrderContactEnd[],
  at: Date,
) => {
  const rows = [];
  for (const end of ends) {
    const contactId = await repo.upsertContact(deps.db, ownerUserId, { ...end, at });
    rows.push({ ...end, contactId, userId: null });
  }
  return repo.replaceContactDetails(deps.db, orderId, rows);
};

/** Records the thumbnail a job drew for a release-form file (platform/files/thumbnails.ts). */
export const recordReleaseFileThumbnail = repo.setThumbnailKey;

/** Which of these stored keys belong to release-form files (the orphan-file sweeper keeps those). */
export const releaseFileKeysAmong = repo.referencedKeys;
