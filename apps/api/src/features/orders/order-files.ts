import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { StoredFileDetail } from '@routier/domain';
import type { AppDeps } from '../../app-deps.js';
import type { ReleaseFormFileRow } from '../../db/schema/index.js';
import { redrawImage } from '../../platform/files/images.js';
import { signedFileUrl } from '../../platform/files/signed-url.js';
import { sniffFileType } from '../../platform/files/sniff.js';

/** Accepted order files by their detected content (customer-side §5's list), and the extension they are stored with. */
const ACCEPTED: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/x-cfb': 'doc', // .doc and .xls (OLE compound file); the original name keeps the real extension
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'video/quicktime': 'mov',
  'video/mp4': 'mp4',
  'video/vnd.avi': 'avi',
};
const TEXT_EXTENSIONS = new Set(['.txt', '.csv']);
const OLE_EXTENSIONS = new Set(['.doc', '.xls']);

export type PreparedFile = { key: string; bytes: Buffer; mime: string };

/** Plain text: valid UTF-8 without NUL (what .txt and .csv files are). */
const isPlainText = (bytes: Buffer) => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * Checks an uploaded order file by its content and prepares what to store: images are redrawn as WebP
 * (metadata dropped; their thumbnail is drawn later by a job, platform/files/thumbnails.ts), other accepted
 * types are kept as they are. Null when the type is not accepted.
 */
export const prepareOrderFile = async (orderId: number, fileName: string, bytes: Buffer): Promise<PreparedFile | null> => {
  const base = `orders/${orderId}/${randomBytes(12).toString('hex')}`;
  const ext = path.extname(fileName).toLowerCase();
  const type = bytes.length > 0 ? await sniffFileType(bytes) : null;
  if (type && (type.mime === 'image/png' || type.mime === 'image/jpeg')) {
    const image = await redrawImage(bytes);
    return image ? { key: `${base}.webp`, bytes: image, mime: 'image/webp' } : null;
  }
  if (type && ACCEPTED[type.mime]) {
    const storedExt = type.mime === 'application/x-cfb' ? (OLE_EXTENSIONS.has(ext) ? ext.slice(1) : null) : ACCEPTED[type.mime];
    if (!storedExt) return null;
    return { key: `${base}.${storedExt}`, bytes, mime: type.mime };
  }
  if (!type && bytes.length > 0 && TEXT_EXTENSIONS.has(ext) && isPlainText(bytes)) {
    return { key: `${base}${ext}`, bytes, mime: ext === '.csv' ? 'text/csv' : 'text/plain' };
  }
  return null;
};

/** A file's name as shown: the uploaded name without folders or control characters. */
export const cleanFileName = (name: string) => {
  const printable = [...path.basename(name.replace(/\\/g, '/'))].filter(
    (c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f,
  );
  return (printable.join('').trim() || 'file').slice(0, 200);
};

/** A stored release file as the client sees it, with signed URLs (call only after the authorization check). */
export const presentReleaseFile = (deps: Pick<AppDeps, 'env' | 'clock'>, f: ReleaseFormFileRow): StoredFileDetail => ({
  id: f.id,
  file_name: f.fileName,
  path_url: signedFileUrl(deps, f.storageKey),
  thumbnail_url: f.thumbnailKey ? signedFileUrl(deps, f.thumbnailKey) : null,
  mime_type: f.mimeType,
});
