import type { FastifyRequest } from 'fastify';
import { Msg } from '@routier/domain';
import { AppError, fieldError } from '../../lib/app-error.js';
import { countUploadedImage, discardRest, spendUploadedPixels } from './pixel-budget.js';

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads the uploaded file of a multipart field. A missing field, a body that is not multipart and a
 * malformed or truncated multipart body (no boundary, broken part headers, unexpected end) are all a
 * 422 on that field; files over the size limit keep their 413. An image over the pixel budget (decision 041)
 * is a 422 on the field, or a 429 when its sender's budget of the minute is spent: nothing is decoded yet.
 */
export const readUploadedFile = async (request: FastifyRequest, field: string): Promise<Buffer> => {
  if (!request.isMultipart()) throw fieldError(field, Msg.isRequired);
  let bytes: Buffer;
  try {
    const file = await request.file();
    if (!file || file.fieldname !== field) throw fieldError(field, Msg.isRequired);
    bytes = await file.toBuffer();
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (statusCode === 413 || (code && TOO_LARGE.has(code))) throw error;
    if (statusCode === 422) throw error;
    throw fieldError(field, Msg.isRequired);
  }
  await countUploadedImage(request, field, bytes);
  await spendUploadedPixels(request);
  return bytes;
};

export type UploadedFile = { fileName: string; bytes: Buffer };

/**
 * Reads every file of a multipart field (`files[]` or `files`), with the same errors as readUploadedFile:
 * 422 on the field when none came or the body is malformed, 413 when a file is over the size limit, and the
 * same pixel budgets.
 */
export const readUploadedFiles = async (request: FastifyRequest, field: string): Promise<UploadedFile[]> => {
  if (!request.isMultipart()) throw fieldError(field, Msg.isRequired);
  const names = new Set([field, `${field}[]`]);
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.files()) {
      const bytes = await part.toBuffer();
      if (!names.has(part.fieldname)) continue;
      // an image over the budget ends the request here: the files after it are not even parsed
      await countUploadedImage(request, field, bytes);
      files.push({ fileName: part.filename, bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw discardRest(request, error);
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (statusCode === 413 || (code && TOO_LARGE.has(code))) throw error;
    throw fieldError(field, Msg.isRequired);
  }
  if (files.length === 0) throw fieldError(field, Msg.isRequired);
  await spendUploadedPixels(request);
  return files;
};
