import { EDITOR_MAX_IMAGE_MB } from '@/shared/editor/editorConstants.ts';

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_TAGS_MAX = 5;
export const ARTICLE_TAG_NAME_MAX = 32;
/** Articles per list page (the list pages and GET /api/article/list). */
export const ARTICLE_PAGE_SIZE = 20;
/** The cover goes through /api/upload, so it has the editor's image limit. */
export const ARTICLE_COVER_MAX_MB = EDITOR_MAX_IMAGE_MB;
