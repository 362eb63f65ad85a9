import { LoopguardError } from '../../errors.js';

const brand = Symbol.for('loopguard.StoreError');

/**
 * A store that is missing, damaged, of another schema version, or failing to write, or a driver that is not
 * installed (`LOOPGUARD_STORE_DRIVER_MISSING`). `LOOPGUARD_STORE_RECOVERED`
 * is the notice a sink's `onError` receives when a failing store accepts writes again; `LOOPGUARD_STORE_CHECKPOINT`
 * the one it receives when its checkpoint thread cannot start, stops, or its checkpoints start failing.
 */
export class StoreError extends LoopguardError {
  override readonly name = 'StoreError';
  declare readonly code:
    | 'LOOPGUARD_STORE_MISSING'
    | 'LOOPGUARD_STORE_CORRUPT'
    | 'LOOPGUARD_STORE_VERSION'
    | 'LOOPGUARD_STORE_UNAVAILABLE'
    | 'LOOPGUARD_STORE_WRITE'
    | 'LOOPGUARD_STORE_RECOVERED'
    | 'LOOPGUARD_STORE_CHECKPOINT'
    | 'LOOPGUARD_STORE_DRIVER_MISSING';
  readonly [brand] = true;

  constructor(code: StoreError['code'], message: string, cause?: unknown) {
    super(code, message, { cause });
  }

  /** True for any StoreError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is StoreError {
    return LoopguardError.hasBrand(value, brand);
  }
}
