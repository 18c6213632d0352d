import type { APIContext } from 'astro';
import { requestMeta } from '../auth/requestMeta.ts';
import { newActor, type Actor } from './actor.ts';

/** The request's actor, from what the middleware put in locals and the client's address. */
export function requestActor(context: Pick<APIContext, 'request' | 'clientAddress' | 'locals'>): Actor {
  const { user, config } = context.locals;
  return newActor(user, config, requestMeta(context).ip);
}
