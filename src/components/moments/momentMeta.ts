import { m } from '@/paraglide/messages.js';
import { truncateText } from '@/shared/text/truncateText.ts';

const TITLE_CHARS = 40;
const DESCRIPTION_CHARS = 160;

function clip(text: string, max: number): string {
  return truncateText(text.replace(/\s+/g, ' ').trim(), { unit: 'graphemes', max }, '…');
}

export interface MomentMetaSource {
  title: string;
  excerpt: string;
  author: { nickname: string };
}

/** The <title> and description of a moment's page: a post's title, a tweet's opening words. */
export function momentMeta(moment: MomentMetaSource): { title: string; description: string } {
  const excerpt = clip(moment.excerpt, DESCRIPTION_CHARS);
  const fallback = m.feed_tweet_title({ author: moment.author.nickname || m.feed_unknown_author() });
  const title = moment.title.trim() || clip(moment.excerpt, TITLE_CHARS) || fallback;
  return { title, description: excerpt || title };
}
