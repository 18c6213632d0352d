import '@/i18n/clientLocale.ts';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import {
  commentDomId,
  replyItemHtml,
  repliesDomId,
  threadItemHtml,
  type CommentRenderContext,
} from '@/shared/comments/commentItemHtml.ts';
import type { CommentKind } from '@/shared/comments/commentSchemas.ts';
import type { CommentDeleted, CommentPosted, CommentView } from '@/shared/comments/commentView.ts';
import { siteOrigins } from '@/shared/content/externalLinks.ts';
import type { SafeHtml } from '@/shared/comments/safeHtml.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/paraglide/messages.js';
import { askToSignIn, toggleReaction } from '../reactions/reactionToggle.ts';
import type { CommentFormTarget } from './commentForm.ts';
import type { CommentFormDraft } from './commentFormDraft.ts';
import { commentDraftKey } from '@/shared/drafts/draftKeys.ts';
import { markCommentDeleted } from './markCommentDeleted.ts';
import { COMMENT_COUNT_EVENT, type CommentCountDetail } from './commentCountEvent.ts';

interface Section {
  element: HTMLElement;
  kind: CommentKind;
  entityId: number;
  signedIn: boolean;
  viewerId: number;
  context: CommentRenderContext;
  /** Reload after posting, so content hidden until the viewer replies appears. */
  reloadAfterComment: boolean;
  replyForm: HTMLFormElement | null;
  replyTarget: CommentFormTarget;
  /** The reply box's draft: one per comment it answers. */
  replyDraft: CommentFormDraft | null;
}

// Visitors get no comment box, so the form code loads only where there is one.
const forms = () => import('./commentForm.ts');

function toElement(markup: SafeHtml): Element {
  const template = document.createElement('template');
  template.innerHTML = markup.value;
  const element = template.content.firstElementChild;
  if (!element) throw new Error('Empty comment markup');
  return element;
}

/** Shows the target's comment count the server answered, here and wherever the page shows it. */
function showCount(section: Section, count: number): void {
  const counter = section.element.querySelector<HTMLElement>('[data-comment-count]');
  if (counter) counter.textContent = String(count);
  const list = section.element.querySelector('[data-comment-list]');
  const empty = section.element.querySelector<HTMLElement>('[data-comments-empty]');
  if (empty) empty.hidden = (list?.children.length ?? 0) > 0;
  section.element.dispatchEvent(
    new CustomEvent(COMMENT_COUNT_EVENT, { detail: { count } satisfies CommentCountDetail, bubbles: true }),
  );
}

function reloadAt(view: CommentView): void {
  window.location.hash = commentDomId(view.id);
  window.location.reload();
}

function closeReply(section: Section): void {
  const form = section.replyForm;
  if (!form) return;
  // A closed reply box keeps its draft: opening it on the same comment brings the text back.
  section.replyDraft?.detach();
  section.replyDraft = null;
  void forms().then((module) => module.resetCommentForm(form));
  form.remove();
}

function added(section: Section, posted: CommentPosted): void {
  if (section.reloadAfterComment) return reloadAt(posted);
  const { targetCommentCount, ...view } = posted;
  if (view.parentId === 0) {
    const thread = { ...view, replies: [], hasMoreReplies: false, repliesCursor: '' };
    section.element
      .querySelector('[data-comment-list]')
      ?.prepend(toElement(threadItemHtml(thread, section.context)));
  } else {
    document
      .getElementById(repliesDomId(view.parentId))
      ?.append(toElement(replyItemHtml(view, section.context)));
    closeReply(section);
  }
  showCount(section, targetCommentCount);
  showToast('success', m.comments_posted());
}

async function replyForm(section: Section): Promise<HTMLFormElement | null> {
  if (section.replyForm) return section.replyForm;
  const template = section.element.querySelector<HTMLTemplateElement>('template[data-reply-form-template]');
  const form = template?.content.firstElementChild?.cloneNode(true);
  if (!(form instanceof HTMLFormElement)) return null;
  const { attachCommentForm } = await forms();
  if (section.replyForm) return section.replyForm;
  attachCommentForm(form, {
    target: () => section.replyTarget,
    onCreated: (view) => added(section, view),
    onCancel: () => closeReply(section),
    draft: () => section.replyDraft,
  });
  section.replyForm = form;
  return form;
}

async function openReply(section: Section, item: HTMLElement): Promise<void> {
  if (!section.signedIn) return askToSignIn();
  const thread = item.closest<HTMLElement>('.comment-thread');
  const form = await replyForm(section);
  const slot = thread?.querySelector('[data-reply-slot]');
  if (!thread || !form || !slot) return;
  const parentId = Number(thread.dataset.commentId);
  const replyToId = item === thread ? 0 : Number(item.dataset.commentId);
  section.replyTarget = { entityType: section.kind, entityId: section.entityId, parentId, replyToId };
  const key = commentDraftKey(section.replyTarget);
  const formModule = await forms();
  if (section.replyDraft?.key !== key) {
    section.replyDraft?.detach();
    formModule.resetCommentForm(form);
    section.replyDraft = formModule.attachCommentDraft(form, section.viewerId, key);
    void section.replyDraft.start();
  }
  const name = item.dataset.authorName ?? '';
  const text = form.querySelector<HTMLTextAreaElement>('[data-form-text]');
  const label = form.querySelector<HTMLElement>('[data-form-label]');
  if (text) text.placeholder = m.comments_reply_placeholder({ name });
  if (label) label.textContent = m.comments_reply_to_name({ name });
  slot.append(form);
  text?.focus();
}

