import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, type AuditLogRow } from '../../db/schema/index.js';

/** The one place that queries the audit log. */

export type NewAuditEntry = typeof auditLog.$inferInsert;

export const insertAuditEntry = async (db: DbOrTx, values: NewAuditEntry): Promise<AuditLogRow> =>
  (await db.insert(auditLog).values(values).returning())[0];

export type AuditFilter = { orderId?: number; subject?: { type: string; id: number }; actorUserId?: number };

/** The newest entries first, filtered by order, subject or operator. */
export const findAuditEntries = (db: DbOrTx, filter: AuditFilter, limit: number): Promise<AuditLogRow[]> => {
  const where: SQL[] = [];
  if (filter.orderId !== undefined) where.push(eq(auditLog.orderId, filter.orderId));
  if (filter.subject) where.push(eq(auditLog.subjectType, filter.subject.type), eq(auditLog.subjectId, filter.subject.id));
  if (filter.actorUserId !== undefined) where.push(eq(auditLog.actorUserId, filter.actorUserId));
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
};
