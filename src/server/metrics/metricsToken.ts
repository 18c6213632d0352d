import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header carries `Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever the length or the first differing byte of a guess.
 */
export function carriesMetricsToken(authorization: string | undefined, token: string): boolean {
  const match = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  const offered = digest(match?.[1] ?? '');
  return timingSafeEqual(offered, digest(token)) && match !== null;
}
