import { describe, expect, it } from 'vitest';
import { routeLabeller, UNMATCHED_ROUTE, type RoutePattern } from './routeLabels.ts';

// Routes as the build lists them (Astro's priority order, its regular expressions with
// trailingSlash 'ignore'): fixed routes before parameters, parameters before rest parameters.
const ROUTES: RoutePattern[] = [
  { pattern: '/', regex: '^\\/$', flags: '', prefix: [] },
  { pattern: '/moment/create', regex: '^\\/moment\\/create\\/?$', flags: '', prefix: ['moment', 'create'] },
  {
    pattern: '/moment/[id]/history',
    regex: '^\\/moment\\/([^/]+?)\\/history\\/?$',
    flags: '',
    prefix: ['moment'],
  },
  { pattern: '/moment/[id]', regex: '^\\/moment\\/([^/]+?)\\/?$', flags: '', prefix: ['moment'] },
  {
    pattern: '/api/user/msg_stream',
    regex: '^\\/api\\/user\\/msg_stream\\/?$',
    flags: '',
    prefix: ['api', 'user', 'msg_stream'],
  },
  {
    pattern: '/api/user/[id]/fans',
    regex: '^\\/api\\/user\\/([^/]+?)\\/fans\\/?$',
    flags: '',
    prefix: ['api', 'user'],
  },
  {
    pattern: '/app-icon/[name].png',
    regex: '^\\/app-icon\\/([^/]+?)\\.png\\/?$',
    flags: '',
    prefix: ['app-icon'],
  },
  { pattern: '/[lang]/about', regex: '^\\/([^/]+?)\\/about\\/?$', flags: '', prefix: [] },
  { pattern: '/uploads/[...path]', regex: '^\\/uploads(?:\\/(.*?))?\\/?$', flags: '', prefix: ['uploads'] },
];

const labelOf = routeLabeller(ROUTES);

describe('request route labels', () => {
  it('names a path by the pattern of the route that answers it, never by the path itself', () => {
    expect(labelOf('/')).toBe('/');
    expect(labelOf('/moment/12')).toBe('/moment/[id]');
    expect(labelOf('/moment/99999/')).toBe('/moment/[id]');
    expect(labelOf('/moment/12/history')).toBe('/moment/[id]/history');
    expect(labelOf('/api/user/7/fans')).toBe('/api/user/[id]/fans');
    expect(labelOf('/app-icon/192.png')).toBe('/app-icon/[name].png');
    expect(labelOf('/uploads/2026/12/abc.webp')).toBe('/uploads/[...path]');
  });

  it('prefers a fixed route to a parameter, as Astro does', () => {
    expect(labelOf('/moment/create')).toBe('/moment/create');
    expect(labelOf('/api/user/msg_stream')).toBe('/api/user/msg_stream');
    // Below a fixed word, the parameter routes of the words above it still match.
    expect(labelOf('/moment/create/history')).toBe('/moment/[id]/history');
    expect(labelOf('/api/user/msg_stream/fans')).toBe('/api/user/[id]/fans');
  });

  it('ignores the query string', () => {
    expect(labelOf('/moment/12?cursor=abc&tab=hot')).toBe('/moment/[id]');
    expect(labelOf('/?page=2')).toBe('/');
  });

  it('matches a route that starts with a parameter, after the fixed routes of that word', () => {
    expect(labelOf('/zh-CN/about')).toBe('/[lang]/about');
    expect(labelOf('/moment/about')).toBe('/moment/[id]');
  });

  it('labels every unknown path with one fixed value, however many there are', () => {
    const labels = new Set(
      ['/nope', '/moment/1/2/3', '/wp-login.php', '/api/nothing', '/%2e%2e/etc/passwd', '//x'].map(labelOf),
    );
    expect([...labels]).toEqual([UNMATCHED_ROUTE]);
  });

  it('labels everything unknown when the build listed no routes', () => {
    expect(routeLabeller([])('/moment/1')).toBe(UNMATCHED_ROUTE);
  });
});
