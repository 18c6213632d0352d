import { linksInText } from '@/shared/comments/formatCommentText.ts';
import { MENTION_ATTRIBUTE } from '@/shared/mentions/mentionMarkup.ts';

/** What one item holds, as the trust levels' per-post limits count it (decision 057). */
export interface ContentCounts {
  links: number;
  images: number;
  mentions: number;
}

export interface CountedContent {
  /** The item's clean HTML bodies (sanitizeContent), mentions settled. */
  html?: readonly string[];
  /** Plain text, whose web addresses are shown as links (comments, conversation messages). */
  text?: string;
  /** Images uploaded beside the body. */
  attachedImages?: number;
  /** The members it mentions, each once (linkMentions, mentionedInText). */
  mentioned: number;
}

// In clean HTML a "<" is always a tag (text has it escaped); quoted attribute values may hold ">".
const LINK_OR_IMAGE = /<(a|img)(?=[\s>/])(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const MENTION = new RegExp(`\\s${MENTION_ATTRIBUTE}=`, 'i');

/** Links (a mention is not one), images and mentions of an item, counted once by its command. */
export function contentCounts(content: CountedContent): ContentCounts {
  let links = content.text ? linksInText(content.text).length : 0;
  let images = content.attachedImages ?? 0;
  for (const html of content.html ?? []) {
    for (const tag of html.matchAll(LINK_OR_IMAGE)) {
      if (tag[1]!.toLowerCase() === 'img') images += 1;
      else if (!MENTION.test(tag[0])) links += 1;
    }
  }
  return { links, images, mentions: content.mentioned };
}
