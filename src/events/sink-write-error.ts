const brand = Symbol.for('loopguard.SinkWriteError');

/** A sink could not deliver events (disk full, I/O error, closed stream); reported to `onError`, never thrown. */
export class SinkWriteError extends Error {
  override readonly name = 'SinkWriteError';
  readonly code = 'LOOPGUARD_SINK_WRITE';
  readonly [brand] = true;

  constructor(
    message: string,
    /** The file written to, when the sink writes a file. */
    readonly path: string | undefined,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }

  /** True for any SinkWriteError, also one thrown by another copy of this package. */
  static isInstance(value: unknown): value is SinkWriteError {
    return typeof value === 'object' && value !== null && brand in value;
  }
}
