import { m } from '@/paraglide/messages.js';

const LABELS: Record<string, () => string> = {
  pending: () => m.webhooks_status_pending(),
  succeeded: () => m.webhooks_status_succeeded(),
  retrying: () => m.webhooks_status_retrying(),
  failed: () => m.webhooks_status_failed(),
  skipped: () => m.webhooks_status_skipped(),
};

/** A delivery's status in the reader's words. */
export function deliveryStatusLabel(status: string): string {
  return LABELS[status]?.() ?? status;
}
