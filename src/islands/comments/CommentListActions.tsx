import '@/i18n/clientLocale.ts';
import { useLayoutEffect, useRef } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ISLAND_READY_EVENT } from '@/client/hydration/islandReady.ts';
import { COMMENT_ACTIONS_ATTRIBUTE, readCommentActionsData } from '@/shared/comments/commentActionsData.ts';
import type { CommentPlace } from '@/shared/comments/commentPresentation.ts';
import { CommentActions } from './CommentActions.tsx';

/** The element the comment section marks itself with; the directive's scope is the same element. */
export const COMMENT_SECTION_SELECTOR = '[data-comment-section]';

/** Hydrates the actions of every server-rendered comment inside `scope` not yet hydrated. */
function hydrateActionsIn(scope: ParentNode, place: CommentPlace, roots: Root[]): void {
  for (const host of scope.querySelectorAll<HTMLElement>(`[${COMMENT_ACTIONS_ATTRIBUTE}]`)) {
    const data = readCommentActionsData(host.getAttribute(COMMENT_ACTIONS_ATTRIBUTE));
    // Taken off once read: the element is hydrated once, and then looks as a browser-rendered one does.
    host.removeAttribute(COMMENT_ACTIONS_ATTRIBUTE);
    if (!data) continue;
    // Each root its own id prefix, so ids from useId (the report dialog's) never repeat on the page.
    const root = hydrateRoot(host, <CommentActions place={place} {...data} />, {
      identifierPrefix: `comment-${data.id}-`,
    });
    roots.push(root);
  }
}

/**
 * One island for the actions of a comment section's server-rendered comments (decision 048): each
 * comment's actions are a React root of their own, hydrated from the server's markup and the data
 * beside it, on the same stores as every other island; comments that "load more" appends are
 * hydrated as they arrive. The island itself renders only an empty marker.
 */
export default function CommentListActions({ place }: { place: CommentPlace }) {
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const section = marker.current?.closest<HTMLElement>(COMMENT_SECTION_SELECTOR);
    if (!section) return;
    const roots: Root[] = [];
    hydrateActionsIn(section, place, roots);
    const observer = new MutationObserver(() => hydrateActionsIn(section, place, roots));
    for (const list of section.querySelectorAll('[data-comment-list]')) {
      observer.observe(list, { childList: true });
    }
    section.dispatchEvent(new CustomEvent(ISLAND_READY_EVENT, { bubbles: true }));
    return () => {
      observer.disconnect();
      for (const root of roots) root.unmount();
    };
  }, []);
  return <span hidden ref={marker} />;
}
