/** One route of the app as the build lists it (route-patterns.json), highest priority first. */
export interface RoutePattern {
  /** Astro's pattern, e.g. `/moment/[id]`: the label. */
  pattern: string;
  /** The source and flags of the route's regular expression, matched against the path. */
  regex: string;
  flags: string;
  /** The first path segment when it is a fixed word, else null (a parameter). */
  first: string | null;
}

/** The build's list of routes, beside its server entry (routePatternsIntegration.ts writes it). */
export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

/** Paths no page or endpoint of the app matches. */
export const UNMATCHED_ROUTE = 'other';

type Candidate = { pattern: string; regex: RegExp; rank: number };

function firstSegmentOf(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  return end === -1 ? pathname.slice(1) : pathname.slice(1, end);
}

/**
 * The label of a request's path: the pattern of the route Astro would pick (its list is in priority
 * order), so label values stay as few as the app's routes. Routes are grouped by their first fixed
 * segment, so a request tests the handful of routes that share it, not the whole list.
 */
export function routeLabeller(routes: readonly RoutePattern[]): (url: string) => string {
  const candidates: Candidate[] = routes.map((route, rank) => ({
    pattern: route.pattern,
    regex: new RegExp(route.regex, route.flags),
    rank,
  }));
  const anyFirst = candidates.filter((_, rank) => routes[rank]!.first === null);
  const byFirst = new Map<string, Candidate[]>();
  candidates.forEach((candidate, rank) => {
    const first = routes[rank]!.first;
    if (first === null) return;
    const group = byFirst.get(first) ?? [];
    group.push(candidate);
    byFirst.set(first, group);
  });
  for (const [first, group] of byFirst) {
    byFirst.set(first, [...group, ...anyFirst].sort((a, b) => a.rank - b.rank));
  }
  return (url) => {
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const group = byFirst.get(firstSegmentOf(pathname)) ?? anyFirst;
    for (const candidate of group) if (candidate.regex.test(pathname)) return candidate.pattern;
    return UNMATCHED_ROUTE;
  };
}
