import type { AuditAction, AuditList, AuditQuery, AuditSubject, AuditValues } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { DbOrTx } from '../../db/client.js';
import { findUserById, findUserNames } from '../users/user-records.service.js';
import { presentAuditEntry } from './audit.presenter.js';
import * as repo from './audit.repository.js';

/**
 * The audit log's records: every feature where an operator acts writes its entry here, in the transaction of the
 * change it records, so an action and its entry commit or fail together.
 */
export type AuditRecord = {
  actorUserId: number;
  action: AuditAction;
  subject: { type: AuditSubject; id: number };
  orderId?: number | null;
  before?: AuditValues;
  after?: AuditValues;
  comment?: string | null;
};

export const recordAudit = (tx: DbOrTx, r: AuditRecord) =>
  repo.insertAuditEntry(tx, {
    actorUserId: r.actorUserId,
    action: r.action,
    subjectType: r.subject.type,
    subjectId: r.subject.id,
    orderId: r.orderId ?? null,
    before: r.before ?? null,
    after: r.after ?? null,
    comment: r.comment ?? null,
  });

/** The subjects of an account: the user, and his business when he has one. */
const accountSubjects = async (deps: Pick<AppDeps, 'db'>, userId: number) => {
  const user = await findUserById(deps, userId);
  const subjects: { type: AuditSubject; id: number }[] = [{ type: 'user', id: userId }];
  if (user?.businessDetailsId) subjects.push({ type: 'business', id: user.businessDetailsId });
  return subjects;
};

/**
 * The entries of an order, a subject, an operator or an account (the user and his business), newest first, with the
 * operators' names, a page at a time.
 */
export const listAuditEntries = async (deps: Pick<AppDeps, 'db'>, query: AuditQuery): Promise<AuditList> => {
  const rows = await repo.findAuditEntries(
    deps.db,
    {
      orderId: query.order_id,
      subject: query.subject_type && query.subject_id ? { type: query.subject_type, id: query.subject_id } : undefined,
      anyOf: query.account_id ? await accountSubjects(deps, query.account_id) : undefined,
      actorUserId: query.actor_id,
    },
    query.limit + 1,
    (query.page - 1) * query.limit,
  );
  const page = rows.slice(0, query.limit);
  const actors = await findUserNames(deps, [...new Set(page.map((r) => r.actorUserId))]);
  const byId = new Map(actors.map((a) => [a.id, a]));
  return { data: page.map((row) => presentAuditEntry(row, byId.get(row.actorUserId))), has_more: rows.length > query.limit };
};
