import { KindListItem } from '@/islands/ui/KindListItem.tsx';
import { RelativeTime } from '@/islands/ui/RelativeTime.tsx';
import { PagedListView } from '@/islands/lists/PagedListView.tsx';
import { usePagedList } from '@/islands/lists/usePagedList.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { removeDraft } from '@/shared/drafts/draftApi.ts';
import type { DraftListItem } from '@/shared/drafts/draftTypes.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { draftKindText } from './draftKindText.ts';
import { removeLocalDraft } from './localDraftCopy.ts';
import { m } from '@/i18n/messages.ts';
import './draftList.css';

interface DraftListProps {
  initial: CursorPage<DraftListItem>;
  /** The member: this browser's copies of their drafts are kept under their id. */
  userId: number;
  timeZone: string;
  renderedAt: number;
}

const keyOf = (item: DraftListItem) => item.key;

/** The member's drafts, latest first, each with Continue and Delete; "Load more" pages on by cursor. */
export function DraftList({ initial, userId, timeZone, renderedAt }: DraftListProps) {
  const list = usePagedList(initial, { api: '/api/draft/list', page: '/user/drafts' }, keyOf);
  const deleteDraft = async (key: string) => {
    if (list.busyKey === key) return;
    const confirmed = await askConfirm({
      title: m.drafts_delete_title(),
      message: m.drafts_delete_message(),
      confirmLabel: m.drafts_delete(),
      danger: true,
    });
    if (!confirmed) return;
    await list.act(key, async () => {
      await removeDraft(key);
      // This browser's copy goes too, or the composer would bring the draft back.
      removeLocalDraft(userId, key);
      showToast('success', m.drafts_deleted_toast());
      list.remove(key);
    });
  };

  return (
    <PagedListView
      list={list}
      id="draft-list"
      className="card draft-list"
      data-draft-list=""
      data-user-id={userId}
    >
      {list.items.map((item) => {
        const title = item.summary || m.drafts_no_text();
        return (
          <KindListItem
            key={item.key}
            className="draft-item"
            kind={draftKindText(item.target)}
            heading={title}
            href={item.url}
            data-draft-item=""
            data-key={item.key}
            meta={
              <>
                {m.drafts_saved_at()}{' '}
                <RelativeTime at={item.updatedAt} timeZone={timeZone} now={renderedAt} />
              </>
            }
            actions={
              <div className="draft-actions">
                {item.url && (
                  <a
                    className="button button-small"
                    href={item.url}
                    aria-label={m.drafts_continue_label({ title })}
                  >
                    {m.drafts_continue()}
                  </a>
                )}
                <button
                  type="button"
                  className="button button-small draft-delete"
                  data-delete-draft=""
                  aria-label={m.drafts_delete_label({ title })}
                  aria-busy={list.busyKey === item.key || undefined}
                  onClick={() => void deleteDraft(item.key)}
                >
                  {m.drafts_delete()}
                </button>
              </div>
            }
          />
        );
      })}
    </PagedListView>
  );
}
