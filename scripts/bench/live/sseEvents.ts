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

/** The event a member's stream must send first (src/server/messages/unreadCountStream.ts): the unread count. */
export const FIRST_STREAM_EVENT = 'count';

/** Whether a stream's first dispatched event is the unread count with a numeric count. */
export function isFirstStreamEvent(event: SseEvent | undefined): boolean {
  if (!event || event.event !== FIRST_STREAM_EVENT) return false;
  try {
    const body = JSON.parse(event.data) as { count?: unknown };
    return typeof body.count === 'number';
  } catch {
    return false;
  }
}
