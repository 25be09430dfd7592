/** Saved-contact search starts when the keyword is longer than this (customer-side §9). */
export const CONTACT_SEARCH_MIN_LENGTH = 2;
/** Notes of one end of an order. */
export const CONTACT_NOTES_MAX = 1000;
/** Notes longer than this many lines are cut, with a show-more control. */
export const NOTES_PREVIEW_LINES = 3;

/** Uploads accepted for order files (customer-side §5), judged by content on the server. */
export const ORDER_FILE_EXTENSIONS = [
  'jpeg',
  'jpg',
  'png',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'mov',
  'mp4',
  'avi',
  'txt',
  'csv',
] as const;

/** The same list as MIME types, for the browser's file picker and drop zone. */
export const ORDER_FILE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'video/quicktime',
  'video/mp4',
  'video/x-msvideo',
  'video/avi',
  'text/plain',
  'text/csv',
] as const;

/** Files sent in one release-form upload. */
export const MAX_RELEASE_FILES_PER_UPLOAD = 10;
