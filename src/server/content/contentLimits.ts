/** Longest editor HTML a content write accepts (UTF-16 code units); longer input is a 413. */
export const CONTENT_MAX_HTML_LENGTH = 200_000;
/** Elements nested deeper than this are unwrapped (their text stays); the editor never gets close. */
export const CONTENT_MAX_NESTING = 64;
/** Characters of plain text in an excerpt before the "…". */
export const CONTENT_EXCERPT_LENGTH = 200;
/** Longest `data:image/…;base64,…` source kept; in practice the input limit above binds first. */
export const CONTENT_MAX_DATA_URL_LENGTH = 2 * 1024 * 1024;
/** Longest link address kept. */
export const CONTENT_MAX_HREF_LENGTH = 2048;
/** Longest alt or title text kept on an image. */
export const CONTENT_MAX_IMAGE_TEXT_LENGTH = 500;
/** Largest image height kept, in CSS pixels; widths are clamped to the editor's maximum. */
export const CONTENT_MAX_IMAGE_HEIGHT = 10_000;
