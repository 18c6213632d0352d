import { Counter, Gauge, Histogram, Registry } from 'prom-client';

// One registry per process: `/metrics` prints it (issue 42) and the owner's status page samples the
// same objects, so a plot and a scrape never disagree. Gauges that need a query or a pool's state get
// their `collect` where that state lives.
export const metricsRegistry = new Registry();

const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Every answer the front door gives; `route` is the page or API pattern, never the raw path. */
export const httpRequests = new Counter({
  name: 'plaza_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status code.',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'plaza_http_request_duration_seconds',
  help: 'Time from the request to the end of the answer, by route pattern and method.',
  labelNames: ['route', 'method'] as const,
  buckets: LATENCY_BUCKETS_S,
  registers: [metricsRegistry],
});

/** `hit` served from the page cache, `miss` rendered and stored, `bypass` not cacheable (a member, a POST). */
export const pageCacheLookups = new Counter({
  name: 'plaza_page_cache_lookups_total',
  help: 'Page cache look-ups by result: hit, miss or bypass.',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const databaseQueryDuration = new Histogram({
  name: 'plaza_db_query_duration_seconds',
  help: 'Time of database queries issued by the app, by pool (primary or replica).',
  labelNames: ['pool'] as const,
  buckets: LATENCY_BUCKETS_S,
  registers: [metricsRegistry],
});

/** Connections of each pool: `used`, `idle` and requests `waiting` for one. */
export const databasePoolConnections = new Gauge({
  name: 'plaza_db_pool_connections',
  help: 'Database pool connections by pool and state (used, idle, waiting).',
  labelNames: ['pool', 'state'] as const,
  registers: [metricsRegistry],
});

export const outboxDueEvents = new Gauge({
  name: 'plaza_outbox_due_events',
  help: 'Outbox events due for delivery and not yet delivered.',
  registers: [metricsRegistry],
});

export const outboxOldestDueAge = new Gauge({
  name: 'plaza_outbox_oldest_due_age_seconds',
  help: 'Age of the oldest outbox event that is due and not yet delivered; 0 when none is.',
  registers: [metricsRegistry],
});

export const outboxFailures = new Counter({
  name: 'plaza_outbox_failures_total',
  help: 'Outbox deliveries that failed in this process, by outcome (retry or given_up).',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const mailsSent = new Counter({
  name: 'plaza_mails_total',
  help: 'Mails handed to the mail server by this process, by result (sent or failed).',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

export const eventStreamConnections = new Gauge({
  name: 'plaza_event_streams',
  help: 'Event streams (/api/user/msg_stream) open in this process.',
  registers: [metricsRegistry],
});
