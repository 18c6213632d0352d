import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { httpRequestDuration, httpRequests } from './metricsRegistry.ts';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Any other method is counted under one value, so a client cannot grow the label set. */
const OTHER_METHOD = 'OTHER';
/** A request whose client left before any answer was sent (nginx's "client closed request"). */
const CLIENT_GONE_STATUS = 499;

type CountSeries = ReturnType<typeof httpRequests.labels>;
type DurationSeries = ReturnType<typeof httpRequestDuration.labels>;

/** The series of one route, made once per method and status: a request reuses them. */
class RouteSeries {
  private readonly counts = new Map<string, Map<number, CountSeries>>();
  private readonly durations = new Map<string, DurationSeries>();

  private readonly route: string;

  constructor(route: string) {
    this.route = route;
  }

  record(method: string, status: number, seconds: number): void {
    let byStatus = this.counts.get(method);
    if (!byStatus) this.counts.set(method, (byStatus = new Map()));
    let count = byStatus.get(status);
    if (!count) byStatus.set(status, (count = httpRequests.labels(this.route, method, String(status))));
    count.inc();
    let duration = this.durations.get(method);
    if (!duration) this.durations.set(method, (duration = httpRequestDuration.labels(this.route, method)));
    duration.observe(seconds);
  }
}

type RequestRecorder = (request: IncomingMessage, response: ServerResponse, route: string) => void;

/**
 * Counts each answer by route, method and status and observes its time, from the request's arrival to
 * the end of its answer (or the client leaving): one increment and one observation per request.
 */
export function requestRecorder(): RequestRecorder {
  const routes = new Map<string, RouteSeries>();
  return (request, response, route) => {
    const started = performance.now();
    let series = routes.get(route);
    if (!series) routes.set(route, (series = new RouteSeries(route)));
    const method = request.method && KNOWN_METHODS.has(request.method) ? request.method : OTHER_METHOD;
    const done = series;
    response.once('close', () => {
      const status = response.headersSent ? response.statusCode : CLIENT_GONE_STATUS;
      done.record(method, status, (performance.now() - started) / 1000);
    });
  };
}
