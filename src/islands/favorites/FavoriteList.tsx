import { KindListItem } from '@/islands/ui/KindListItem.tsx';
import { RelativeTime } from '@/islands/ui/RelativeTime.tsx';
import { PagedListView } from '@/islands/lists/PagedListView.tsx';
import { usePagedList } from '@/islands/lists/usePagedList.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { FavoriteItem } from '@/shared/favorites/favoriteItem.ts';
import type { FavoriteToggleResult } from '@/shared/reactions/reactionSchemas.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';
import './favoriteList.css';

interface FavoriteListProps {
  initial: CursorPage<FavoriteItem>;
  timeZone: string;
  renderedAt: number;
}

const keyOf = (item: FavoriteItem) => `${item.kind}:${item.entityId}`;

/** The member's favorites, newest first, each with Unfavorite; "Load more" pages on by cursor. */
export function FavoriteList({ initial, timeZone, renderedAt }: FavoriteListProps) {
  const list = usePagedList(initial, { api: '/api/favorite/list', page: '/user/favorites' }, keyOf);
  const unfavorite = (item: FavoriteItem) =>
    list.act(keyOf(item), async () => {
      const result = await apiRequest<FavoriteToggleResult>('/api/favorite/toggle', {
        body: { entityType: item.kind, entityId: item.entityId },
      });
      // The toggle only flips: if it was already gone (another tab), this click added it back.
      if (result.favorited) return;
      showToast('success', m.scores_favorites_unfavorited());
      list.remove(keyOf(item));
    });

  return (
    <PagedListView list={list} id="favorite-list" className="card favorite-list">
      {list.items.map((item) => {
        const kind =
          item.kind === 'moment' ? m.scores_favorites_kind_moment() : m.scores_favorites_kind_article();
        // A tweet has no title: its text stands in for one.
        const heading = item.title || item.excerpt || m.scores_favorites_untitled();
        const excerpt = item.title ? item.excerpt : '';
        return (
          <KindListItem
            key={keyOf(item)}
            className={item.removed ? 'favorite-item favorite-removed' : 'favorite-item'}
            kind={kind}
            heading={item.removed ? m.scores_favorites_removed() : heading}
            href={item.removed ? undefined : item.url}
            data-favorite-item=""
            data-kind={item.kind}
            data-id={item.entityId}
            data-removed={item.removed ? 'true' : undefined}
            meta={<RelativeTime at={item.favoritedAt} timeZone={timeZone} now={renderedAt} />}
            actions={
              <button
                type="button"
                className="button button-small favorite-unfavorite"
                data-unfavorite=""
                aria-label={m.scores_favorites_unfavorite_label({ title: heading })}
                aria-busy={list.busyKey === keyOf(item) || undefined}
                onClick={() => void unfavorite(item)}
              >
                {m.scores_favorites_unfavorite()}
              </button>
            }
          >
            {!item.removed && excerpt && <p className="favorite-excerpt">{excerpt}</p>}
          </KindListItem>
        );
      })}
    </PagedListView>
  );
}
