import { describe, expect, it } from 'vitest';
import { createEventStream } from './eventStream.ts';
import type { StreamSource } from './streamConnection.ts';

class FakeSource extends EventTarget implements StreamSource {
  closed = false;
  close(): void {
    this.closed = true;
  }
  send(type: string, data: string): void {
    this.dispatchEvent(new MessageEvent(type, { data }));
  }
}

function tab() {
  const sources: FakeSource[] = [];
  const stream = createEventStream({
    url: () => '/api/user/msg_stream?item=moment:1',
    open: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    wait: () => () => undefined,
  });
  return { stream, sources };
}

describe('createEventStream', () => {
  it('shares one connection between the header and the item page, open while either listens', () => {
    const { stream, sources } = tab();
    const counts: string[] = [];
    const items: string[] = [];
    const leaveHeader = stream.join({ count: (data) => counts.push(data) });
    const leavePage = stream.join({ item: (data) => items.push(data) });
    expect(sources).toHaveLength(1);
    sources[0]!.send('count', '{"count":1}');
    sources[0]!.send('item', '{"type":"item.likes"}');
    expect(counts).toEqual(['{"count":1}']);
    expect(items).toEqual(['{"type":"item.likes"}']);
    leaveHeader();
    expect(sources[0]!.closed).toBe(false);
    leavePage();
    expect(sources[0]!.closed).toBe(true);
  });

  it('keeps item events heard before the page island listens, and hands them to it when it joins', () => {
    const { stream, sources } = tab();
    stream.join({ count: () => undefined });
    sources[0]!.send('item', 'snapshot');
    sources[0]!.send('item', 'created');
    const items: string[] = [];
    stream.join({ item: (data) => items.push(data) });
    expect(items).toEqual(['snapshot', 'created']);
    sources[0]!.send('item', 'later');
    expect(items).toEqual(['snapshot', 'created', 'later']);
  });

  it('tells listeners of each (re)connection', () => {
    const { stream, sources } = tab();
    let opens = 0;
    stream.join({ open: () => (opens += 1) });
    sources[0]!.dispatchEvent(new Event('open'));
    sources[0]!.dispatchEvent(new Event('open'));
    expect(opens).toBe(2);
  });
});
