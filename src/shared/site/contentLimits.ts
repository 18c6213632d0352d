import { EDITOR_MAX_IMAGE_MB } from '@/shared/editor/editorConstants.ts';
import { MOMENT_IMAGES_MAX, MOMENT_TAGS_MAX, TWEET_TEXT_MAX } from '@/shared/moments/momentLimits.ts';
import { ARTICLE_TAGS_MAX } from '@/shared/articles/articleLimits.ts';
import { COMMENT_MAX_IMAGES, COMMENT_MAX_LENGTH } from '@/shared/comments/commentLimits.ts';

/** The posting limits the forms enforce, published with the site config. */
export const CONTENT_LIMITS = {
  imageMaxMb: EDITOR_MAX_IMAGE_MB,
  momentImagesMax: MOMENT_IMAGES_MAX,
  momentTagsMax: MOMENT_TAGS_MAX,
  tweetTextMax: TWEET_TEXT_MAX,
  articleTagsMax: ARTICLE_TAGS_MAX,
  commentImagesMax: COMMENT_MAX_IMAGES,
  commentTextMax: COMMENT_MAX_LENGTH,
} as const;
