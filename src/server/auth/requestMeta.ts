import type { APIContext } from 'astro';
import { clientIp } from '../http/clientIp.ts';

export interface RequestMeta {
  ip: string;
  userAgent: string;
}

/** The client's address and user agent, recorded on the session and used for rate limits. */
export function requestMeta(context: Pick<APIContext, 'request' | 'clientAddress'>): RequestMeta {
  let socketAddress: string | undefined;
  try {
    socketAddress = context.clientAddress;
  } catch {
    socketAddress = undefined;
  }
  return {
    ip: clientIp(context.request, socketAddress),
    userAgent: context.request.headers.get('user-agent') ?? '',
  };
}
