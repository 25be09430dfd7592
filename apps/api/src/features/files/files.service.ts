import path from 'node:path';
import type { AppDeps } from '../../app-deps.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { uploadDisposition } from '../../platform/files/disposition.js';
import { checkFileSignature } from '../../platform/files/signed-url.js';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.mov': 'video/quicktime',
  '.mp4': 'video/mp4',
  '.avi': 'video/x-msvideo',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};

/** The bytes and headers of a private file whose signed URL checks out: 403 when it does not, 404 when gone. */
export const serveSignedFile = async (
  deps: Pick<AppDeps, 'env' | 'clock' | 'privateFiles'>,
  rawKey: string,
  expires: number,
  signature: string,
) => {
  const key = rawKey;
  const check = checkFileSignature(deps, key, expires, signature);
  if (check !== 'ok') throw new AppError('forbidden', check === 'expired' ? 'link.expired' : 'link.invalid_signature');
  const bytes = await deps.privateFiles.get(key);
  if (!bytes) throw notFound();
  const ext = path.extname(key).toLowerCase();
  return {
    bytes,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    disposition: uploadDisposition(key),
  };
};
