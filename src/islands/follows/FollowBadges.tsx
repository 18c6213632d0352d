import { useViewerEntry } from '@/islands/viewer/useViewerStore.ts';
import { $followers, $following } from '@/stores/viewer.ts';
import { m } from '@/i18n/messages.ts';
import './follows.css';

/** "Mutual" or "Follows you" beside a profile's name; the server renders neither. */
export function FollowBadges({ userId }: { userId: number }) {
  const key = String(userId);
  const following = useViewerEntry($following, key) === true;
  const followsViewer = useViewerEntry($followers, key) === true;
  return (
    <>
      <span
        className="pill-soft profile-badge"
        data-mutual-badge={userId}
        title={m.profile_mutual_hint()}
        hidden={!(following && followsViewer)}
      >
        {m.profile_mutual()}
      </span>
      <span className="pill-muted profile-badge" hidden={!(followsViewer && !following)}>
        {m.profile_follows_you()}
      </span>
    </>
  );
}
