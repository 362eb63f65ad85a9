import type { ReplayVerdict } from './replay-transcript.js';

/** Running totals of a replay, for the summary line; constant memory whatever the number of runs. */
export class ReplayTally {
  runs = 0;
  stopped = 0;
  /** LLM calls the transcripts show that the guard would have refused. */
  saved = 0;
  /** Lines, runs or files that got an error instead of a verdict. */
  issues = 0;

  /** Counts one verdict. */
  add(verdict: ReplayVerdict): void {
    this.runs++;
    if (!verdict.tripped) return;
    this.stopped++;
    this.saved += verdict.rounds - (verdict.round ?? 0);
  }

  /** The summary sentence printed under the table. */
  summary(): string {
    const sentence = `${this.runs} runs, ${this.stopped} stopped, ${this.runs - this.stopped} ran to the end; ${this.saved} LLM calls would not have been made.`;
    if (this.issues === 0) return sentence;
    return `${sentence} ${this.issues} ${this.issues === 1 ? 'input' : 'inputs'} could not be judged (errors on stderr).`;
  }
}
