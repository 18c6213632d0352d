import { describe, expect, it } from 'vitest';
import { hasUnreadCount, latestCommentIdOfHtml, parseSseChunk } from './sseEvents.ts';

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

describe('hasUnreadCount', () => {
  it('wants the unread count with a number, after an item snapshot or not', () => {
    expect(hasUnreadCount([{ event: 'count', data: '{"count":0}' }])).toBe(true);
    expect(
      hasUnreadCount([
        { event: 'item', data: '{"type":"item.counts"}' },
        { event: 'count', data: '{"count":2}' },
      ]),
    ).toBe(true);
    expect(hasUnreadCount([{ event: 'count', data: '{"count":"1"}' }])).toBe(false);
    expect(hasUnreadCount([{ event: 'count', data: 'not json' }])).toBe(false);
    expect(hasUnreadCount([{ event: 'item', data: '{"count":0}' }])).toBe(false);
    expect(hasUnreadCount([])).toBe(false);
  });
});

describe('latestCommentIdOfHtml', () => {
  it("takes the newest comment the page names, as the page's stream does", () => {
    const html =
      '<li data-viewer-entity="comment:8"></li><li data-viewer-entity="comment:12"></li><li data-viewer-entity="comment:9">';
    expect(latestCommentIdOfHtml(html)).toBe(12);
    expect(latestCommentIdOfHtml('<article data-viewer-entity="moment:4">')).toBeUndefined();
  });
});
