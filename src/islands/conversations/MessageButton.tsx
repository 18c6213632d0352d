import { Icon } from '@/islands/ui/Icon.tsx';
import { useViewer, useViewerEntry, useViewerStatus } from '@/islands/viewer/useViewerStore.ts';
import { newConversationWith } from '@/shared/conversations/conversationPaths.ts';
import { $blockedBy } from '@/stores/viewer.ts';
import { m } from '@/i18n/messages.ts';
import '@/islands/viewer/viewerPending.css';

interface MessageButtonProps {
  userId: number;
}

/**
 * "Message" on a profile: a new conversation with this member already chosen. Not on your own
 * profile, nor for a member who blocked you (the server would refuse). A visitor is sent to sign
 * in on the way, by the user centre's login rule.
 */
export function MessageButton({ userId }: MessageButtonProps) {
  const status = useViewerStatus();
  const viewer = useViewer();
  const blockedBy = useViewerEntry($blockedBy, String(userId)) === true;
  if (status === 'member' && (viewer?.id === userId || blockedBy)) return null;
  return (
    <a
      className="button"
      href={newConversationWith(userId)}
      data-message-member=""
      data-viewer-pending={status === 'pending' ? '' : undefined}
    >
      <Icon name="mail" size={16} />
      <span>{m.conversations_message_member()}</span>
    </a>
  );
}
