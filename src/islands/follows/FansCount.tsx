import { useViewerEntry } from '@/islands/viewer/useViewerStore.ts';
import { $fansCounts } from '@/stores/follows.ts';

/** A profile's fans count, live after the viewer follows or unfollows on this page. */
export function FansCount({ userId, count }: { userId: number; count: number }) {
  const key = String(userId);
  return <>{useViewerEntry($fansCounts, key) ?? count}</>;
}
