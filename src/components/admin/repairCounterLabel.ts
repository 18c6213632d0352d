import { m } from '@/paraglide/messages.js';

const LABELS: Record<string, () => string> = {
  'moments.like_count': m.admin_repair_counter_moments_like_count,
  'moments.favorite_count': m.admin_repair_counter_moments_favorite_count,
  'moments.comment_count': m.admin_repair_counter_moments_comment_count,
  'articles.like_count': m.admin_repair_counter_articles_like_count,
  'articles.favorite_count': m.admin_repair_counter_articles_favorite_count,
  'articles.comment_count': m.admin_repair_counter_articles_comment_count,
  'comments.like_count': m.admin_repair_counter_comments_like_count,
  'comments.reply_count': m.admin_repair_counter_comments_reply_count,
  'users.moment_count': m.admin_repair_counter_users_moment_count,
  'users.comment_count': m.admin_repair_counter_users_comment_count,
  'users.fans_count': m.admin_repair_counter_users_fans_count,
  'users.follow_count': m.admin_repair_counter_users_follow_count,
  'users.score': m.admin_repair_counter_users_score,
  'tags.moment_count': m.admin_repair_counter_tags_moment_count,
  'tags.article_count': m.admin_repair_counter_tags_article_count,
  'nodes.moment_count': m.admin_repair_counter_nodes_moment_count,
  'polls.voter_count': m.admin_repair_counter_polls_voter_count,
  'poll_options.vote_count': m.admin_repair_counter_poll_options_vote_count,
  'badge_holders.holders': m.badges_repair_counter_holders,
};

/** A counter in words ('Moment likes'); one recorded under a name since retired shows that name. */
export function repairCounterLabel(counter: string): string {
  return LABELS[counter]?.() ?? counter;
}
