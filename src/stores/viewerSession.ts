import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { setMemberHint } from './memberHint.ts';
import { $unreadCount } from './unreadCount.ts';
import { $viewer, $viewerStatus } from './viewer.ts';

/** Sign-in, sign-up and a password reset: the page knows its member before it moves on. */
export function viewerSignedIn(user: CurrentUser): void {
  $viewer.set(user);
  $viewerStatus.set('member');
  setMemberHint(true);
}

/** Sign-out: the islands show the visitor's state. */
export function viewerSignedOut(): void {
  $viewer.set(null);
  $viewerStatus.set('anonymous');
  $unreadCount.set(0);
  setMemberHint(false);
}
