import type { Writable } from 'node:stream';

/**
 * Collects output text and hands it to a stream in large writes, waiting for `drain` when the stream
 * pushes back, so a slow reader (a terminal, `| less`) bounds memory instead of an ever-growing queue.
 */
export class OutputBuffer {
  readonly #stream: Writable;
  #pending = '';

  constructor(stream: Writable) {
    this.#stream = stream;
  }

  /** Queues text; it is written at the next {@link OutputBuffer.flush}. */
  write(text: string): void {
    this.#pending += text;
  }

  /** Writes what is queued; resolves once the stream can take more. */
  async flush(): Promise<void> {
    if (this.#pending === '') return;
    const text = this.#pending;
    this.#pending = '';
    if (!this.#stream.write(text)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.#stream.off('drain', done);
          this.#stream.off('close', done);
          resolve();
        };
        this.#stream.on('drain', done);
        this.#stream.on('close', done);
      });
    }
  }
}
