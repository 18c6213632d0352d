/**
 * Listeners by key in this process, for the live fan-outs (a member's messages, an item page): a
 * key's set is dropped with its last listener, so a process holding thousands of streams keeps no
 * empty sets behind.
 */
export interface ListenerRegistry<Key, Value> {
  /** Calls every listener of the key (those added meanwhile wait for the next call). */
  emit(key: Key, value: Value): void;
  /** Adds a listener to the key; returns the function that removes it. */
  listen(key: Key, listener: (value: Value) => void): () => void;
}

export function createListenerRegistry<Key, Value>(): ListenerRegistry<Key, Value> {
  const listeners = new Map<Key, Set<(value: Value) => void>>();
  return {
    emit(key, value) {
      for (const listener of [...(listeners.get(key) ?? [])]) listener(value);
    },
    listen(key, listener) {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
      };
    },
  };
}
