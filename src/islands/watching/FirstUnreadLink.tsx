import { useViewerEntry } from '@/islands/viewer/useViewerStore.ts';
import { VIEWER_READ_ATTRIBUTE } from '@/shared/viewer/viewerState.ts';
import { commentPermalink } from '@/shared/comments/commentPaths.ts';
import { commentDomId } from '@/shared/comments/commentPresentation.ts';
import { $firstUnread } from '@/stores/watching.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { m } from '@/i18n/messages.ts';
import './watching.css';

interface FirstUnreadLinkProps {
  kind: 'moment' | 'article';
  id: number;
}

/**
 * On a moment or article page, beside the comments' heading: names the item for the viewer request,
 * which marks it read, and once it answers where the member's unread comments begin, offers a jump
 * there. In the page's flow, so it covers nothing (decision 038).
 */
export function FirstUnreadLink({ kind, id }: FirstUnreadLinkProps) {
  const key = `${kind}:${id}`;
  const commentId = useViewerEntry($firstUnread, key) ?? 0;
  const attributes = { [VIEWER_READ_ATTRIBUTE]: key };
  // Known only in the browser, after the viewer request: is the comment on the page as loaded? If
  // not (a later thread page, a reply behind "more replies"), its own address finds it.
  const onPage = commentId > 0 && document.getElementById(commentDomId(commentId)) !== null;
  const href =
    commentId === 0 ? '#comments' : onPage ? `#${commentDomId(commentId)}` : commentPermalink(commentId);
  return (
    <a
      className="first-unread-link"
      href={href}
      hidden={commentId === 0}
      // Hidden once followed; after the browser has taken the link's address.
      onClick={() => setTimeout(() => $firstUnread.setKey(key, 0))}
      {...attributes}
    >
      <Icon name="chevronDown" size={16} />
      <span>{m.watching_jump_first_unread()}</span>
    </a>
  );
}
