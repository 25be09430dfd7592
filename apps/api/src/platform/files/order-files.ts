import { ORDER_FILE_EXTENSIONS } from '@routier/domain';
import { sniffFileType } from './sniff.js';

type Allowed = (typeof ORDER_FILE_EXTENSIONS)[number];

/** file-type's answer → the spec's accepted types (old Office files are one "cfb" container). */
const BY_CONTENT: Record<string, { ext: Allowed[]; mime?: string }> = {
  jpg: { ext: ['jpg', 'jpeg'] },
  png: { ext: ['png'] },
  pdf: { ext: ['pdf'] },
  docx: { ext: ['docx'] },
  xlsx: { ext: ['xlsx'] },
  mov: { ext: ['mov'] },
  mp4: { ext: ['mp4'] },
  avi: { ext: ['avi'] },
  cfb: { ext: ['doc', 'xls'] },
};

const OLD_OFFICE_MIME: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel' };
const TEXT_MIME: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/** Plain text: valid UTF-8 with no NUL or other binary control characters. */
const isPlainText = (bytes: Buffer) => {
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return (
    !decoded.includes('\uFFFD') &&
    ![...decoded].some((c) => {
      const code = c.charCodeAt(0);
      return code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r' && c !== '\f';
    })
  );
};

/**
 * The MIME type of an order file if its content is one of the accepted types (customer-side §5 uploads:
 * jpeg, jpg, png, pdf, doc, docx, xls, xlsx, mov, mp4, avi, txt, csv), else null. The content decides;
 * the name only tells apart the types that share a container (doc/xls) or have none (txt/csv).
 */
export const orderFileMime = async (fileName: string, bytes: Buffer): Promise<string | null> => {
  const ext = extensionOf(fileName);
  const sniffed = await sniffFileType(bytes);
  if (!sniffed) return (ext === 'txt' || ext === 'csv') && isPlainText(bytes) ? TEXT_MIME[ext] : null;
  const allowed = BY_CONTENT[sniffed.ext];
  if (!allowed) return null;
  if (sniffed.ext === 'cfb') return OLD_OFFICE_MIME[ext] ?? null;
  return sniffed.mime;
};
