// The messages of a cluster-wide scrape over node:cluster IPC (decision 068). No imports: the
// launcher's primary loads this with type stripping.

/** worker → primary: gather every worker's metrics for the scrape `id`. */
export const GATHER_METRICS = 'plaza:metrics:gather';
/** primary → each worker: send your metrics for `id`. */
export const REPORT_METRICS = 'plaza:metrics:report';
/** worker → primary: my metrics for `id`. */
export const METRICS_REPORTED = 'plaza:metrics:reported';
/** primary → the asking worker: the reports for `id`, each with its worker's id. */
export const METRICS_GATHERED = 'plaza:metrics:gathered';

export interface WorkerMetricsReport {
  worker: number;
  /** The worker registry's `getMetricsAsJSON()`. */
  metrics: unknown[];
}

interface MetricsMessage {
  type: string;
  id: string;
  metrics?: unknown[];
  reports?: WorkerMetricsReport[];
}

export function isMetricsMessage(message: unknown): message is MetricsMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { type, id } = message as Record<string, unknown>;
  return typeof type === 'string' && type.startsWith('plaza:metrics:') && typeof id === 'string';
}
