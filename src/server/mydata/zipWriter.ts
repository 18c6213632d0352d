import { crc32, deflateRawSync } from 'node:zlib';

/** Where the archive's bytes go, in order (a file handle's write, or memory in a test). */
export type ZipSink = (chunk: Uint8Array) => Promise<void>;

interface CentralEntry {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  method: number;
  time: number;
  date: number;
  offset: number;
}

// Plain ZIP (no ZIP64): an archive of one member's writing and uploads stays far below 4 GiB.
const LIMIT = 0xffffffff;
const MAX_ENTRIES = 0xffff;
const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATED = 8;

/** MS-DOS time and date of a moment (two-second steps, years from 1980). */
function dosTime(when: Date): { time: number; date: number } {
  const year = Math.max(when.getUTCFullYear(), 1980);
  return {
    time: (when.getUTCHours() << 11) | (when.getUTCMinutes() << 5) | Math.floor(when.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((when.getUTCMonth() + 1) << 5) | when.getUTCDate(),
  };
}

/**
 * Writes a zip archive entry by entry to a sink, so only one entry is ever held in memory:
 * each entry deflated (or stored when deflating does not shrink it), with its CRC-32 from zlib.
 */
export class ZipWriter {
  readonly #sink: ZipSink;
  readonly #entries: CentralEntry[] = [];
  readonly #names = new Set<string>();
  #offset = 0;
  #finished = false;

  constructor(sink: ZipSink) {
    this.#sink = sink;
  }

  async #write(chunk: Uint8Array): Promise<void> {
    if (this.#offset + chunk.length > LIMIT) throw new Error('The archive would pass 4 GiB');
    await this.#sink(chunk);
    this.#offset += chunk.length;
  }

  /** Adds one file; `name` is a relative path with forward slashes, unique in the archive. */
  async add(name: string, data: Uint8Array, modified: Date = new Date()): Promise<void> {
    if (this.#finished) throw new Error('The archive is finished');
    if (!name || name.startsWith('/') || name.split('/').includes('..'))
      throw new Error(`Bad entry name ${name}`);
    if (this.#names.has(name)) throw new Error(`Duplicate entry ${name}`);
    if (this.#entries.length >= MAX_ENTRIES) throw new Error('Too many entries');
    this.#names.add(name);
    const deflated = deflateRawSync(data);
    const method = deflated.length < data.length ? DEFLATED : STORED;
    const body = method === DEFLATED ? deflated : data;
    const entry: CentralEntry = {
      name: Buffer.from(name, 'utf8'),
      crc: crc32(data),
      compressedSize: body.length,
      size: data.length,
      method,
      ...dosTime(modified),
      offset: this.#offset,
    };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(UTF8_NAMES, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(entry.time, 10);
    header.writeUInt16LE(entry.date, 12);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.compressedSize, 18);
    header.writeUInt32LE(entry.size, 22);
    header.writeUInt16LE(entry.name.length, 26);
    header.writeUInt16LE(0, 28);
    await this.#write(header);
    await this.#write(entry.name);
    await this.#write(body);
    this.#entries.push(entry);
  }

  /** Writes the central directory; answers the archive's size in bytes. */
  async finish(): Promise<number> {
    if (this.#finished) throw new Error('The archive is finished');
    this.#finished = true;
    const start = this.#offset;
    for (const entry of this.#entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(UTF8_NAMES, 8);
      header.writeUInt16LE(entry.method, 10);
      header.writeUInt16LE(entry.time, 12);
      header.writeUInt16LE(entry.date, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.compressedSize, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      // Extra and comment lengths, disk number, internal and external attributes: all zero.
      header.writeUInt32LE(entry.offset, 42);
      await this.#write(header);
      await this.#write(entry.name);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.#entries.length, 8);
    end.writeUInt16LE(this.#entries.length, 10);
    end.writeUInt32LE(this.#offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.#write(end);
    return this.#offset;
  }
}
