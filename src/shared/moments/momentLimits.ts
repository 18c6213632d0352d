import { EDITOR_MAX_IMAGE_MB } from '@/shared/editor/editorConstants.ts';

/** Limits of a moment; shared by the composer and the server. */
export const MOMENT_TITLE_MAX = 200;
/** Characters of a tweet's text. */
export const TWEET_TEXT_MAX = 500;
/** Images of one tweet: "You can upload at most {limit} images". */
export const MOMENT_IMAGES_MAX = 9;
/** "Image size cannot exceed {size} MB": the upload endpoint's own limit. */
export const MOMENT_IMAGE_MAX_MB = EDITOR_MAX_IMAGE_MB;
export const MOMENT_TAGS_MAX = 3;
export const TAG_NAME_MAX = 32;
