import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { m } from '@/paraglide/messages.js';

/** An account still waiting for staff approval cannot sign in; it is told so (every way in checks this). */
export function assertNotAwaitingApproval(user: { status: number }): void {
  if (user.status === UserStatus.awaitingApproval) {
    throw new ApiError(403, m.signupdefence_awaiting_approval(), ErrorCode.forbidden);
  }
}
