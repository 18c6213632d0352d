import type { AstroGlobal } from 'astro';
import type { ContentModule } from '@/shared/site/moduleOfPath.ts';

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

/** The 404 page saying the module is not enabled on this forum, for its pages while it is off. */
export function moduleNotEnabled(astro: Pick<AstroGlobal, 'rewrite' | 'locals'>, module: ContentModule) {
  astro.locals.disabledModule = module;
  return astro.rewrite('/404');
}
