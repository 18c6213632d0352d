import type { ReadScope } from './readScope.ts';

/** The cookie that sends a browser's reads to the primary for a moment after it wrote. */
export const RECENT_WRITE_COOKIE = 'plaza_rw';
/** Longer than replicas normally lag; a replica further behind is taken out by the lag watch. */
export const RECENT_WRITE_SECONDS = 5;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isReadMethod(method: string): boolean {
  return READ_METHODS.has(method.toUpperCase());
}

/** A mutation, or a request from a browser that wrote in the last few seconds, reads the primary. */
export function readScopeFor(method: string, recentWriteCookie: string | undefined, now: number): ReadScope {
  const until = Number(recentWriteCookie);
  const wroteRecently =
    recentWriteCookie !== undefined &&
    Number.isFinite(until) &&
    until > now &&
    until <= now + RECENT_WRITE_SECONDS * 1000;
  return { primary: !isReadMethod(method) || wroteRecently, wrote: false };
}

/** The Set-Cookie value after a mutation that wrote; undefined when nothing needs remembering. */
export function recentWriteCookie(
  method: string,
  scope: ReadScope,
  now: number,
  secure: boolean,
): string | undefined {
  if (!scope.wrote || isReadMethod(method)) return undefined;
  const until = now + RECENT_WRITE_SECONDS * 1000;
  return `${RECENT_WRITE_COOKIE}=${until}; Max-Age=${RECENT_WRITE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
