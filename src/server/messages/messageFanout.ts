import { getEnv } from '../config/env.ts';
import { createRedisFanout } from './redisFanout.ts';
import { createListenerRegistry } from '../live/listenerRegistry.ts';

/**
 * Tells live listeners (the header's event stream) that a member's unread count may have changed.
 * The in-process implementation reaches streams of this process only; with REDIS_URL set, the
 * Redis implementation (redisFanout.ts) reaches every process (docs/decisions/014).
 */
export interface MessageFanout {
  /** Announces that the user's messages changed (a new one, or some were read). */
  announce(userId: number): void;
  /** Calls the listener on every announcement for the user; returns the unsubscribe function. */
  listen(userId: number, listener: () => void): () => void;
}

export function createInProcessFanout(): MessageFanout {
  const listeners = createListenerRegistry<number, void>();
  return {
    announce: (userId) => listeners.emit(userId, undefined),
    listen: (userId, listener) => listeners.listen(userId, () => listener()),
  };
}

let fanout: MessageFanout | undefined;

/** The process's fan-out: through Redis when REDIS_URL is set, so every process hears every change. */
export function messageFanout(): MessageFanout {
  if (!fanout) {
    const url = getEnv().REDIS_URL;
    fanout = url ? createRedisFanout(url) : createInProcessFanout();
  }
  return fanout;
}
