import { computed, onMount } from 'nanostores';
import { $unreadCount, refreshUnreadCount, startUnreadPolling } from './unreadCount.ts';
import { unreadStreamListeners } from './unreadStream.ts';
import { joinEventStream } from './eventStream.ts';
import { $viewerStatus } from './viewer.ts';
import { $conversationUnread } from './conversationUnread.ts';

/** The tab's stream beside the 30 s poll (decisions 014, 062): the poll alone keeps working without it. */
function startUnreadFeed(): () => void {
  const stopPolling = startUnreadPolling();
  const stopStream = joinEventStream(
    unreadStreamListeners({
      current: () => $unreadCount.get(),
      apply: (count) => $unreadCount.set(count),
      refresh: () => void refreshUnreadCount(),
      conversations: (totals) => $conversationUnread.set(totals),
    }),
  );
  return () => {
    stopPolling();
    stopStream();
  };
}

/**
 * `$unreadCount` kept live: while anything subscribes to this store and the viewer is a member,
 * the message stream and the poll feed `$unreadCount`; they stop with the last subscriber or
 * when the viewer signs out.
 */
export const $liveUnreadCount = computed($unreadCount, (count) => count);

onMount($liveUnreadCount, () => {
  let stopFeed: (() => void) | undefined;
  const stopWatching = $viewerStatus.subscribe((status) => {
    if (status === 'member') stopFeed ??= startUnreadFeed();
    else {
      stopFeed?.();
      stopFeed = undefined;
    }
  });
  return () => {
    stopWatching();
    stopFeed?.();
  };
});
