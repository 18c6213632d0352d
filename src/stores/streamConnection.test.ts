import { describe, expect, it } from 'vitest';
import { createStreamConnection, reconnectDelay, type StreamSource } from './streamConnection.ts';

class FakeSource extends EventTarget implements StreamSource {
  closed = false;
  constructor(readonly url: string) {
    super();
  }
  close(): void {
    this.closed = true;
  }
}

function harness(url = () => '/stream') {
  const sources: FakeSource[] = [];
  const waits: Array<{ ms: number; run: () => void; cancelled: boolean }> = [];
  const connection = createStreamConnection({
    url,
    open: (address) => {
      const source = new FakeSource(address);
      sources.push(source);
      return source;
    },
    onSource: () => undefined,
    wait: (ms, run) => {
      const wait = { ms, run, cancelled: false };
      waits.push(wait);
      return () => (wait.cancelled = true);
    },
    random: () => 1,
  });
  return { connection, sources, waits };
}

describe('reconnectDelay', () => {
  it('doubles from 2 s up to a minute, each in the upper half of its window', () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, top))).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(3, () => 0.5)).toBe(12000);
  });
});

describe('createStreamConnection', () => {
  it('opens one source and, after errors, reopens it later each time instead of retrying at a fixed pace', () => {
    const { connection, sources, waits } = harness();
    connection.start();
    connection.start();
    expect(sources).toHaveLength(1);

    sources[0]!.dispatchEvent(new Event('error'));
    expect(sources[0]!.closed).toBe(true);
    expect(waits.map((wait) => wait.ms)).toEqual([2000]);
    waits[0]!.run();
    expect(sources).toHaveLength(2);

    sources[1]!.dispatchEvent(new Event('error'));
    waits[1]!.run();
    sources[2]!.dispatchEvent(new Event('error'));
    expect(waits.map((wait) => wait.ms)).toEqual([2000, 4000, 8000]);
  });

  it('starts again from the shortest wait once a source opened', () => {
    const { connection, sources, waits } = harness();
    connection.start();
    sources[0]!.dispatchEvent(new Event('error'));
    waits[0]!.run();
    sources[1]!.dispatchEvent(new Event('open'));
    sources[1]!.dispatchEvent(new Event('error'));
    expect(waits.map((wait) => wait.ms)).toEqual([2000, 2000]);
  });

  it('reads the address at every connection, so a reconnection asks for what the page knows now', () => {
    let after = 10;
    const { connection, sources, waits } = harness(() => `/stream?after=${after}`);
    connection.start();
    after = 12;
    sources[0]!.dispatchEvent(new Event('error'));
    waits[0]!.run();
    expect(sources.map((source) => source.url)).toEqual(['/stream?after=10', '/stream?after=12']);
  });

  it('stops: closes the source and cancels a pending reconnection', () => {
    const { connection, sources, waits } = harness();
    connection.start();
    sources[0]!.dispatchEvent(new Event('error'));
    connection.stop();
    expect(waits[0]!.cancelled).toBe(true);
    connection.start();
    sources[1]!.dispatchEvent(new Event('open'));
    connection.stop();
    expect(sources[1]!.closed).toBe(true);
    // An error of a source already replaced or closed schedules nothing.
    sources[0]!.dispatchEvent(new Event('error'));
    expect(waits).toHaveLength(1);
  });
});
