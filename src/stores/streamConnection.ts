/** What the connection needs of an EventSource; tests pass an EventTarget. */
export interface StreamSource extends EventTarget {
  close(): void;
}

export interface StreamConnectionOptions {
  /** The address to connect to, read at each (re)connection. */
  url: () => string;
  open: (url: string) => StreamSource;
  /** Called with each new source, before it delivers anything. */
  onSource: (source: StreamSource) => void;
  wait?: (ms: number, run: () => void) => () => void;
  random?: () => number;
}

export interface StreamConnection {
  start(): void;
  stop(): void;
}

const FIRST_DELAY_MS = 2_000;
const LONGEST_DELAY_MS = 60_000;

/**
 * How long to wait before the next attempt after `attempt` failed ones: doubling from 2 s to a
 * minute, each a random point in its upper half, so tabs dropped together do not come back together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const timeout = (ms: number, run: () => void) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/**
 * One event stream kept open: on an error the source is closed (the browser's own retry waits a
 * fixed time, forever) and reopened after reconnectDelay; a source that opened resets the count.
 */
export function createStreamConnection(options: StreamConnectionOptions): StreamConnection {
  const wait = options.wait ?? timeout;
  let source: StreamSource | undefined;
  let cancelWait: (() => void) | undefined;
  let attempt = 0;
  let running = false;

  const connect = () => {
    cancelWait = undefined;
    const current = options.open(options.url());
    source = current;
    current.addEventListener('open', () => {
      attempt = 0;
    });
    current.addEventListener('error', () => {
      if (source !== current) return;
      current.close();
      source = undefined;
      cancelWait = wait(reconnectDelay(attempt, options.random), connect);
      attempt += 1;
    });
    options.onSource(current);
  };

  return {
    start() {
      if (running) return;
      running = true;
      connect();
    },
    stop() {
      running = false;
      cancelWait?.();
      cancelWait = undefined;
      source?.close();
      source = undefined;
      attempt = 0;
    },
  };
}
