/** Bad input on the command line (a flag, an id, a file): printed without a stack, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly code = 'LOOPGUARD_USAGE';
}
