import '@/i18n/clientLocale.ts';
import { $blocked } from '@/stores/viewer.ts';
import { m } from '@/paraglide/messages.js';

// Comments by members the viewer blocked collapse to one line with a "Show" button. The thread is
// the same cached HTML for everyone (decision 027), so the viewer's blocks are applied here, to the
// server's comments and to those the islands add later (replies, new threads).

const COLLAPSED = 'data-blocked-author';
const SHOWN = 'data-blocked-shown';

function noteFor(item: HTMLElement): HTMLElement {
  const note = document.createElement('p');
  note.className = 'comment-blocked-note';
  note.setAttribute('data-blocked-note', '');
  const text = document.createElement('span');
  text.textContent = m.blocks_comment_collapsed();
  const show = document.createElement('button');
  show.type = 'button';
  show.className = 'comment-blocked-show';
  show.textContent = m.blocks_comment_show();
  show.addEventListener('click', () => {
    item.setAttribute(SHOWN, '');
    apply(item);
    // The button goes away with the note: the text it showed takes the focus.
    const text = item.querySelector<HTMLElement>(':scope > .comment-body > .comment-text');
    text?.setAttribute('tabindex', '-1');
    text?.focus();
  });
  note.append(text, ' ', show);
  return note;
}

function apply(item: HTMLElement): void {
  const body = item.querySelector<HTMLElement>(':scope > .comment-body');
  if (!body) return;
  const note = body.querySelector(':scope > [data-blocked-note]');
  const authorId = item.dataset.authorId ?? '0';
  const collapse = $blocked.get()[authorId] === true && !item.hasAttribute(SHOWN);
  if (!collapse) {
    item.removeAttribute(COLLAPSED);
    note?.remove();
    return;
  }
  item.setAttribute(COLLAPSED, '');
  if (!note) body.querySelector(':scope > .comment-meta')?.after(noteFor(item));
}

function applyAll(root: ParentNode): void {
  for (const item of root.querySelectorAll<HTMLElement>('li.comment[data-author-id]')) apply(item);
}

/** Collapses blocked members' comments in the page's comment sections, now and as comments arrive. */
export function startBlockedComments(root: Document): void {
  const sections = [...root.querySelectorAll<HTMLElement>('[data-comment-section]')];
  if (sections.length === 0) return;
  $blocked.subscribe(() => sections.forEach(applyAll));
  const observer = new MutationObserver((records) => {
    if (records.some((record) => record.addedNodes.length > 0)) sections.forEach(applyAll);
  });
  for (const section of sections) observer.observe(section, { childList: true, subtree: true });
}
