/** Longest editor HTML a draft keeps: the same as a content write accepts (checked by a unit test). */
export const DRAFT_HTML_MAX = 200_000;
/** Longest title a draft keeps; the composers stop at 200, so this only stops abuse. */
export const DRAFT_TITLE_MAX = 1_000;
/** Longest plain text (a tweet's or a comment's) a draft keeps. */
export const DRAFT_TEXT_MAX = 10_000;
export const DRAFT_TAGS_MAX = 10;
export const DRAFT_TAG_MAX = 200;
export const DRAFT_IMAGES_MAX = 9;
/** Drafts one member may keep; saving a new one beyond it asks them to delete some first. */
export const DRAFTS_PER_MEMBER_MAX = 100;
/** Drafts per page of the drafts list. */
export const DRAFT_PAGE_SIZE = 20;
/** Characters of the plain-text line shown for a draft in the list. */
export const DRAFT_SUMMARY_LENGTH = 120;
/** Quiet time after the last keystroke before a draft is sent to the server. */
export const DRAFT_SAVE_DELAY_MS = 1_500;
