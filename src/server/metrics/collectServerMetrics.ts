import { collectDefaultMetrics } from 'prom-client';
import { sampleOutboxBacklogOnCollect } from '@/server/outbox/outboxBacklog.ts';
import { metricsRegistry } from './metricsRegistry.ts';

let collecting = false;

/**
 * Once per process, from whichever starts first (the front door or the app's middleware): prom-client's
 * process figures (memory, CPU, event-loop lag, handles, GC) in the same registry, and the outbox
 * gauges' read at sampling time.
 */
export function collectServerMetrics(): void {
  if (collecting) return;
  collecting = true;
  collectDefaultMetrics({ register: metricsRegistry });
  sampleOutboxBacklogOnCollect();
}
