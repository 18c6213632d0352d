/** Editor constants (image limits: decision 009). Shared by the editor island and the server. */
export const EDITOR_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const EDITOR_MAX_IMAGE_MB = 5;
export const EDITOR_ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/svg+xml',
] as const;
export const EDITOR_IMAGE_MIN_WIDTH = 50;
export const EDITOR_IMAGE_MAX_WIDTH = 800;
export const EDITOR_IMAGE_LOAD_MAX_WIDTH = 600;
export const EDITOR_DEFAULT_HEIGHT_PX = 400;
export const EDITOR_UNDO_DEPTH = 100;
export const EDITOR_UNDO_GROUP_MS = 500;
export const EDITOR_SLASH_MENU_MAX_ITEMS = 10;
export const EDITOR_RECENT_COLORS_MAX = 7;
export const EDITOR_COLOR_POPUP_WIDTH_PX = 250;
export const EDITOR_LINK_POPUP_MAX_WIDTH_PX = 320;
export const EDITOR_TOOLTIP_SHOW_MS = 200;
export const EDITOR_TOOLTIP_HIDE_MS = 100;
export const EDITOR_UPLOAD_STAGGER_MS = 10;
/** Where uploaded files are served from; the sanitizer accepts images only from here (or data URLs). */
export const UPLOADS_URL_PREFIX = '/uploads/';

// What the editor keeps and the server's sanitizer keeps are the same (editor paste, sanitizeContent).
/** Longest `data:image/…;base64,…` source kept; in practice the content length limit binds first. */
export const CONTENT_MAX_DATA_URL_LENGTH = 2 * 1024 * 1024;
/** Longest link address kept. */
export const CONTENT_MAX_HREF_LENGTH = 2048;
/** Longest alt or title text kept on an image. */
export const CONTENT_MAX_IMAGE_TEXT_LENGTH = 500;
/** Largest image height kept, in CSS pixels; widths are clamped to the editor's maximum. */
export const CONTENT_MAX_IMAGE_HEIGHT = 10_000;
