import sharp from 'sharp';
import { sniffFileType } from './sniff.js';

/** Raster formats accepted from users, recognised by content. SVG (scriptable) and others are refused. */
export const RASTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const SHARP_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

export const IMAGE_MAX_SIDE = 1024;
export const THUMBNAIL_SIDE = 256;
/**
 * The most pixels an image may declare to be decoded at all, whatever IMAGE_MAX_PIXELS says (the upload
 * readers refuse images over IMAGE_MAX_PIXELS, 25 megapixels by default, with a message, before this).
 */
export const HARD_MAX_PIXELS = 100_000_000;

// One libvips thread per operation, and one operation at a time (below): an upload of large images
// keeps at most one thread of the libuv pool, the others stay free for static files, downloads and the
// database driver. Nothing is cached between operations: every upload is new.
sharp.concurrency(1);
sharp.cache(false);

let sharpQueue: Promise<unknown> = Promise.resolve();

/** Runs image work one operation at a time across the process (requests and jobs alike). */
export const withSharp = <T>(work: () => Promise<T>): Promise<T> => {
  const run = sharpQueue.then(work, work);
  sharpQueue = run.catch(() => undefined);
  return run;
};

/**
 * The pixels a raster image declares in its header (width × height of its first frame), read without
 * decoding anything; null when the bytes are not a PNG, JPEG, WebP or GIF.
 */
export const declaredPixels = async (bytes: Buffer): Promise<number | null> => {
  if (bytes.length < 8) return null;
  try {
    const { format, width, height, pageHeight } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!format || !SHARP_FORMATS.has(format) || !width || !height) return null;
    return width * (pageHeight ?? height);
  } catch {
    return null;
  }
};

export type ReencodedImage = { image: Buffer; thumbnail: Buffer };

/**
 * Decodes an uploaded raster image once and draws it again as WebP: the EXIF orientation is applied, all
 * metadata (GPS position, camera, comments) is dropped, and anything hidden after or inside the image
 * data (HTML, scripts of a polyglot file) is gone. Gives the image (at most 1024 px a side) and, when
 * asked, a 256×256 thumbnail drawn from the same decoded pixels; null when the bytes are not a decodable
 * PNG, JPEG, WebP or GIF or declare more than HARD_MAX_PIXELS.
 */
const redraw = async (bytes: Buffer, withThumbnail: boolean) => {
  const type = bytes.length > 0 ? await sniffFileType(bytes) : null;
  if (!type || !(RASTER_IMAGE_TYPES as readonly string[]).includes(type.mime)) return null;
  const pixels = await declaredPixels(bytes);
  if (pixels === null || pixels > HARD_MAX_PIXELS) return null;
  try {
    return await withSharp(async () => {
      const { data, info } = await sharp(bytes, { autoOrient: true, failOn: 'error', limitInputPixels: HARD_MAX_PIXELS })
        .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const image = await decoded().webp({ quality: 85 }).toBuffer();
      const thumbnail = withThumbnail
        ? await decoded().resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover' }).webp({ quality: 80 }).toBuffer()
        : null;
      return { image, thumbnail };
    });
  } catch {
    return null;
  }
};

/** The image redrawn (see `redraw`) with its thumbnail, for the uploads shown at once (avatars, licences). */
export const reencodeImage = async (bytes: Buffer): Promise<ReencodedImage | null> => {
  const drawn = await redraw(bytes, true);
  return drawn && drawn.thumbnail ? { image: drawn.image, thumbnail: drawn.thumbnail } : null;
};

/** The image redrawn (see `redraw`) without a thumbnail: none is needed, or a job draws it later. */
export const redrawImage = async (bytes: Buffer): Promise<Buffer | null> => (await redraw(bytes, false))?.image ?? null;

/** A 256×256 WebP thumbnail of a stored (already redrawn, at most 1024 px) image; null when it is not one. */
export const makeThumbnail = async (stored: Buffer): Promise<Buffer | null> => {
  const pixels = await declaredPixels(stored);
  if (pixels === null || pixels > IMAGE_MAX_SIDE * IMAGE_MAX_SIDE) return null;
  try {
    return await withSharp(() =>
      sharp(stored, { failOn: 'error' })
        .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer(),
    );
  } catch {
    return null;
  }
};

/** Storage keys of a new avatar: the image and its thumbnail beside it. */
export const newAvatarKeys = (userId: number, random: string) => ({
  image: `avatars/${userId}-${random}-full.webp`,
  thumbnail: `avatars/${userId}-${random}-thumb.webp`,
});

/** The thumbnail key of a stored avatar; avatars stored before thumbnails existed are their own thumbnail. */
export const thumbnailKeyOf = (key: string) => (key.endsWith('-full.webp') ? key.replace(/-full\.webp$/, '-thumb.webp') : key);

/** The key of the thumbnail a job draws for a stored order image (`…/abc.webp` → `…/abc-thumb.webp`). */
export const jobThumbnailKeyOf = (key: string) => key.replace(/\.webp$/, '-thumb.webp');
