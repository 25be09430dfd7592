import sharp from 'sharp';
import { sniffFileType } from './sniff.js';

/** Raster formats accepted from users, recognised by content. SVG (scriptable) and others are refused. */
export const RASTER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const SHARP_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

export const IMAGE_MAX_SIDE = 1024;
export const THUMBNAIL_SIDE = 256;
/** decompression bombs: a 20 MB file may claim billions of pixels */
const MAX_INPUT_PIXELS = 40_000_000;

export type ReencodedImage = { image: Buffer; thumbnail: Buffer };

/**
 * Decodes an uploaded raster image and draws it again as WebP: the EXIF orientation is applied, all
 * metadata (GPS position, camera, comments) is dropped, and anything hidden after or inside the image
 * data (HTML, scripts of a polyglot file) is gone. Returns the image (at most 1024 px a side) and a
 * 256×256 thumbnail, or null when the bytes are not a decodable PNG, JPEG, WebP or GIF.
 */
export const reencodeImage = async (bytes: Buffer): Promise<ReencodedImage | null> => {
  const type = bytes.length > 0 ? await sniffFileType(bytes) : null;
  if (!type || !(RASTER_IMAGE_TYPES as readonly string[]).includes(type.mime)) return null;
  const input = () => sharp(bytes, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const { format } = await input().metadata();
    if (!format || !SHARP_FORMATS.has(format)) return null;
    const [image, thumbnail] = await Promise.all([
      input()
        .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer(),
      input().resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { image, thumbnail };
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
