import type { AstroGlobal } from 'astro';

type Rewriter = Pick<AstroGlobal, 'rewrite'>;

/**
 * Answers the current request with the 403 error page (status 403, URL unchanged).
 * In a page: `if (!allowed) return forbidden(Astro);` — middleware can pass its context too.
 */
export function forbidden(astro: Rewriter): Promise<Response> {
  return astro.rewrite('/403');
}

/** Answers the current request with the 404 error page (status 404, URL unchanged). */
export function notFound(astro: Rewriter): Promise<Response> {
  return astro.rewrite('/404');
}
