import { describe, expect, it } from 'vitest';
import { unreadStreamListeners } from './unreadStream.ts';

function follow(start: number) {
  const seen = { count: start, refreshes: 0 };
  const listeners = unreadStreamListeners({
    current: () => seen.count,
    apply: (count) => {
      seen.count = count;
    },
    refresh: () => {
      seen.refreshes += 1;
    },
  });
  const send = (type: 'open' | 'count', data = '') => listeners[type]?.(data);
  return { send, seen };
}

describe('unreadStreamListeners', () => {
  it('checks the count sent on connect against the page and applies later counts at once', () => {
    const { send, seen } = follow(2);
    send('count', '{"count":2}');
    expect(seen).toEqual({ count: 2, refreshes: 0 });
    send('count', '{"count":3}');
    send('count', '{"count":4}');
    expect(seen).toEqual({ count: 4, refreshes: 0 });
  });

  it('asks msg_recent when the count on (re)connect disagrees, instead of trusting either', () => {
    const { send, seen } = follow(0);
    send('count', '{"count":5}');
    expect(seen).toEqual({ count: 0, refreshes: 1 });
    send('open');
    send('count', '{"count":1}');
    expect(seen).toEqual({ count: 0, refreshes: 2 });
  });

  it('ignores malformed counts', () => {
    const { send, seen } = follow(1);
    send('count', '{"count":1}');
    send('count', 'not json');
    send('count', '{"count":-3}');
    expect(seen.count).toBe(1);
  });
});

describe('the conversations event', () => {
  it('hands well-formed totals over and ignores malformed ones', () => {
    const seen: unknown[] = [];
    const listeners = unreadStreamListeners({
      current: () => 0,
      apply: () => undefined,
      refresh: () => undefined,
      conversations: (totals) => seen.push(totals),
    });
    const send = (data: string) => listeners.conversations?.(data);
    send('{"conversations":2,"messages":5}');
    send('{"conversations":-1,"messages":5}');
    send('not json');
    send('{"conversations":1.5,"messages":1}');
    expect(seen).toEqual([{ conversations: 2, messages: 5 }]);
  });
});
