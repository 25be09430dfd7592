import { Msg, Role, type InsuranceExpiryInput } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { fieldError, forbidden, notFound } from '../../lib/app-error.js';
import type { UploadedFile } from '../../platform/files/upload.js';
import { cleanFileName } from '../orders/order-files.js';
import { findBusiness, updateBusiness } from '../users/user-records.service.js';
import { presentInsuranceFile } from './accounts.presenter.js';
import * as repo from './accounts.repository.js';
import { prepareInsuranceFile } from './insurance-files.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'env' | 'privateFiles'>;

/** The insurance page is the transport company's own (spec §2): its business must be a carrier's. */
const ownCarrierBusiness = async (deps: Deps, user: UserRow) => {
  if (user.role !== Role.TransportCompany || !user.businessDetailsId) throw forbidden();
  const business = await findBusiness(deps, user.businessDetailsId);
  if (!business || business.kind !== Role.TransportCompany) throw forbidden();
  return business;
};

const listFor = async (deps: Deps, businessId: number, expiry: string | null) => ({
  data: (await repo.findInsuranceFiles(deps.db, businessId)).map((f) => presentInsuranceFile(deps, f)),
  expiry_date: expiry,
});

/** GET /insurance/files: the certificates on file (newest first) with signed download URLs, and the expiry date. */
export const listInsuranceFiles = async (deps: Deps, user: UserRow) => {
  const business = await ownCarrierBusiness(deps, user);
  return listFor(deps, business.id, business.expiryDate);
};

/**
 * POST /insurance/files: every file is checked by content before any is stored (PDF, Word, JPEG, PNG; 20 MB
 * each, 413 otherwise); all or none are kept. Access is checked before the body is read.
 */
export const uploadInsuranceFiles = async (deps: Deps, user: UserRow, read: () => Promise<UploadedFile[]>) => {
  const business = await ownCarrierBusiness(deps, user);
  const files = await read();
  const prepared = await Promise.all(files.map((f) => prepareInsuranceFile(business.id, f.fileName, f.bytes)));
  if (prepared.some((p) => p === null)) throw fieldError('files', Msg.fileTypeNotAllowed);
  const ready = prepared.filter((p) => p !== null);
  await Promise.all(ready.map((p) => deps.privateFiles.put(p.key, p.bytes)));
  try {
    await repo.insertInsuranceFiles(
      deps.db,
      ready.map((p, i) => ({
        businessDetailsId: business.id,
        fileName: cleanFileName(files[i].fileName),
        storageKey: p.key,
        mimeType: p.mime,
        sizeBytes: p.bytes.length,
        uploadedBy: user.id,
        createdAt: deps.clock(),
      })),
    );
  } catch (error) {
    await Promise.all(ready.map((p) => deps.privateFiles.remove(p.key)));
    throw error;
  }
  return listFor(deps, business.id, business.expiryDate);
};

/** DELETE /insurance/files/{id}: another company's file is "not found". */
export const deleteInsuranceFile = async (deps: Deps, user: UserRow, id: number) => {
  const business = await ownCarrierBusiness(deps, user);
  const file = await repo.findInsuranceFile(deps.db, id);
  if (!file || file.businessDetailsId !== business.id) throw notFound();
  await repo.deleteInsuranceFile(deps.db, file.id);
  await deps.privateFiles.remove(file.storageKey);
  return listFor(deps, business.id, business.expiryDate);
};

/** PUT /insurance/expiry-date: the day the certificate on file ends (the header badge counts down to it). */
export const setInsuranceExpiry = async (deps: Deps, user: UserRow, input: InsuranceExpiryInput) => {
  const business = await ownCarrierBusiness(deps, user);
  const updated = await updateBusiness(deps, business.id, { expiryDate: input.expiry_date, updatedAt: deps.clock() });
  return listFor(deps, business.id, updated.expiryDate);
};

/** Records an expiry reminder (company, expiry day, threshold); false when it was already sent. */
export const recordInsuranceReminder = (db: DbOrTx, businessId: number, expiryDate: string, thresholdDays: number, now: Date) =>
  repo.recordReminderOnce(db, businessId, expiryDate, thresholdDays, now);

/** A certificate put on file without a request (demo data): checked and stored like an upload. */
export const addInsuranceCertificate = async (
  deps: Deps,
  businessId: number,
  fileName: string,
  bytes: Buffer,
  uploadedBy: number | null,
) => {
  const prepared = await prepareInsuranceFile(businessId, fileName, bytes);
  if (!prepared) throw new Error(`${fileName} is not an accepted certificate`);
  await deps.privateFiles.put(prepared.key, prepared.bytes);
  await repo.insertInsuranceFiles(deps.db, [
    {
      businessDetailsId: businessId,
      fileName,
      storageKey: prepared.key,
      mimeType: prepared.mime,
      sizeBytes: prepared.bytes.length,
      uploadedBy,
      createdAt: deps.clock(),
    },
  ]);
};

/** Which of these stored keys are insurance certificates (the orphan-file sweeper keeps those). */
export const insuranceKeysAmong = repo.referencedKeys;
