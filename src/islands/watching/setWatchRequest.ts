import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { WatchKindName } from '@/shared/watching/watchKinds.ts';
import type { WatchSetResult } from '@/shared/watching/watchTypes.ts';
import { $watching } from '@/stores/watching.ts';

/** Watches or stops at once in the store, then settles on the server's answer; a failure puts it back. */
export async function setWatchRequest(kind: WatchKindName, id: number, watch: boolean): Promise<void> {
  const key = `${kind}:${id}`;
  const was = $watching.get()[key] === true;
  $watching.setKey(key, watch);
  try {
    const result = await apiRequest<WatchSetResult>('/api/watch/set', { body: { kind, id, watch } });
    $watching.setKey(key, result.watching);
  } catch (error) {
    $watching.setKey(key, was);
    reportApiError(error);
  }
}
