import { LoopguardError } from '../errors.js';

const brand = Symbol.for('loopguard.SinkWriteError');

/** A sink could not deliver events (disk full, I/O error, closed stream); reported to `onError`, never thrown. */
export class SinkWriteError extends LoopguardError {
  override readonly name = 'SinkWriteError';
  declare readonly code: 'LOOPGUARD_SINK_WRITE';
  readonly [brand] = true;

  constructor(
    message: string,
    /** The file written to, when the sink writes a file. */
    readonly path: string | undefined,
    cause?: unknown,
  ) {
    super('LOOPGUARD_SINK_WRITE', message, { cause });
  }

  /** True for any SinkWriteError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is SinkWriteError {
    return LoopguardError.hasBrand(value, brand);
  }
}
