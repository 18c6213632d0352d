import { describe, expect, it } from 'vitest';
import { followUnreadStream, type UnreadEventSource } from './unreadStream.ts';

class StreamSource extends EventTarget implements UnreadEventSource {
  closed = false;
  close(): void {
    this.closed = true;
  }
  send(type: string, data?: string): void {
    this.dispatchEvent(type === 'open' ? new Event('open') : new MessageEvent(type, { data }));
  }
}

function follow(start: number) {
  const source = new StreamSource();
  const seen = { count: start, refreshes: 0 };
  const stop = followUnreadStream(source, {
    current: () => seen.count,
    apply: (count) => {
      seen.count = count;
    },
    refresh: () => {
      seen.refreshes += 1;
    },
  });
  return { source, seen, stop };
}

describe('followUnreadStream', () => {
  it('checks the count sent on connect against the page and applies later counts at once', () => {
    const { source, seen } = follow(2);
    source.send('count', '{"count":2}');
    expect(seen).toEqual({ count: 2, refreshes: 0 });
    source.send('count', '{"count":3}');
    source.send('count', '{"count":4}');
    expect(seen).toEqual({ count: 4, refreshes: 0 });
  });

  it('asks msg_recent when the count on (re)connect disagrees, instead of trusting either', () => {
    const { source, seen } = follow(0);
    source.send('count', '{"count":5}');
    expect(seen).toEqual({ count: 0, refreshes: 1 });
    source.send('open');
    source.send('count', '{"count":1}');
    expect(seen).toEqual({ count: 0, refreshes: 2 });
  });

  it('ignores malformed counts and closes the stream when stopped', () => {
    const { source, seen, stop } = follow(1);
    source.send('count', '{"count":1}');
    source.send('count', 'not json');
    source.send('count', '{"count":-3}');
    expect(seen.count).toBe(1);
    stop();
    expect(source.closed).toBe(true);
  });
});

describe('the conversations event', () => {
  it('hands well-formed totals over and ignores malformed ones', () => {
    const source = new StreamSource();
    const seen: unknown[] = [];
    followUnreadStream(source, {
      current: () => 0,
      apply: () => undefined,
      refresh: () => undefined,
      conversations: (totals) => seen.push(totals),
    });
    source.send('conversations', '{"conversations":2,"messages":5}');
    source.send('conversations', '{"conversations":-1,"messages":5}');
    source.send('conversations', 'not json');
    source.send('conversations', '{"conversations":1.5,"messages":1}');
    expect(seen).toEqual([{ conversations: 2, messages: 5 }]);
  });
});
