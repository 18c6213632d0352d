import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { m } from '@/paraglide/messages.js';

export function statusLabel(status: number): string {
  if (status === ContentStatus.pending) return m.admincontent_status_pending();
  if (status === ContentStatus.deleted) return m.admincontent_status_deleted();
  return m.admincontent_status_published();
}
