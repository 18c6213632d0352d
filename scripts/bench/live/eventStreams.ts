import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { HolderMessage, StreamPlan } from './streamHolder.ts';

export interface OpenedStreams {
  opened: number;
  firstEvents: number;
  errors: string[];
  openMs: number;
  firstEventMsP99: number;
  /** The holder's `ulimit -n`. */
  maxOpenFiles: number;
  /** Streams still open and every error so far, asked of the holder. */
  status(): Promise<{ open: number; errors: string[]; following: { asked: number; snapshots: number } }>;
  close(): Promise<void>;
}

function nextMessage<T extends HolderMessage['type']>(
  child: ChildProcess,
  type: T,
  timeoutMs: number,
): Promise<Extract<HolderMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`stream holder sent no ${type} within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: HolderMessage) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message as Extract<HolderMessage, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stream holder exited (${code})`));
    });
  });
}

/**
 * Opens the member event streams in a child process (streamHolder.ts) and waits until each has sent
 * its first event or failed. The holder is a process of its own so the bench process measuring page
 * views beside the streams is not slowed by them: its event loop, sockets and open files are its own.
 */
export async function openEventStreams(plan: StreamPlan): Promise<OpenedStreams> {
  const child = fork(fileURLToPath(new URL('./streamHolder.ts', import.meta.url)), [JSON.stringify(plan)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const timeout =
    plan.firstEventTimeoutMs + (plan.cookies.length / plan.concurrency) * plan.firstEventTimeoutMs;
  let opened: Extract<HolderMessage, { type: 'opened' }>;
  try {
    opened = await nextMessage(child, 'opened', timeout);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    opened: opened.opened,
    firstEvents: opened.firstEvents,
    errors: opened.errors,
    openMs: opened.openMs,
    firstEventMsP99: opened.firstEventMsP99,
    maxOpenFiles: opened.maxOpenFiles,
    status: async () => {
      const reply = nextMessage(child, 'status', 30_000);
      child.send({ type: 'status' });
      const { open, errors, following } = await reply;
      return { open, errors, following };
    },
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.send({ type: 'close' });
      }),
  };
}
