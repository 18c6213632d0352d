import type autocannon from 'autocannon';
import { startAutocannon } from './autocannonInstance.ts';
import { viewerQueryOfAttributes } from '../../../src/shared/viewer/viewerQuery.ts';
import { drain, otherStatusesOf, type LoadFigures, type LoadSettings } from './runAutocannon.ts';

/** Each occurrence of the attribute in the HTML's tags, in order: its value, or '' when it is bare. */
function attributeValues(html: string, attribute: string): string[] {
  const pattern = new RegExp(`<[^>]*\\s${attribute}(?:="([^"]*)")?(?=[\\s/>])`, 'g');
  return [...html.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** The viewer request a member's browser sends for this page: the same rule as src/stores/viewerLoader.ts. */
export function viewerPathOfHtml(html: string): string {
  const query = viewerQueryOfAttributes((attribute) => attributeValues(html, attribute));
  return `/api/viewer${query ? `?${query}` : ''}`;
}

/** The p-th percentile (0–100) of the values, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface ViewRun {
  views: number[];
  result: autocannon.Result;
}

/**
 * Each connection plays members reading pages: the HTML (with the member's cookie and gzip, as a
 * browser sends them) then its viewer request, one after the other. A view's latency is the two
 * answers' times added up, paired per connection. The run can be stopped early through `instance`.
 */
export function startMemberViews(
  baseUrl: string,
  pagePath: string,
  viewerPath: string,
  cookies: readonly string[],
  connections: number,
  durationS: number,
): { instance: autocannon.Instance; done: Promise<ViewRun> } {
  const cookieOf = (context: Record<string, unknown>) => {
    context.cookie ??= `${cookies[Math.floor(Math.random() * cookies.length)]!}; plaza_member=1`;
    return String(context.cookie);
  };
  const request = (path: string): autocannon.Request => ({
    method: 'GET',
    path,
    setupRequest: (sent, context) => ({
      ...sent,
      headers: { cookie: cookieOf(context as Record<string, unknown>), 'accept-encoding': 'gzip' },
    }),
  });
  const views: number[] = [];
  const pageTimes = new Map<unknown, number>();
  const { instance, done } = startAutocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    timeout: 10,
    requests: [request(pagePath), request(viewerPath)],
  });
  instance.on('response', (client: unknown, _status: number, _bytes: number, time: number) => {
    const pageTime = pageTimes.get(client);
    if (pageTime === undefined) {
      pageTimes.set(client, time);
    } else {
      pageTimes.delete(client);
      views.push(pageTime + time);
    }
  });
  return { instance, done: done.then((result) => ({ views, result })) };
}

function runViews(
  baseUrl: string,
  pagePath: string,
  viewerPath: string,
  cookies: readonly string[],
  connections: number,
  durationS: number,
): Promise<ViewRun> {
  return startMemberViews(baseUrl, pagePath, viewerPath, cookies, connections, durationS).done;
}

/** Member page views per second and their latency, after a warm-up (none when `warmupS` is 0), as the load rows report them. */
export async function measureMemberViews(
  baseUrl: string,
  pagePath: string,
  viewerPath: string,
  cookies: readonly string[],
  settings: LoadSettings,
): Promise<LoadFigures> {
  await drain(baseUrl);
  if (settings.warmupS > 0) {
    await runViews(baseUrl, pagePath, viewerPath, cookies, settings.connections, settings.warmupS);
    await drain(baseUrl);
  }
  const { views, result } = await runViews(
    baseUrl,
    pagePath,
    viewerPath,
    cookies,
    settings.connections,
    settings.durationS,
  );
  return {
    rps: views.length / settings.durationS,
    p50: percentile(views, 50),
    p99: percentile(views, 99),
    errors: result.errors,
    non2xx: result.non2xx,
    otherStatuses: otherStatusesOf(result.statusCodeStats as Record<string, { count: number }> | undefined),
    requests: views.length,
  };
}
