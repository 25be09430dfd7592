import type { FastifyRequest } from 'fastify';
import { Msg } from '@routier/domain';
import { fieldError } from '../../lib/app-error.js';

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads the uploaded file of a multipart field. A missing field, a body that is not multipart and a
 * malformed or truncated multipart body (no boundary, broken part headers, unexpected end) are all a
 * 422 on that field; files over the size limit keep their 413.
 */
export const readUploadedFile = async (request: FastifyRequest, field: string): Promise<Buffer> => {
  if (!request.isMultipart()) throw fieldError(field, Msg.isRequired);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw fieldError(field, Msg.isRequired);
    return await file.toBuffer();
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (statusCode === 413 || (code && TOO_LARGE.has(code))) throw error;
    if (statusCode === 422) throw error;
    throw fieldError(field, Msg.isRequired);
  }
};

export type UploadedFile = { fileName: string; bytes: Buffer };

/**
 * Reads every file of a multipart field (`files[]` or `files`), whole. Nothing, or a body that is not
 * multipart, is a 422 on the field; a file over the size limit keeps its 413.
 */
export const readUploadedFiles = async (request: FastifyRequest, field: string): Promise<UploadedFile[]> => {
  if (!request.isMultipart()) throw fieldError(field, Msg.isRequired);
  const names = new Set([field, `${field}[]`]);
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.files()) {
      if (!names.has(part.fieldname)) {
        await part.toBuffer();
        continue;
      }
      files.push({ fileName: part.filename || 'file', bytes: await part.toBuffer() });
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (statusCode === 413 || (code && TOO_LARGE.has(code))) throw error;
    throw fieldError(field, Msg.isRequired);
  }
  if (files.length === 0) throw fieldError(field, Msg.isRequired);
  return files;
};
