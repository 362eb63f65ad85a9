import {
  appendFileSync,
  closeSync,
  existsSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import type { EventRow } from '../sqlite/event-row.js';

const NEWLINE = 0x0a;

/**
 * Rows a sink could not keep in memory, one JSON array per line, oldest first, read back in order once the
 * database takes writes again. Reading only advances an offset; the file is deleted once every row in it
 * is written. A file left by an earlier process (same path) is picked up and written first.
 */
export class SpillFile {
  /** Rows in the file not yet written to the database. */
  rows = 0;
  /** Rows that were in the file when the sink started (left by an earlier process). */
  readonly inherited: number;
  /** Lines that could not be read back (cut by a crash mid-write) and were skipped. */
  unreadable = 0;
  private readOffset = 0;
  private size = 0;

  constructor(
    readonly path: string,
    readonly maxBytes: number,
  ) {
    if (existsSync(path)) {
      this.size = statSync(path).size;
      this.rows = this.countLines();
    }
    this.inherited = this.rows;
  }

  /** Bytes in the file not yet written to the database. */
  get pendingBytes(): number {
    return this.size - this.readOffset;
  }

  /** Appends rows at the end; returns how many did not fit under `maxBytes` (not written: the caller drops them). */
  append(rows: readonly EventRow[]): number {
    let text = '';
    let bytes = 0;
    let taken = 0;
    for (const row of rows) {
      const line = `${JSON.stringify(row)}\n`;
      // Bytes summed line by line: measuring the growing text each time made a large spill quadratic.
      const lineBytes = Buffer.byteLength(line);
      if (this.size + bytes + lineBytes > this.maxBytes) break;
      text += line;
      bytes += lineBytes;
      taken++;
    }
    if (taken === 0) return rows.length;
    appendFileSync(this.path, text);
    this.size += bytes;
    this.rows += taken;
    return rows.length - taken;
  }

  /**
   * Rewrites the file as `before`, then the rows not yet written, then `after` (at exit, when rows taken from
   * memory are older than the file's). Throws what the file system throws.
   */
  rewrite(before: readonly EventRow[], after: readonly EventRow[]): void {
    const rest = this.pendingBytes > 0 ? this.readBytes(this.readOffset, this.pendingBytes) : Buffer.alloc(0);
    const lines = (rows: readonly EventRow[]) => rows.map((row) => `${JSON.stringify(row)}\n`).join('');
    const text = Buffer.concat([Buffer.from(lines(before)), rest, Buffer.from(lines(after))]);
    writeFileSync(this.path, text);
    this.readOffset = 0;
    this.size = text.length;
    this.rows += before.length + after.length;
  }

  /** The oldest `count` rows, still in the file, and the bytes they take (for {@link consume}). */
  read(count: number): { rows: EventRow[]; bytes: number; lines: number } {
    const rows: EventRow[] = [];
    let bytes = 0;
    let lines = 0;
    let chunk = 1 << 20;
    while (lines < count && this.readOffset + bytes < this.size) {
      const buffer = this.readBytes(
        this.readOffset + bytes,
        Math.min(chunk, this.size - this.readOffset - bytes),
      );
      let start = 0;
      for (
        let end = buffer.indexOf(NEWLINE);
        end !== -1 && lines < count;
        end = buffer.indexOf(NEWLINE, start)
      ) {
        const text = buffer.toString('utf8', start, end);
        start = end + 1;
        lines++;
        try {
          rows.push(JSON.parse(text) as EventRow);
        } catch {
          this.unreadable++;
        }
      }
      if (start === 0) {
        // A line longer than the chunk, or a last line without its newline (a crash mid-append): read more,
        // or take the cut line as unreadable once the file ends there.
        if (this.readOffset + bytes + buffer.length >= this.size) {
          bytes += buffer.length;
          lines++;
          this.unreadable++;
          break;
        }
        chunk *= 2;
        continue;
      }
      bytes += start;
    }
    return { rows, bytes, lines };
  }

  /** Marks rows read by {@link read} as written; deletes the file once none is left. */
  consume(read: { bytes: number; lines: number }): void {
    this.readOffset += read.bytes;
    this.rows = Math.max(0, this.rows - read.lines);
    if (this.readOffset >= this.size) this.delete();
  }

  /** Deletes the file (every row in it was written). */
  delete(): void {
    rmSync(this.path, { force: true });
    this.readOffset = 0;
    this.size = 0;
    this.rows = 0;
  }

  private readBytes(position: number, length: number): Buffer {
    const buffer = Buffer.alloc(length);
    const fd = openSync(this.path, 'r');
    try {
      const read = readSync(fd, buffer, 0, length, position);
      return buffer.subarray(0, read);
    } finally {
      closeSync(fd);
    }
  }

  private countLines(): number {
    let lines = 0;
    for (let position = 0; position < this.size; position += 1 << 22) {
      const buffer = this.readBytes(position, Math.min(1 << 22, this.size - position));
      for (let index = buffer.indexOf(NEWLINE); index !== -1; index = buffer.indexOf(NEWLINE, index + 1))
        lines++;
    }
    // A last line without its newline still holds a row (or is unreadable, found when read).
    if (this.size > 0 && this.readBytes(this.size - 1, 1)[0] !== NEWLINE) lines++;
    return lines;
  }
}
