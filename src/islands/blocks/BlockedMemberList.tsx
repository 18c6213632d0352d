import { Avatar } from '@/islands/ui/Avatar.tsx';
import { RelativeTime } from '@/islands/ui/RelativeTime.tsx';
import { PagedListView } from '@/islands/lists/PagedListView.tsx';
import { usePagedList } from '@/islands/lists/usePagedList.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { BlockedMember } from '@/shared/blocks/blockedMember.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { confirmAndChangeBlock } from './changeBlockRequest.ts';
import { m } from '@/i18n/messages.ts';
import '@/islands/ui/memberRow.css';
import './blockedMemberList.css';

interface BlockedMemberListProps {
  initial: CursorPage<BlockedMember>;
  timeZone: string;
  renderedAt: number;
}

const keyOf = (item: BlockedMember) => String(item.member.id);
const nameOf = (item: BlockedMember) =>
  item.member.nickname || item.member.username || m.feed_unknown_author();

/** The members the viewer blocked, newest block first, each with Unblock; "Load more" pages on by cursor. */
export function BlockedMemberList({ initial, timeZone, renderedAt }: BlockedMemberListProps) {
  const list = usePagedList(initial, { api: '/api/user/blocks', page: '/user/blocks' }, keyOf);
  const unblock = (item: BlockedMember) =>
    list.act(keyOf(item), async () => {
      const blocked = await confirmAndChangeBlock(item.member.id, nameOf(item), false);
      if (blocked === false) list.remove(keyOf(item));
    });

  return (
    <PagedListView
      list={list}
      id="blocked-member-list"
      className="card blocked-member-list"
      aria-label={m.blocks_list_label()}
    >
      {list.items.map((item) => {
        const { member } = item;
        const name = nameOf(item);
        return (
          <li key={member.id} className="member-row" data-blocked-member={member.id} data-name={name}>
            <a
              className="member-row-avatar"
              href={userProfilePath(member.id)}
              tabIndex={-1}
              aria-hidden="true"
            >
              <Avatar user={member} size={45} />
            </a>
            <div className="member-row-text blocked-member-text">
              <a className="member-row-name" href={userProfilePath(member.id)}>
                {name}
              </a>
              {member.username && <span className="blocked-member-username">@{member.username}</span>}
              <p className="member-row-note">
                {m.blocks_list_blocked_at()}{' '}
                <RelativeTime at={item.blockedAt} timeZone={timeZone} now={renderedAt} />
              </p>
            </div>
            <button
              type="button"
              className="button button-small blocked-member-unblock"
              data-unblock={member.id}
              aria-label={m.blocks_list_unblock_label({ name })}
              aria-busy={list.busyKey === keyOf(item) || undefined}
              onClick={() => void unblock(item)}
            >
              {m.blocks_unblock()}
            </button>
          </li>
        );
      })}
    </PagedListView>
  );
}
