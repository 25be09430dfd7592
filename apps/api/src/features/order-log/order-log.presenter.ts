import { ROLE_KEYS, type OrderLogEntry, type OrderLogEvent, type OrderLogThread, type Role } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { OrderLogFileRow, OrderLogRow, UserRow } from '../../db/schema/index.js';
import { signedFileUrl } from '../../platform/files/signed-url.js';

type Author = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'role'>;

/** An entry as its reader sees it; file URLs are signed (call only after the access check). */
export const presentLogEntry = (
  deps: Pick<AppDeps, 'env' | 'clock'>,
  row: OrderLogRow,
  files: OrderLogFileRow[],
  author: Author | undefined,
  readerId: number,
): OrderLogEntry => ({
  id: row.id,
  thread: row.thread as OrderLogThread,
  display_text: row.comment ?? '',
  event: row.event ? { type: row.event.type as OrderLogEvent, params: row.event.params } : null,
  created_at: row.createdAt.toISOString(),
  belongs_to_current_user: row.authorId !== null && row.authorId === readerId,
  sender_role_name: row.authorRole ? (ROLE_KEYS[row.authorRole as Role] ?? 'system') : 'system',
  sender_name: author ? [author.firstName, author.lastName].filter(Boolean).join(' ') : '',
  order_log_files: files.map((f) => ({
    id: f.id,
    file_name: f.fileName,
    path_url: signedFileUrl(deps, f.storageKey),
    mime_type: f.mimeType,
  })),
});
