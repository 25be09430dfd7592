import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, type AuditLogRow } from '../../db/schema/index.js';

/** The one place that queries the audit log. */

export type NewAuditEntry = typeof auditLog.$inferInsert;

export const insertAuditEntry = async (db: DbOrTx, values: NewAuditEntry): Promise<AuditLogRow> =>
  (await db.insert(auditLog).values(values).returning())[0];

type Subject = { type: string; id: number };
export type AuditFilter = { orderId?: number; subject?: Subject; anyOf?: Subject[]; actorUserId?: number };

const isSubject = (s: Subject) => and(eq(auditLog.subjectType, s.type), eq(auditLog.subjectId, s.id))!;

/** The newest entries first, filtered by order, subject (or any of several) or operator; `offset` skips a page's worth. */
export const findAuditEntries = (db: DbOrTx, filter: AuditFilter, limit: number, offset = 0): Promise<AuditLogRow[]> => {
  const where: SQL[] = [];
  if (filter.orderId !== undefined) where.push(eq(auditLog.orderId, filter.orderId));
  if (filter.subject) where.push(isSubject(filter.subject));
  if (filter.anyOf) where.push(or(...filter.anyOf.map(isSubject))!);
  if (filter.actorUserId !== undefined) where.push(eq(auditLog.actorUserId, filter.actorUserId));
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
};
