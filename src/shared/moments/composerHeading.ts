import { MomentType, type MomentTypeValue } from '@/shared/content/contentStatus.ts';
import { m } from '@/paraglide/messages.js';

/** The composer's heading and page title: the kind being written (post or tweet), new or edited. */
export function composerHeading(type: MomentTypeValue, editing: boolean): string {
  if (type === MomentType.tweet)
    return editing ? m.moments_edit_tweet_title() : m.moments_create_tweet_title();
  return editing ? m.moments_edit_post_title() : m.moments_create_post_title();
}
