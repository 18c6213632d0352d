import type { IncomingMessage, ServerResponse } from 'node:http';
import { MEMBER_HINT_COOKIE, SESSION_COOKIE } from '../auth/sessionCookie.ts';
import { cookieValue } from '../http/cookieValue.ts';

// Only relative imports here: scripts/serve.ts loads this file with Node's type stripping, the built
// app its own copy, so the answer the app provides goes through globalThis under a registered symbol.

/** Answers a member's viewer request and resolves true, or resolves false having written nothing. */
export type ViewerDirectAnswer = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

type ViewerRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

const VIEWER_PATH = '/api/viewer';
const DIRECT_ANSWER = Symbol.for('plaza.viewer.directAnswer');
const shared = globalThis as typeof globalThis & { [DIRECT_ANSWER]?: ViewerDirectAnswer | undefined };

/** The app provides its direct answer when it loads (decision 040); undefined withdraws it. */
export function provideViewerDirectAnswer(answer: ViewerDirectAnswer | undefined): void {
  shared[DIRECT_ANSWER] = answer;
}

/**
 * A browser's viewer request from a signed-in member: GET /api/viewer with the session cookie and
 * the member hint. API clients (Authorization) and everything else take the app's whole way.
 */
export function isMemberViewerRequest(request: ViewerRequest): boolean {
  if (request.method !== 'GET') return false;
  const url = request.url ?? '';
  const queryAt = url.indexOf('?');
  if ((queryAt === -1 ? url : url.slice(0, queryAt)) !== VIEWER_PATH) return false;
  const { authorization, cookie } = request.headers;
  if (authorization !== undefined) return false;
  return (
    Boolean(cookieValue(cookie, SESSION_COOKIE)) && cookieValue(cookie, MEMBER_HINT_COOKIE) !== undefined
  );
}

type AppHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * The app's handler, with members' viewer requests offered to the direct answer first. The app's
 * handler takes one when there is no direct answer yet, when it declines (anything but the plain
 * case) or when it fails before writing.
 */
export function withViewerDirectAnswer(appHandler: AppHandler): AppHandler {
  return (request, response) => {
    const answer = shared[DIRECT_ANSWER];
    if (!answer || !isMemberViewerRequest(request)) return appHandler(request, response);
    return answer(request, response).then(
      (answered) => (answered ? undefined : appHandler(request, response)),
      () => (response.headersSent ? response.destroy() : appHandler(request, response)),
    );
  };
}
