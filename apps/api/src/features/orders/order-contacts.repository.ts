import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  contactDetails,
  contacts,
  releaseFormFiles,
  type ContactDetailRow,
  type ReleaseFormFileRow,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/paging.js';

/** The one place that queries contacts, contact_details and release_form_files. */

export type ContactEndRow = {
  type: 'pickup' | 'destination';
  name: string;
  email: string;
  phone: string;
  notes: string | null;
  contactId: number | null;
  userId: number | null;
};

export const findContactDetails = (db: DbOrTx, orderId: number): Promise<ContactDetailRow[]> =>
  db.select().from(contactDetails).where(eq(contactDetails.orderId, orderId)).orderBy(asc(contactDetails.id));

/** Replaces both ends of an order. */
export const replaceContactDetails = async (db: DbOrTx, orderId: number, ends: ContactEndRow[]) => {
  await db.delete(contactDetails).where(eq(contactDetails.orderId, orderId));
  return db
    .insert(contactDetails)
    .values(ends.map((e) => ({ orderId, ...e })))
    .returning();
};

/** Saves a contact in the owner's address book (one per email), updating its name and phone; returns its id. */
export const upsertContact = async (
  db: DbOrTx,
  ownerUserId: number,
  c: { name: string; email: string; phone: string; at: Date },
) => {
  const [existing] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.ownerUserId, ownerUserId), eq(contacts.email, c.email)))
    .limit(1);
  if (existing) {
    await db.update(contacts).set({ name: c.name, phone: c.phone, updatedAt: c.at }).where(eq(contacts.id, existing.id));
    return existing.id;
  }
  const [row] = await db
    .insert(contacts)
    .values({ ownerUserId, name: c.name, email: c.email, phone: c.phone, createdAt: c.at, updatedAt: c.at })
    .returning({ id: contacts.id });
  return row.id;
};

/** The owner's saved contacts whose name, email or phone contain the keyword. */
export const searchContacts = (db: DbOrTx, ownerUserId: number, keyword: string, limit = 10) =>
  db
    .select({ id: contacts.id, name: contacts.name, email: contacts.email, phone: contacts.phone })
    .from(contacts)
    .where(
      and(
        eq(contacts.ownerUserId, ownerUserId),
        or(
          ilike(contacts.name, containsPattern(keyword)),
          ilike(contacts.email, containsPattern(keyword)),
          ilike(contacts.phone, containsPattern(keyword)),
        ),
      ),
    )
    .orderBy(asc(contacts.name), asc(contacts.id))
    .limit(limit);

export const findReleaseFiles = (db: DbOrTx, orderId: number): Promise<ReleaseFormFileRow[]> =>
  db.select().from(releaseFormFiles).where(eq(releaseFormFiles.orderId, orderId)).orderBy(asc(releaseFormFiles.id));

export const findReleaseFile = async (db: DbOrTx, id: number): Promise<ReleaseFormFileRow | null> =>
  (await db.select().from(releaseFormFiles).where(eq(releaseFormFiles.id, id)))[0] ?? null;

export const insertReleaseFiles = (db: DbOrTx, rows: (typeof releaseFormFiles.$inferInsert)[]) =>
  rows.length === 0 ? Promise.resolve([]) : db.insert(releaseFormFiles).values(rows).returning();

export const deleteReleaseFiles = (db: DbOrTx, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.delete(releaseFormFiles).where(inArray(releaseFormFiles.id, ids)).returning();

/** Records the thumbnail a job drew for the release-form file `id` while it still holds `storageKey`: false when it does not. */
export const setThumbnailKey = async (db: DbOrTx, id: number, storageKey: string, thumbnailKey: string) =>
  (
    await db
      .update(releaseFormFiles)
      .set({ thumbnailKey })
      .where(and(eq(releaseFormFiles.id, id), eq(releaseFormFiles.storageKey, storageKey)))
      .returning({ id: releaseFormFiles.id })
  ).length > 0;

/** Which of these stored keys a release-form file refers to (file or thumbnail): the orphan-file sweeper keeps those. */
export const referencedKeys = async (db: DbOrTx, keys: string[]): Promise<string[]> => {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ file: releaseFormFiles.storageKey, thumbnail: releaseFormFiles.thumbnailKey })
    .from(releaseFormFiles)
    .where(or(inArray(releaseFormFiles.storageKey, keys), inArray(releaseFormFiles.thumbnailKey, keys)));
  return rows.flatMap((r) => [r.file, r.thumbnail]).filter((k): k is string => k !== null);
};
