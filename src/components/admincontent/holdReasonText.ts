import type { HoldReason } from '@/shared/postreview/holdReason.ts';
import { m } from '@/paraglide/messages.js';

/** Why an item waits for review, in the reader's language. */
export function holdReasonText(reason: HoldReason): string {
  switch (reason.kind) {
    case 'forbiddenWords':
      return m.admincontent_review_held_by({ words: reason.detail });
    case 'firstPosts':
      return m.postreview_reason_first_posts();
    case 'duplicate':
      return m.postreview_reason_duplicate({ item: reason.detail.replace(':', ' #') });
    case 'akismet':
      return reason.detail === 'spam'
        ? m.postreview_reason_akismet_spam()
        : m.postreview_reason_akismet_unavailable();
    case 'flags':
      return m.flagging_hidden_badge();
  }
}
