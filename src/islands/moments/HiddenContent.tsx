import { Icon } from '@/islands/ui/Icon.tsx';
import { VIEWER_ENTITY_ATTRIBUTE, viewerEntityKey } from '@/shared/viewer/viewerState.ts';
import { $hiddenContent } from '@/stores/viewer.ts';
import { useViewerEntry, useViewerStatus } from '@/islands/viewer/useViewerStore.ts';
import { m } from '@/i18n/messages.ts';
import { uploadSrcsInHtml } from '@/shared/upload/uploadSrcsInHtml.ts';
import './hiddenContent.css';

interface HiddenContentProps {
  momentId: number;
  signinHref: string;
  /** Where the comment box is, for the "reply" link. */
  replyHref: string;
}

/**
 * A moment's hidden content. The server renders it locked for everyone; its author and members who
 * replied get the content from `$hiddenContent`. Until the viewer state arrives, `<html data-member>`
 * CSS picks the member's or the visitor's call, so neither flashes.
 */
export function HiddenContent({ momentId, signinHref, replyHref }: HiddenContentProps) {
  const key = viewerEntityKey('moment', momentId);
  const shown = useViewerEntry($hiddenContent, key);
  const status = useViewerStatus();
  const entity = { [VIEWER_ENTITY_ATTRIBUTE]: key };

  if (shown) {
    return (
      <section
        className="hidden-content hidden-content-shown"
        aria-labelledby="hidden-content-title"
        {...entity}
      >
        <h2 id="hidden-content-title" className="hidden-content-title">
          <Icon name="unlock" size={16} />
          {m.feed_hidden_title()}
        </h2>
        {/* Sanitized when stored and read back by GET /api/viewer for this viewer only. */}
        <div
          className="rich-content content-body"
          dangerouslySetInnerHTML={{ __html: uploadSrcsInHtml(shown.html) }}
        />
        <p className="hidden-content-note">
          {shown.byAuthor ? m.feed_hidden_author_note() : m.feed_hidden_replied_note()}
        </p>
      </section>
    );
  }
  return (
    <section
      className="hidden-content hidden-content-locked"
      aria-labelledby="hidden-content-title"
      data-hidden-locked=""
      data-viewer={status}
      {...entity}
    >
      <h2 id="hidden-content-title" className="hidden-content-title">
        <Icon name="lock" size={16} />
        {m.feed_hidden_title()}
      </h2>
      {status !== 'anonymous' && (
        <div className="hidden-content-call hidden-content-member">
          <p>{m.feed_hidden_locked()}</p>
          <a className="button button-small" href={replyHref}>
            {m.feed_hidden_reply_action()}
          </a>
        </div>
      )}
      {status !== 'member' && (
        <div className="hidden-content-call hidden-content-visitor">
          <p>{m.feed_hidden_sign_in()}</p>
          <a className="button button-small button-primary" href={signinHref}>
            {m.feed_hidden_sign_in_action()}
          </a>
        </div>
      )}
    </section>
  );
}
