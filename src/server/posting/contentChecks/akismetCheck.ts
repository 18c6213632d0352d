import { getPrivateSettings } from '../../settings/privateSettings.ts';
import { logger } from '../../log/logger.ts';
import { holdFor, PASS, type CheckedKind, type ContentCheck } from './contentCheck.ts';
import { akismetVerdict, type AkismetEndpoint, type AkismetSubmission } from './akismetClient.ts';

const akismetType: Record<CheckedKind, AkismetSubmission['type']> = {
  moment: 'forum-post',
  article: 'forum-post',
  comment: 'reply',
};

/**
 * The optional Akismet check: off without a key. "Spam" holds the item; a check that cannot answer
 * holds it or lets it through as `postReview.onCheckFailure` says, and never refuses it.
 */
export function akismetCheck(endpoint?: AkismetEndpoint): ContentCheck {
  return {
    name: 'akismet',
    async check({ actor, member, kind, text }, db) {
      const { key, blogUrl } = (await getPrivateSettings(db)).akismet;
      if (key === '') return PASS;
      const answer = await akismetVerdict(
        { key, blog: blogUrl || actor.origin },
        {
          ip: actor.ip,
          userAgent: actor.userAgent,
          type: akismetType[kind],
          author: member.nickname || (member.username ?? ''),
          email: member.email ?? '',
          content: text,
        },
        endpoint ? { endpoint } : {},
      );
      if (answer.verdict === 'spam') return holdFor({ kind: 'akismet', detail: 'spam' });
      if (answer.verdict === 'ham') return PASS;
      logger.warn({ component: 'akismet', reason: answer.problem }, 'the Akismet check could not answer');
      return actor.config.postReview.onCheckFailure === 'hold'
        ? holdFor({ kind: 'akismet', detail: 'unavailable' })
        : PASS;
    },
  };
}
