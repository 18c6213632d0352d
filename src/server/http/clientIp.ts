import { getEnv } from '../config/env.ts';

/** The client address; X-Forwarded-For is trusted only behind a configured proxy. */
export function clientIp(request: Request, socketAddress: string | undefined): string {
  if (getEnv().TRUST_PROXY) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress ?? '';
}
