/** A member's live unread-count stream (`/api/user/msg_stream`) on a forum, read as the header's island does. */
export interface MessageStream {
  readonly status: number;
  /** The stream's reader, for a spec that watches it end. */
  readonly events: ReadableStreamDefaultReader<Uint8Array>;
  /** Everything received so far. */
  received(): string;
  /**
   * Reads on until what was received matches; fails when the stream ends first, or when `ms` (if
   * given) pass.
   */
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  cancel(): Promise<void>;
}

/** `query` names the item page the stream follows besides the count (`?item=moment:12`, decision 062). */
export async function openMessageStream(url: string, token: string, query = ''): Promise<MessageStream> {
  const response = await fetch(`${url}/api/user/msg_stream${query}`, {
    headers: { cookie: `token=${token}`, accept: 'text/event-stream' },
  });
  const events = response.body!.getReader();
  let received = '';
  const decoder = new TextDecoder();
  return {
    status: response.status,
    events,
    received: () => received,
    async waitFor(pattern, ms) {
      const deadline = ms === undefined ? undefined : Date.now() + ms;
      while (!pattern.test(received)) {
        let timer: NodeJS.Timeout | undefined;
        const chunk = await (deadline === undefined
          ? events.read()
          : Promise.race([
              events.read(),
              new Promise<never>((_, reject) => {
                timer = setTimeout(
                  () => reject(new Error(`no ${pattern} in: ${received}`)),
                  Math.max(0, deadline - Date.now()),
                );
              }),
            ]).finally(() => clearTimeout(timer)));
        if (chunk.done) throw new Error(`stream ended: ${received}`);
        received += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => events.cancel(),
  };
}
