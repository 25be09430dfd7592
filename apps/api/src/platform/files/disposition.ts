import path from 'node:path';

/** Extensions of the raster images the app stores; browsers show these inline. */
const INLINE_IMAGES = new Set(['.webp', '.png', '.jpg', '.jpeg', '.gif']);

/**
 * Content-Disposition of a served upload: raster images inline with their file name, anything else
 * (SVG, HTML, PDF, unknown) as a download, so no upload is ever rendered as a page of this origin.
 */
export const uploadDisposition = (filePath: string) => {
  const name = path.basename(filePath).replace(/[^\w.-]/g, '_');
  const kind = INLINE_IMAGES.has(path.extname(name).toLowerCase()) ? 'inline' : 'attachment';
  return `${kind}; filename="${name}"`;
};
