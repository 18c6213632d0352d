import { describe, expect, it } from 'vitest';
import { isFirstStreamEvent, parseSseChunk } from './sseEvents.ts';

describe('parseSseChunk', () => {
  it("skips the opening retry block and heartbeats, and reads the member's first events", () => {
    const text =
      'retry: 5000\n\n: heartbeat\n\nevent: count\ndata: {"count":3}\n\n' +
      'event: conversations\ndata: {"total":0}\n\nevent: item\ndata: {"type":';
    const { events, rest } = parseSseChunk(text);
    expect(events).toEqual([
      { event: 'count', data: '{"count":3}' },
      { event: 'conversations', data: '{"total":0}' },
    ]);
    expect(rest).toBe('event: item\ndata: {"type":');
  });

  it('joins data lines, defaults the name and accepts CRLF line ends', () => {
    const { events, rest } = parseSseChunk('data: a\r\ndata:b\r\n\r\nevent:\ndata: c\n\n');
    expect(events).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'message', data: 'c' },
    ]);
    expect(rest).toBe('');
  });

  it('keeps an event split across chunks until its blank line arrives', () => {
    const first = parseSseChunk('event: count\nda');
    expect(first.events).toEqual([]);
    const second = parseSseChunk(`${first.rest}ta: {"count":0}\n\n`);
    expect(second.events).toEqual([{ event: 'count', data: '{"count":0}' }]);
  });
});

describe('isFirstStreamEvent', () => {
  it('wants the unread count with a number', () => {
    expect(isFirstStreamEvent({ event: 'count', data: '{"count":0}' })).toBe(true);
    expect(isFirstStreamEvent({ event: 'count', data: '{"count":"1"}' })).toBe(false);
    expect(isFirstStreamEvent({ event: 'count', data: 'not json' })).toBe(false);
    expect(isFirstStreamEvent({ event: 'item', data: '{"count":0}' })).toBe(false);
    expect(isFirstStreamEvent(undefined)).toBe(false);
  });
});
