import type { AuditEntry } from '@routier/domain';
import type { AuditLogRow } from '../../db/schema/index.js';

type Actor = { id: number; firstName: string | null; lastName: string | null; email: string };

const nameOf = (a: Actor | undefined) => [a?.firstName, a?.lastName].filter(Boolean).join(' ') || a?.email || '';

export const presentAuditEntry = (row: AuditLogRow, actor: Actor | undefined): AuditEntry => ({
  id: row.id,
  action: row.action as AuditEntry['action'],
  subject_type: row.subjectType as AuditEntry['subject_type'],
  subject_id: row.subjectId,
  order_id: row.orderId,
  actor: { id: row.actorUserId, name: nameOf(actor), email: actor?.email ?? '' },
  before: row.before,
  after: row.after,
  comment: row.comment,
  at: row.createdAt.toISOString(),
});
