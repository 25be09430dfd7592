import { z } from 'zod';

/** A stored file as the client sees it: a signed, expiring URL (files are private). */
export const StoredFileSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  path_url: z.string(),
  thumbnail_url: z.string().nullable(),
  mime_type: z.string(),
});
export type StoredFileDetail = z.infer<typeof StoredFileSchema>;

/** GET and POST /cars/{id}/files: the car's files. */
export const CarFilesSchema = z.object({ data: z.array(StoredFileSchema) });
export type CarFiles = z.infer<typeof CarFilesSchema>;