async function remove(section: Section, item: HTMLElement): Promise<void> {
  const confirmed = await askConfirm({
    title: m.comments_delete_confirm_title(),
    message: m.comments_delete_confirm_message(),
    confirmLabel: m.comments_delete(),
    danger: true,
  });
  if (!confirmed) return;
  let deleted: CommentDeleted;
  try {
    deleted = await apiRequest<CommentDeleted>('/api/comment/delete', {
      body: { id: Number(item.dataset.commentId) },
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.notSignedIn) return reportApiError(error);
    const message = error instanceof Error && error.message ? error.message : m.error_unknown();
    showToast('error', `${m.comments_delete_failed()}${message}`);
    return;
  }
  if (section.replyForm && item.contains(section.replyForm)) closeReply(section);
  const keepsReplies =
    item.classList.contains('comment-thread') && item.querySelector('.comment-reply, [data-load-replies]');
  if (keepsReplies) markCommentDeleted(item);
  else item.remove();
  showCount(section, deleted.targetCommentCount);
  showToast('success', m.comments_deleted_toast());
}

async function loadReplies(section: Section, button: HTMLButtonElement): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  const commentId = Number(button.dataset.loadReplies);
  const params = new URLSearchParams({ commentId: String(commentId), cursor: button.dataset.cursor ?? '' });
  button.setAttribute('aria-busy', 'true');
  try {
    const page = await apiRequest<CursorPage<CommentView>>(`/api/comment/replies?${params}`);
    const list = document.getElementById(repliesDomId(commentId));
    for (const view of page.results) {
      // A reply posted from this page is already shown at the end.
      if (!document.getElementById(commentDomId(view.id)))
        list?.append(toElement(replyItemHtml(view, section.context)));
    }
    if (page.hasMore) button.dataset.cursor = page.cursor;
    else button.remove();
  } catch {
    showToast('error', m.common_load_more_failed());
  } finally {
    button.removeAttribute('aria-busy');
  }
}

function onClick(section: Section, event: MouseEvent): void {
  const target = event.target as Element;
  const item = target.closest<HTMLElement>('[data-comment-id]');
  const like = target.closest<HTMLElement>('[data-comment-like]');
  if (like && item) {
    void toggleReaction(like, {
      reaction: 'like',
      entityType: 'comment',
      entityId: Number(item.dataset.commentId),
      signedIn: section.signedIn,
      countElement: like.querySelector('[data-like-count]'),
      hideZero: true,
    });
  } else if (target.closest('[data-comment-reply]') && item) {
    void openReply(section, item);
  } else if (target.closest('[data-comment-delete]') && item) {
    void remove(section, item);
  } else {
    const more = target.closest<HTMLButtonElement>('[data-load-replies]');
    if (more) void loadReplies(section, more);
  }
}

function start(element: HTMLElement): void {
  const data = element.dataset;
  const viewerId = Number(data.viewerId);
  const section: Section = {
    element,
    kind: data.kind === 'article' ? 'article' : 'moment',
    entityId: Number(data.entityId),
    signedIn: data.signedIn === 'true',
    viewerId,
    context: {
      viewer: viewerId > 0 ? { id: viewerId, staff: data.viewerStaff === 'true' } : null,
      timeZone: data.timeZone ?? 'UTC',
      links: data.externalLinks === 'redirect' ? siteOrigins([location.href]) : undefined,
    },
    // HiddenContent.astro marks a locked hidden block; either signal makes a reply reload the page.
    reloadAfterComment:
      data.reloadAfterComment === 'true' || document.querySelector('[data-hidden-locked]') !== null,
    replyForm: null,
    replyTarget: { entityType: 'moment', entityId: 0, parentId: 0, replyToId: 0 },
    replyDraft: null,
  };
  element.addEventListener('click', (event) => onClick(section, event));
  const mainForm = element.querySelector<HTMLFormElement>('[data-comment-form]');
  if (!mainForm) {
    element.setAttribute('data-ready', '');
    return;
  }
  // Until its code has loaded, a submit must not fall back to the browser's own (a GET to this page).
  mainForm.addEventListener('submit', (event) => event.preventDefault());
  const target = { entityType: section.kind, entityId: section.entityId, parentId: 0, replyToId: 0 };
  void forms().then(async ({ attachCommentForm, attachCommentDraft }) => {
    const draft = attachCommentDraft(mainForm, viewerId, commentDraftKey(target));
    attachCommentForm(mainForm, {
      target: () => target,
      onCreated: (view) => added(section, view),
      draft: () => draft,
    });
    await draft.start();
    element.setAttribute('data-ready', '');
    openReplyFromLink(section);
  });
}

/** The drafts list links a reply draft as `#reply-{id}`: open that comment's reply box. */
function openReplyFromLink(section: Section): void {
  const id = /^#reply-(\d+)$/.exec(window.location.hash)?.[1];
  const item = id ? section.element.querySelector<HTMLElement>(`[data-comment-id="${id}"]`) : null;
  if (item) void openReply(section, item);
}

/** Makes every comment section on the page interactive. */
export function startCommentSections(root: Document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-comment-section]')) start(element);
  // A missing or broken avatar image reveals the coloured letter underneath (as in Avatar.astro).
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.hasAttribute('data-avatar-image')) {
        event.target.remove();
      }
    },
    true,
  );
}
