/** One server-sent event as a browser's EventSource dispatches it: its name ('message' by default) and data. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits the complete events off the front of a text/event-stream buffer (the WHATWG rules, kept to
 * what the bench needs): blocks end at a blank line; `event:` names a block, `data:` lines are joined
 * with newlines; comment lines (`: heartbeat`) and `retry:`/`id:` fields dispatch nothing, and neither
 * does a block without data (the stream's opening `retry:` block). `rest` is the unfinished tail.
 */
export function parseSseChunk(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value || 'message';
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** The event every member stream sends on connect (src/server/messages/unreadCountStream.ts): the unread count. */
const FIRST_STREAM_EVENT = 'count';

/**
 * Whether these events hold the stream's opening unread count (with a numeric count). A stream that
 * follows an item may send the item's snapshot first: both are read at once on connect.
 */
export function hasUnreadCount(events: readonly SseEvent[]): boolean {
  return events.some((event) => {
    if (event.event !== FIRST_STREAM_EVENT) return false;
    try {
      return typeof (JSON.parse(event.data) as { count?: unknown }).count === 'number';
    } catch {
      return false;
    }
  });
}

/** The newest comment a moment or article page shows (its `comment:<id>` viewer entities): a stream's `after`. */
export function latestCommentIdOfHtml(html: string): number | undefined {
  const ids = [...html.matchAll(/comment:(\d+)/g)].map((match) => Number(match[1]));
  return ids.length > 0 ? Math.max(...ids) : undefined;
}
