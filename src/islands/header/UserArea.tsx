import { $viewer, $viewerStatus } from '@/stores/viewer.ts';
import { m } from '@/i18n/messages.ts';
import { useServerFirst } from '@/islands/ui/useServerFirst.ts';
import { MessageNotice } from './MessageNotice.tsx';
import { UserMenu } from './UserMenu.tsx';
import { ConversationNotice } from './ConversationNotice.tsx';

interface UserAreaProps {
  /** Sign-in, coming back to this page. */
  signinHref: string;
  /** The owner left private conversations on (decision 036). */
  conversations?: boolean;
}

/**
 * The header's personal corner: the message notice and user menu for a member, Sign in for a
 * visitor. The server renders the visitor's state; on a member's page (`<html data-member>`) CSS
 * shows a placeholder of the signed-in shape instead until the viewer state says who reads it
 * (the loader drops the hint when the answer is a visitor, and Sign in shows).
 */
export default function UserArea({ signinHref, conversations = false }: UserAreaProps) {
  const status = useServerFirst($viewerStatus, 'pending');
  const user = useServerFirst($viewer, null);
  const className = conversations ? 'user-area user-area-conversations' : 'user-area';
  if (status === 'member' && user) {
    return (
      <div className={className} data-user-area="">
        {conversations && <ConversationNotice />}
        <MessageNotice />
        <UserMenu user={user} conversations={conversations} />
      </div>
    );
  }
  return (
    <div className={className} data-user-area="">
      <a className="button button-primary button-small header-signin" href={signinHref}>
        {m.chrome_sign_in()}
      </a>
      <span className="user-area-placeholder" aria-hidden="true" />
    </div>
  );
}
