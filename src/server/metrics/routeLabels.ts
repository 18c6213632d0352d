/** One route of the app as the build lists it (route-patterns.json), highest priority first. */
export interface RoutePattern {
  /** Astro's pattern, e.g. `/moment/[id]`: the label. */
  pattern: string;
  /** The source and flags of the route's regular expression, matched against the path. */
  regex: string;
  flags: string;
  /** The route's leading segments that are fixed words (`['moment']` for `/moment/[id]`). */
  prefix: string[];
}

/** The build's list of routes, beside its server entry (routePatternsIntegration.ts writes it). */
export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

/** Paths no page or endpoint of the app matches. */
export const UNMATCHED_ROUTE = 'other';

interface Candidate {
  pattern: string;
  regex: RegExp;
  rank: number;
}

/** A fixed path prefix: the routes that may match below it, in priority order, and longer prefixes. */
interface PrefixNode {
  candidates: Candidate[];
  children: Map<string, PrefixNode>;
}

function prefixTree(routes: readonly RoutePattern[]): PrefixNode {
  const root: PrefixNode = { candidates: [], children: new Map() };
  // First each route at the node of its whole fixed prefix…
  const own = new Map<PrefixNode, Candidate[]>();
  routes.forEach((route, rank) => {
    let node = root;
    for (const segment of route.prefix) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { candidates: [], children: new Map() }));
      node = child;
    }
    const candidate = { pattern: route.pattern, regex: new RegExp(route.regex, route.flags), rank };
    own.set(node, [...(own.get(node) ?? []), candidate]);
  });
  // …then every node also holds its ancestors' routes, whose parameters may take its segment.
  const inherit = (node: PrefixNode, above: Candidate[]) => {
    node.candidates = [...above, ...(own.get(node) ?? [])].sort((a, b) => a.rank - b.rank);
    for (const child of node.children.values()) inherit(child, node.candidates);
  };
  inherit(root, []);
  return root;
}

/**
 * The label of a request's path: the pattern of the route Astro would pick (the build lists them in
 * its priority order), so label values stay as few as the app's routes. The path's leading segments
 * lead down a tree of the routes' fixed prefixes, so a request tests only the few routes that can
 * still match there, not the whole list.
 */
export function routeLabeller(routes: readonly RoutePattern[]): (url: string) => string {
  const root = prefixTree(routes);
  return (url) => {
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    let node = root;
    let start = 1;
    while (start <= pathname.length) {
      const end = pathname.indexOf('/', start);
      const child = node.children.get(pathname.slice(start, end === -1 ? undefined : end));
      if (!child) break;
      node = child;
      if (end === -1) break;
      start = end + 1;
    }
    for (const candidate of node.candidates) if (candidate.regex.test(pathname)) return candidate.pattern;
    return UNMATCHED_ROUTE;
  };
}
