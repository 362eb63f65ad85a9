/** Options of {@link frameStream}. */
export interface FrameStreamOptions {
  /** Pause before every frame after the first. @default 0 */
  readonly delayMs?: number | undefined;
  /** Error the stream after this many frames, as a dropped connection would. @default never */
  readonly cutAfterFrames?: number | undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SSE frames as a response body, one frame per chunk, produced only as the reader asks (high-water mark 0),
 * so a delay paces the reader and a cut lands exactly after the frames it has read. A cut errors the stream
 * rather than closing it: a cleanly closed body would look like a complete answer.
 */
export function frameStream(
  frames: readonly string[],
  options: FrameStreamOptions = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const frame = frames[sent];
        if (frame === undefined) {
          controller.close();
          return;
        }
        if (options.cutAfterFrames !== undefined && sent >= options.cutAfterFrames) {
          controller.error(new Error(`scripted cut after ${sent} chunks`));
          return;
        }
        if (sent > 0 && options.delayMs) await sleep(options.delayMs);
        controller.enqueue(encoder.encode(frame));
        sent++;
      },
    },
    { highWaterMark: 0 },
  );
}
