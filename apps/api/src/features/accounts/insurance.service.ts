import {
  businessToday,
  Msg,
  NotificationType,
  Role,
  type InsuranceExpiryInput,
  type InsuranceOverview,
  type RefuseInsuranceInput,
} from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import type { BusinessDetailsRow, UserRow } from '../../db/schema/index.js';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.js';
import type { UploadedFile } from '../../platform/files/upload.js';
import { recordAudit } from '../audit/audit-records.service.js';
import { tellOperators } from '../notifications/operator-notices.js';
import { notify } from '../notifications/notifications.service.js';
import { cleanFileName } from '../orders/order-files.js';
import { findActiveCompanyUsers, findBusiness, updateBusiness } from '../users/user-records.service.js';
import { presentInsuranceFile, presentInsuranceProposal } from './accounts.presenter.js';
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

type ReadDeps = Pick<AppDeps, 'db' | 'clock' | 'env'>;

/**
 * A company's insurance as its owner and the admins see it: the certificates on file (newest first) with signed
 * download URLs (call only after the authorization check), the confirmed expiry and the latest proposal.
 */
export const insuranceOverview = async (deps: ReadDeps, businessId: number): Promise<InsuranceOverview> => {
  const [business, files, proposal] = await Promise.all([
    findBusiness(deps, businessId),
    repo.findInsuranceFiles(deps.db, businessId),
    repo.findLatestProposal(deps.db, businessId),
  ]);
  return {
    data: files.map((f) => presentInsuranceFile(deps, f)),
    expiry_date: business?.expiryDate ?? null,
    proposal: proposal && presentInsuranceProposal(proposal),
  };
};

/** The admin's account review: a transport company's insurance, null for any other business. */
export const insuranceForReview = (deps: ReadDeps, business: Pick<BusinessDetailsRow, 'id' | 'kind'> | null) =>
  business?.kind === Role.TransportCompany ? insuranceOverview(deps, business.id) : Promise.resolve(null);

const listFor = (deps: Deps, businessId: number) => insuranceOverview(deps, businessId);

/** GET /insurance/files: the certificates on file, the confirmed expiry and the latest proposal. */
export const listInsuranceFiles = async (deps: Deps, user: UserRow) => {
  const business = await ownCarrierBusiness(deps, user);
  return listFor(deps, business.id);
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
  return listFor(deps, business.id);
};

/** DELETE /insurance/files/{id}: another company's file is "not found". */
export const deleteInsuranceFile = async (deps: Deps, user: UserRow, id: number) => {
  const business = await ownCarrierBusiness(deps, user);
  const file = await repo.findInsuranceFile(deps.db, id);
  if (!file || file.businessDetailsId !== business.id) throw notFound();
  await repo.deleteInsuranceFile(deps.db, file.id);
  await deps.privateFiles.remove(file.storageKey);
  return listFor(deps, business.id);
};

/**
 * PUT /insurance/expiry-date: proposes the day the certificate on file ends. The proposal waits for an admin
 * (docs/decisions/038); until one confirms it, the confirmed date stands for the board, the bids, the header
 * badge and the reminders. A new proposal replaces the pending one; the admins are notified.
 */
export const proposeInsuranceExpiry = async (deps: Deps & Pick<AppDeps, 'jobs'>, user: UserRow, input: InsuranceExpiryInput) => {
  const business = await ownCarrierBusiness(deps, user);
  const now = deps.clock();
  if (input.expiry_date < businessToday(now)) throw fieldError('expiry_date', Msg.dateBeforeToday);
  if ((await repo.findInsuranceFiles(deps.db, business.id)).length === 0)
    throw fieldError('expiry_date', Msg.insuranceCertificateRequired);
  await deps.db.transaction(async (tx) => {
    await repo.replacePendingProposal(tx, business.id, now);
    const proposal = await repo.insertPendingProposal(tx, {
      businessDetailsId: business.id,
      expiryDate: input.expiry_date,
      proposedBy: user.id,
      proposedAt: now,
    });
    if (!proposal) throw new AppError('conflict', 'insurance.proposal_conflict');
    await tellOperators(tx, deps, {
      kind: 'insurance',
      accountId: user.id,
      company: business.name ?? '',
      expiryDate: input.expiry_date,
    });
  });
  return listFor(deps, business.id);
};

export type InsuranceDecision = { approve: true } | ({ approve: false } & RefuseInsuranceInput);

/**
 * PUT /admin/insurance-proposals/{id}/approve or /refuse: an admin, with the certificates in front of him,
 * confirms the proposed date (it becomes the company's expiry date) or refuses it with a reason. A proposal
 * decided or replaced meanwhile answers 409. The company's owners are notified.
 */
export const reviewInsuranceProposal = async (deps: Deps, admin: UserRow, id: number, decision: InsuranceDecision) => {
  const proposal = await repo.findProposal(deps.db, id);
  if (!proposal) throw notFound();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const decided = await repo.decideProposal(tx, id, {
      status: decision.approve ? 'approved' : 'refused',
      reviewedBy: admin.id,
      reviewedAt: now,
      refusalReason: decision.approve ? null : decision.reason,
    });
    if (!decided) throw new AppError('conflict', 'insurance.proposal_decided');
    if (decision.approve) {
      const business = await findBusiness({ db: tx }, proposal.businessDetailsId);
      await updateBusiness({ db: tx }, proposal.businessDetailsId, { expiryDate: proposal.expiryDate, updatedAt: now });
      await recordAudit(tx, {
        actorUserId: admin.id,
        action: 'insurance_approve',
        subject: { type: 'insurance', id: proposal.id },
        before: { business_id: proposal.businessDetailsId, expiry_date: business?.expiryDate ?? null },
        after: { business_id: proposal.businessDetailsId, expiry_date: proposal.expiryDate },
      });
    }
    const owners = await findActiveCompanyUsers({ db: tx }, proposal.businessDetailsId, [Role.TransportCompany]);
    await notify(tx, deps, {
      userIds: owners.map((u) => u.id),
      type: NotificationType.InsuranceReviewed,
      params: { approved: decision.approve, expiry_date: proposal.expiryDate },
    });
  });
  return insuranceOverview(deps, proposal.businessDetailsId);
};

/** Records an expiry reminder (company, expiry day, threshold); false when it was already sent. */
export const recordInsuranceReminder = (db: DbOrTx, businessId: number, expiryDate: string, thresholdDays: number, now: Date) =>
  repo.recordReminderOnce(db, businessId, expiryDate, thresholdDays, now);

/** A proposal recorded without a request (demo data): pending, as if the company had sent it. */
export const addInsuranceProposal = async (
  deps: Pick<AppDeps, 'db'>,
  businessId: number,
  expiryDate: string,
  by: number,
  at: Date,
) => {
  await repo.insertPendingProposal(deps.db, { businessDetailsId: businessId, expiryDate, proposedBy: by, proposedAt: at });
};

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
