import type { IncomingMessage } from 'node:http';
import { sessionUserIdForViewCount } from '@/server/auth/sessionUserId.ts';
import { SESSION_COOKIE } from '@/server/auth/sessionCookie.ts';
import { getEnv } from '@/server/config/env.ts';
import { cookieValue } from '@/server/http/cookieValue.ts';
import { logger } from '@/server/log/logger.ts';
import { countView } from '@/server/views/viewCounter.ts';
import { viewTargetOfPath } from './viewTargetOfPath.ts';

/**
 * A moment or article page answered from the page cache did not render, so its view is counted
 * here (bots are left out there); a member's view still counts as theirs, once per window.
 */
export function countCachedPageView(request: IncomingMessage): void {
  const shown = viewTargetOfPath(new URL(request.url ?? '/', 'http://plaza').pathname);
  if (!shown) return;
  const forwardedFor = getEnv().TRUST_PROXY
    ? String(request.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim()
    : undefined;
  const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
  const userAgent = String(request.headers['user-agent'] ?? '');
  void (token ? sessionUserIdForViewCount(token) : Promise.resolve(null))
    .then((userId) =>
      countView(shown.target, shown.id, {
        userId,
        ip: forwardedFor || (request.socket.remoteAddress ?? ''),
        userAgent,
      }),
    )
    .catch((error: unknown) =>
      logger.debug({ reason: (error as Error).message }, 'counting a cached view failed'),
    );
}
