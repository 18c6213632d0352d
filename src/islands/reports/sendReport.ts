import { apiRequest } from '@/shared/api/apiClient.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';

export type ReportKind = 'moment' | 'article' | 'comment' | 'user' | 'conversation';

/** Files a report; true when the server took it (a refusal is shown as a toast). */
export async function sendReport(kind: ReportKind, id: number, reason: string): Promise<boolean> {
  try {
    await apiRequest('/api/report', { body: { targetType: kind, targetId: id, reason } });
    showToast('success', m.admincontent_report_sent());
    return true;
  } catch (error) {
    showToast('error', error instanceof Error && error.message ? error.message : m.admincontent_failed());
    return false;
  }
}
