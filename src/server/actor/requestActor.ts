import type { APIContext } from 'astro';
import { requestMeta } from '../auth/requestMeta.ts';
import { siteOrigin } from '../seo/siteOrigin.ts';
import { newActor, type Actor } from './actor.ts';

/** The request's actor, from what the middleware put in locals and the client's address and user agent. */
export function requestActor(context: Pick<APIContext, 'request' | 'clientAddress' | 'locals'>): Actor {
  const { user, config } = context.locals;
  const { ip, userAgent } = requestMeta(context);
  return newActor(user, config, ip, { userAgent, origin: siteOrigin(new URL(context.request.url)) });
}
