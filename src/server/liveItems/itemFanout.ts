import { getEnv } from '../config/env.ts';
import type { ItemChange } from '@/shared/liveItems/itemChange.ts';
import { createRedisItemFanout } from './redisItemFanout.ts';
import { createListenerRegistry } from '../live/listenerRegistry.ts';

/**
 * Tells the event streams of readers of a moment or article page what changed on it (decision 062).
 * In-process without REDIS_URL; with it, every process hears every change (redisItemFanout.ts).
 */
export interface ItemFanout {
  announce(change: ItemChange): void;
  /** Calls the listener with every change of the topic (`moment:12`); returns the unsubscribe function. */
  listen(topic: string, listener: (change: ItemChange) => void): () => void;
}

export function createInProcessItemFanout(): ItemFanout {
  const listeners = createListenerRegistry<string, ItemChange>();
  return {
    announce: (change) => listeners.emit(change.topic, change),
    listen: (topic, listener) => listeners.listen(topic, listener),
  };
}

let fanout: ItemFanout | undefined;

/** The process's item fan-out: through Redis when REDIS_URL is set. */
export function itemFanout(): ItemFanout {
  if (!fanout) {
    const url = getEnv().REDIS_URL;
    fanout = url ? createRedisItemFanout(url) : createInProcessItemFanout();
  }
  return fanout;
}
