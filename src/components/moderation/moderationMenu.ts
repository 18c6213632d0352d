import '@/i18n/clientLocale.ts';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { ARTICLES_PATH } from '@/shared/articles/articlePaths.ts';
import {
  MODERATION_OPS,
  moderationMenuItems,
  type ModerationMenuItem,
  type ModerationOp,
  type ModerationTarget,
} from '@/shared/moderation/menuItems.ts';
import { targetAfter } from '@/shared/moderation/targetAfter.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/paraglide/messages.js';

type Kind = 'moment' | 'article' | 'user';

interface Request {
  path: string;
  body: Record<string, unknown>;
  /** Shown before the server's message when the call fails (SPEC §8). */
  failure: string;
}

function requestFor(kind: Kind, id: number, userId: number, op: ModerationOp, reason: string): Request {
  switch (op) {
    case 'delete':
      return {
        path: `/api/moderation/${kind}/delete`,
        body: { id, reason },
        failure:
          kind === 'moment' ? m.moderation_failed_delete_moment() : m.moderation_failed_delete_article(),
      };
    case 'recommend-on':
    case 'recommend-off':
    case 'sticky-on':
    case 'sticky-off': {
      const [flag, state] = op.split('-') as ['recommend' | 'sticky', 'on' | 'off'];
      return {
        path: `/api/moderation/moment/${flag}`,
        body: { id, on: state === 'on' },
        failure: m.moderation_failed_update(),
      };
    }
    case 'ban-7d':
    case 'ban-forever':
      return {
        path: '/api/moderation/user/ban',
        body: { userId, duration: op === 'ban-7d' ? '7d' : 'forever', reason },
        failure: m.moderation_failed_ban_detail(),
      };
    case 'unban':
      return { path: '/api/moderation/user/unban', body: { userId }, failure: m.moderation_failed_unban() };
  }
}

/** Opens the menu's reason dialog; resolves the trimmed reason, or null when cancelled. */
function askReason(root: HTMLElement, title: string): Promise<string | null> {
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  const textarea = dialog?.querySelector<HTMLTextAreaElement>('textarea');
  const heading = dialog?.querySelector<HTMLElement>('[data-moderation-title]');
  if (!dialog || !textarea || !heading) return Promise.resolve(null);
  heading.textContent = title;
  textarea.value = '';
  dialog.returnValue = '';
  dialog.showModal();
  textarea.focus();
  return new Promise((resolve) => {
    dialog.addEventListener(
      'close',
      () => resolve(dialog.returnValue === 'confirm' && textarea.value.trim() ? textarea.value.trim() : null),
      { once: true },
    );
  });
}

interface MenuState {
  viewer: { id: number; role: Role };
  target: ModerationTarget;
}

/** The viewer and target the server rendered the menu for (data-menu-state). */
function menuState(root: HTMLElement): MenuState | null {
  try {
    return JSON.parse(root.dataset.menuState ?? '') as MenuState;
  } catch {
    return null;
  }
}

function itemButton(item: ModerationMenuItem): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = item.danger ? 'dropdown-item dropdown-item-danger' : 'dropdown-item';
  button.setAttribute('role', 'menuitem');
  button.tabIndex = -1;
  button.dataset.action = 'moderate';
  button.dataset.value = item.op;
  const label = document.createElement('span');
  label.textContent = item.label;
  button.append(label);
  return button;
}

/** After a successful op the menu offers what now applies (Unpin after Pin), without a reload. */
function showStateAfter(root: HTMLElement, op: ModerationOp): void {
  const state = menuState(root);
  const menu = root.querySelector<HTMLElement>('[role="menu"]');
  if (!state || !menu) return;
  const target = targetAfter(state.target, op);
  root.dataset.menuState = JSON.stringify({ ...state, target });
  menu.replaceChildren(...moderationMenuItems(state.viewer, target).map(itemButton));
}

async function moderate(root: HTMLElement, button: HTMLElement, op: ModerationOp): Promise<void> {
  const kind = root.dataset.moderation as Kind;
  const id = Number(root.dataset.id);
  const userId = Number(root.dataset.userId);
  const needsReason = (root.dataset.reasonOps ?? '').split(' ').includes(op);
  const reason = needsReason ? await askReason(root, button.textContent?.trim() ?? '') : '';
  if (reason === null) return;
  const request = requestFor(kind, id, userId, op, reason);
  root.setAttribute('aria-busy', 'true');
  try {
    await apiRequest<unknown>(request.path, { body: request.body });
  } catch (error) {
    root.removeAttribute('aria-busy');
    if (error instanceof ApiRequestError && error.notSignedIn) {
      reportApiError(error);
      return;
    }
    const message = error instanceof Error && error.message ? error.message : m.error_unknown();
    showToast('error', `${request.failure}${message}`);
    return;
  }
  // Deleted content is gone from its page; anything else changes the menu in place at once.
  if (op === 'delete') {
    window.location.assign(kind === 'moment' ? '/moments' : ARTICLES_PATH);
    return;
  }
  showStateAfter(root, op);
  root.removeAttribute('aria-busy');
  showToast('success', m.moderation_done());
}

const isOp = (value: string | undefined): value is ModerationOp =>
  (MODERATION_OPS as readonly (string | undefined)[]).includes(value);

/** Wires every manage menu on the page: ask for a reason where needed, call the API, show the new state. */
export function enhanceModerationMenus(doc: Document): void {
  if (doc.documentElement.dataset.moderationMenus === 'on') return;
  doc.documentElement.dataset.moderationMenus = 'on';
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-action="moderate"]');
    const root = button?.closest<HTMLElement>('[data-moderation]');
    const op = button?.dataset.value;
    if (!button || !root || !isOp(op) || root.getAttribute('aria-busy') === 'true') return;
    void moderate(root, button, op);
  });
}
