import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { redrawImage } from '../../platform/files/images.js';
import { sniffFileType } from '../../platform/files/sniff.js';

/** Certificates by their detected content: PDF, Word (.doc is an OLE file named .doc, .docx) and photos. */
const KEPT: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export type PreparedInsuranceFile = { key: string; bytes: Buffer; mime: string };

/**
 * Checks an uploaded certificate by its content and prepares what to store: photos (JPEG, PNG) are redrawn as
 * WebP without their metadata (decision 012), documents are kept as they are. Null when the type is not accepted.
 */
export const prepareInsuranceFile = async (
  businessId: number,
  fileName: string,
  bytes: Buffer,
): Promise<PreparedInsuranceFile | null> => {
  if (bytes.length === 0) return null;
  const base = `insurance/${businessId}/${randomBytes(12).toString('hex')}`;
  const type = await sniffFileType(bytes);
  if (!type) return null;
  if (type.mime === 'image/jpeg' || type.mime === 'image/png') {
    const image = await redrawImage(bytes);
    return image ? { key: `${base}.webp`, bytes: image, mime: 'image/webp' } : null;
  }
  if (KEPT[type.mime]) return { key: `${base}.${KEPT[type.mime]}`, bytes, mime: type.mime };
  if (type.mime === 'application/x-cfb' && path.extname(fileName).toLowerCase() === '.doc')
    return { key: `${base}.doc`, bytes, mime: 'application/msword' };
  return null;
};
