import type { APIContext } from 'astro';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfig.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

export type RouteHandler = (context: APIContext) => Promise<Response> | Response;

/**
 * Calls an /api/* handler as `user` (null: a visitor) would, with the default site config: a GET,
 * or a POST of `body` as JSON. Answers the status and the parsed envelope.
 */
export async function callRoute(
  handler: RouteHandler,
  user: CurrentUser | null,
  path: string,
  body?: unknown,
) {
  const request = new Request(`http://localhost${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const response = await handler({
    request,
    url: new URL(request.url),
    locals: { user, requestId: 'test', config: DEFAULT_SITE_CONFIG },
    clientAddress: '203.0.113.7',
  } as unknown as APIContext);
  return { status: response.status, body: await response.json() };
}
