// A page's HTML is several hundred small strings per card; joined into one string it passes V8's
// large-object size (128 KB) and costs a walk of every piece, a fresh large allocation and then a
// second one for TextEncoder's copy: a fifth of an uncached render (CPU profile, decision 046).
// This writer turns the text into UTF-8 a few kilobytes at a time, into one growing buffer.

/** Characters held as text before they are written out as UTF-8: small strings stay young and cheap. */
const FLUSH_CHARS = 16_384;
/** A UTF-16 code unit is at most 3 bytes of UTF-8 (a pair of them, 4 bytes). */
const MAX_BYTES_PER_UNIT = 3;

function endsInHighSurrogate(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff;
}

/** Appends text and returns its UTF-8 bytes, equal to `new TextEncoder().encode(all text)`. */
export class PageBytesWriter {
  #pending = '';
  #buffer: Buffer;
  #length = 0;

  constructor(initialBytes = 64 * 1024) {
    this.#buffer = Buffer.allocUnsafeSlow(Math.max(1024, initialBytes));
  }

  append(text: string): void {
    this.#pending += text;
    if (this.#pending.length >= FLUSH_CHARS) this.#flush(false);
  }

  /** The bytes written so far; the writer is not used after. */
  bytes(): Uint8Array {
    this.#flush(true);
    return new Uint8Array(this.#buffer.buffer, this.#buffer.byteOffset, this.#length);
  }

  #flush(final: boolean): void {
    let text = this.#pending;
    // A pair split between two writes would become two replacement characters: keep its first half.
    const held = !final && endsInHighSurrogate(text) ? text.slice(-1) : '';
    if (held) text = text.slice(0, -1);
    this.#pending = held;
    if (text === '') return;
    this.#reserve(text);
    this.#length += this.#buffer.write(text, this.#length, 'utf8');
  }

  #reserve(text: string): void {
    if (this.#length + text.length * MAX_BYTES_PER_UNIT <= this.#buffer.length) return;
    // The worst case does not fit: count the bytes exactly, so a page the size of the last one
    // (where the buffer starts) fills it without growing.
    const needed = this.#length + Buffer.byteLength(text, 'utf8');
    if (needed <= this.#buffer.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(needed, this.#buffer.length * 2));
    this.#buffer.copy(grown, 0, 0, this.#length);
    this.#buffer = grown;
  }
}
