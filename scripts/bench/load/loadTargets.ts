import type { DatasetInfo } from '../dataset/datasetInfo.ts';

/** How a target's cost should grow with the data: the scale comparison judges list, detail and search. */
export type TargetKind = 'list' | 'detail' | 'search' | 'api' | 'write';

/** One URL the load bench aims autocannon at. */
export interface ReadTarget {
  id: string;
  kind: TargetKind;
  path: string;
  /** An HTML page (judged against the static ceiling) rather than a JSON answer. */
  page: boolean;
}

/** The read targets of issue 8: lists, detail pages, a profile, search in two languages, the moment list API. */
export function readTargets(info: DatasetInfo): ReadTarget[] {
  const { sample } = info;
  const search = (query: string) => `/search?q=${encodeURIComponent(query)}`;
  return [
    { id: 'home', kind: 'list', path: '/', page: true },
    { id: 'moments', kind: 'list', path: '/moments', page: true },
    { id: 'moment-200-comments', kind: 'detail', path: `/moment/${sample.momentWithCommentsId}`, page: true },
    { id: 'article', kind: 'detail', path: `/article/${sample.articleId}`, page: true },
    { id: 'profile', kind: 'detail', path: `/user/${sample.profileUserId}`, page: true },
    { id: 'search-chinese', kind: 'search', path: search(sample.searchQueries.chinese), page: true },
    { id: 'search-english', kind: 'search', path: search(sample.searchQueries.english), page: true },
    { id: 'api-moment-list', kind: 'list', path: '/api/moment/list?tab=latest', page: false },
  ];
}
