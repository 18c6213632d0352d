import { confirmAndChangeBlock } from '@/islands/blocks/changeBlockRequest.ts';

async function unblock(item: HTMLElement, button: HTMLButtonElement): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  try {
    const blocked = await confirmAndChangeBlock(
      Number(button.dataset.unblock),
      item.dataset.name ?? '',
      false,
    );
    if (blocked !== false) return;
    const list = item.parentElement;
    item.remove();
    // The last one gone: the page's empty state says what blocking is.
    if (list && list.children.length === 0) window.location.reload();
  } finally {
    button.removeAttribute('aria-busy');
  }
}

/** The unblock buttons of the blocked-members page (BlockedMemberItem.astro), also on rows loaded later. */
export function startBlockedMemberList(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-unblock]');
    const item = button?.closest<HTMLElement>('[data-blocked-member]');
    if (!button || !item) return;
    void unblock(item, button);
  });
}
