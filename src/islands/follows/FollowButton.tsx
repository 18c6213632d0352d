import { useState } from 'react';
import { Icon } from '@/islands/ui/Icon.tsx';
import { ToggleButton } from '@/islands/ui/ToggleButton.tsx';
import { askToSignIn, mayAct } from '@/islands/viewer/viewerActions.ts';
import { useViewer, useViewerEntry } from '@/islands/viewer/useViewerStore.ts';
import { VIEWER_ENTITY_ATTRIBUTE, viewerEntityKey } from '@/shared/viewer/viewerState.ts';
import { $fansCounts } from '@/stores/follows.ts';
import { $blockedBy, $following } from '@/stores/viewer.ts';
import { toggleFollow } from './toggleFollow.ts';
import { m } from '@/i18n/messages.ts';
import './follows.css';

interface FollowButtonProps {
  userId: number;
  /** The fans count the page was rendered with. */
  fansCount: number;
}

/**
 * Follow / Following on a profile. The server renders "Follow" for everyone; the viewer's follow
 * state comes from `$following`, and on their own profile it becomes the "Edit profile" link. A member
 * the owner blocked sees no button.
 */
export function FollowButton({ userId, fansCount }: FollowButtonProps) {
  const key = String(userId);
  const viewer = useViewer();
  const following = useViewerEntry($following, key) === true;
  const fans = useViewerEntry($fansCounts, key) ?? fansCount;
  const blockedByOwner = useViewerEntry($blockedBy, key) === true;
  const [busy, setBusy] = useState(false);

  if (viewer?.id === userId) {
    return (
      <a className="button profile-follow" href="/user/profile">
        <Icon name="edit" size={16} />
        <span>{m.profile_edit()}</span>
      </a>
    );
  }

  // The owner blocked the viewer: they may not follow, so there is nothing to offer.
  if (blockedByOwner) return null;

  const toggle = () => {
    if (!mayAct()) return askToSignIn();
    if (busy) return;
    setBusy(true);
    void toggleFollow(userId, fans).finally(() => setBusy(false));
  };
  const entity = { [VIEWER_ENTITY_ATTRIBUTE]: viewerEntityKey('user', userId) };
  return (
    <ToggleButton
      className="button profile-follow"
      data-follow-button=""
      pressed={following}
      busy={busy}
      onClick={toggle}
      {...entity}
    >
      <Icon name={following ? 'checkCircle' : 'plus'} size={16} />
      <span>{following ? m.profile_following() : m.profile_follow()}</span>
    </ToggleButton>
  );
}
