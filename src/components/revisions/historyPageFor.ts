import type { AstroGlobal } from 'astro';
import { moduleNotEnabled, notFound } from '@/components/chrome/errorResponses.ts';
import { routeId } from '@/components/moments/routeId.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { isModuleEnabled } from '@/server/posting/postingRules.ts';
import { loadHistoryPage, type HistoryPage } from '@/server/revisions/historyPage.ts';
import type { EntityKind } from '@/shared/content/entityType.ts';

/**
 * What a history route shows for the member who asked (never a shared page: it is not in
 * sharedPagePath.ts, so it is answered private, no-store), or the 404 to answer instead.
 */
export async function historyPageFor(
  astro: Pick<AstroGlobal, 'rewrite' | 'locals' | 'params' | 'url'>,
  kind: EntityKind,
): Promise<HistoryPage | Response> {
  const id = routeId(astro.params['id']);
  if (id === undefined) return notFound(astro);
  const { config, user } = astro.locals;
  const cursor = astro.url.searchParams.get('cursor') ?? undefined;
  const page = await loadHistoryPage(kind, id, user, config.revisions.historyVisibility, cursor).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 400) return undefined;
      throw error;
    },
  );
  if (!page) return notFound(astro);
  if (!isModuleEnabled(config, page.subject.module)) return moduleNotEnabled(astro, page.subject.module);
  return page;
}
