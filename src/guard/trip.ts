import type { GuardErrorCode, GuardEvidence } from '../errors.js';

/** A reason to refuse a call, before it becomes a GuardError with the run's ids. */
export interface Trip {
  readonly code: GuardErrorCode;
  readonly message: string;
  readonly evidence: GuardEvidence;
}
