import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Msg } from '@routier/domain';
import { AppError, fieldError } from '../../lib/app-error.js';
import { countUploadedImage, discardRest, spendUploadedPixels } from './pixel-budget.js';
import type { UploadedFile } from './upload.js';

const TOO_LARGE = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

export type MultipartForm = { fields: Record<string, string>; files: Record<string, UploadedFile[]> };

/** `files[]` and `files` are the same field. */
const fieldName = (name: string) => (name.endsWith('[]') ? name.slice(0, -2) : name);

/**
 * Reads a whole multipart form: text fields (the last value of each) and files by field. A body that is not
 * multipart or is malformed is a 422 on `field`; files over the size limit keep their 413; images over the
 * pixel budgets are a 422 on their field (or a 429 for the sender's budget of the minute), before any decoding.
 */
export const readMultipartForm = async (request: FastifyRequest, field: string, maxFiles = 10): Promise<MultipartForm> => {
  if (!request.isMultipart()) throw fieldError(field, Msg.isRequired);
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits: { files: maxFiles } })) {
      const name = fieldName(part.fieldname);
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length === 0 && !part.filename) continue;
        // an image over the budget ends the request here: the parts after it are not even parsed
        await countUploadedImage(request, name, bytes);
        (form.files[name] ??= []).push({ fileName: part.filename, bytes });
      } else if (typeof part.value === 'string') {
        form.fields[name] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw discardRest(request, error);
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (statusCode === 413 || (code && TOO_LARGE.has(code))) throw error;
    throw fieldError(field, Msg.isRequired);
  }
  await spendUploadedPixels(request);
  return form;
};

/** Checks a form (fields and files gathered) against its schema: the data, or a 422 with every field's error keys. */
export const parseForm = <T extends z.ZodType>(schema: T, input: unknown): z.infer<T> => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.') || '_body'] ??= []).push(issue.message);
  throw new AppError('validation', 'The given data was invalid.', errors);
};
