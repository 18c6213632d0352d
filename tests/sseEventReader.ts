/** Reads server-sent events from a fetch body, one `next()` per event or comment line. */
export function sseEventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          return block;
        }
        const part = await reader.read();
        if (part.done) throw new Error('stream ended');
        buffer += decoder.decode(part.value, { stream: true });
      }
    },
    /** The data text of the next event of this name; events of other names are skipped. */
    async nextData(event: string): Promise<string> {
      for (;;) {
        const block = await this.next();
        if (block.startsWith(`event: ${event}\n`)) return block.slice(block.indexOf('data: ') + 6);
      }
    },
    /** The data of the next event of this name, parsed as JSON. */
    async nextOf<T>(event: string): Promise<T> {
      return JSON.parse(await this.nextData(event)) as T;
    },
    async nextCount(): Promise<number> {
      return (await this.nextOf<{ count: number }>('count')).count;
    },
  };
}
