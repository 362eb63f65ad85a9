import { LoopguardError } from '../errors.js';

const usageErrorBrand = Symbol.for('loopguard.UsageError');

/** Bad input on the command line (a flag, an id, a file): printed without a stack, exit code 2. */
export class UsageError extends LoopguardError {
  override readonly name = 'UsageError';
  declare readonly code: 'LOOPGUARD_USAGE';
  readonly [usageErrorBrand] = true;

  constructor(message: string, options?: { cause?: unknown }) {
    super('LOOPGUARD_USAGE', message, options);
  }

  /** True for any UsageError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is UsageError {
    return LoopguardError.hasBrand(value, usageErrorBrand);
  }
}
