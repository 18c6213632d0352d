import type { DraftTarget } from '@/shared/drafts/draftKeys.ts';
import { MomentType } from '@/shared/content/contentStatus.ts';
import { m } from '@/i18n/messages.ts';

/** The drafts list's pill: what the draft will become ("New tweet", "Article edit", "Reply" …). */
export function draftKindText(target: DraftTarget): string {
  switch (target.kind) {
    case 'moment-new':
      return target.momentType === MomentType.tweet ? m.drafts_kind_tweet() : m.drafts_kind_post();
    case 'article-new':
      return m.drafts_kind_article();
    case 'moment-edit':
      return m.drafts_kind_moment_edit();
    case 'article-edit':
      return m.drafts_kind_article_edit();
    case 'comment':
      return m.drafts_kind_comment();
    case 'reply':
      return m.drafts_kind_reply();
  }
}
