// Apart from the profile schemas, so the settings page reads these limits without loading zod.
/** Avatar: images only (by content on the server). */
export const AVATAR_EXTENSIONS = ['webp', 'svg', 'png', 'gif', 'jpg', 'jpeg', 'jfif', 'bmp', 'dpg', 'ico'] as const;
/** Avatars are raster images only (the API re-encodes them; SVG can carry scripts). */
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
