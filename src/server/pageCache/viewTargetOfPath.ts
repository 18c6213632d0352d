import type { ViewTarget } from '@/server/views/viewCounter.ts';

const DETAIL_PAGE = /^\/(moment|article)\/([1-9]\d{0,15})\/?$/;

/** The moment or article a detail page shows, so a page served from the cache still counts its view. */
export function viewTargetOfPath(pathname: string): { target: ViewTarget; id: number } | undefined {
  const match = DETAIL_PAGE.exec(pathname);
  if (!match) return undefined;
  const id = Number(match[2]);
  if (!Number.isSafeInteger(id)) return undefined;
  return { target: match[1] === 'moment' ? 'moment' : 'article', id };
}
