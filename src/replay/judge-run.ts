import { ConfigError } from '../errors.js';
import type { GuardOptions } from '../guard/options.js';
import { type ReplayVerdict, replayTranscript } from './replay-transcript.js';
import type { Transcript, TranscriptIssue } from './transcript.js';

/**
 * Replays one run and never throws: a policy the guard refuses, or a run the shape checks let through
 * but the guard still fails on, becomes an issue naming the run, so the runs after it are still judged.
 */
export function judgeRun(run: Transcript, options: GuardOptions = {}): ReplayVerdict | TranscriptIssue {
  try {
    return replayTranscript(run, options);
  } catch (error) {
    if (ConfigError.isInstance(error))
      return { source: run.source, message: `run ${run.id}: ${error.message}` };
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { source: run.source, message: `run ${run.id} could not be judged (${detail})` };
  }
}
