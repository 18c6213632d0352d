import '@/i18n/clientLocale.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { removeDraft } from '@/shared/drafts/draftApi.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { removeLocalDraft } from '@/islands/drafts/localDraftCopy.ts';
import { m } from '@/paraglide/messages.js';

async function deleteDraft(list: HTMLElement, item: HTMLElement, button: HTMLButtonElement): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  const confirmed = await askConfirm({
    title: m.drafts_delete_title(),
    message: m.drafts_delete_message(),
    confirmLabel: m.drafts_delete(),
    danger: true,
  });
  if (!confirmed) return;
  const key = item.dataset.key ?? '';
  button.setAttribute('aria-busy', 'true');
  try {
    await removeDraft(key);
    // This browser's copy goes too, or the composer would bring the draft back.
    removeLocalDraft(Number(list.dataset.userId), key);
    item.remove();
    showToast('success', m.drafts_deleted_toast());
    if (list.children.length === 0) window.location.reload();
  } catch (error) {
    reportApiError(error);
  } finally {
    button.removeAttribute('aria-busy');
  }
}

/** The delete buttons of the drafts page (DraftListItem.astro). */
export function startDraftList(root: Document): void {
  const list = root.querySelector<HTMLElement>('[data-draft-list]');
  list?.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-delete-draft]');
    const item = button?.closest<HTMLElement>('[data-draft-item]');
    if (button && item) void deleteDraft(list, item, button);
  });
}
