import { scrubJsonText, scrubSecrets, scrubValue } from '../secrets/scrub-secrets.js';
import { hashString } from '../signature/hash.js';

/** Bounds on one recorded run. */
export interface TranscriptLimits {
  /** Largest run line, in bytes of JSON; later messages are dropped and counted. */
  readonly maxRunBytes: number;
  /** Longest text kept of one message content or tool-call arguments; the rest is cut with a marker. */
  readonly maxContentChars: number;
}

/** A message as `replay` reads it: OpenAI chat format plus `usage`, `model`, `is_error`, `timestamp`. */
export type RecordedMessage = Readonly<Record<string, unknown>>;

/**
 * A text cut to `max` characters, ending in a marker that names the full length and a hash of the
 * whole: two long results that differ only after the cut still differ for the loop detectors on replay.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}…[loopguard: cut at ${max} of ${text.length} characters, hash ${hashString(text)}]`;
}

/** One run being recorded: its messages, scrubbed and bounded as they arrive. */
export class TranscriptRun {
  /**
   * Calls into the guard in progress: a `run_end` the guard emits during one is left to the recording
   * guard, which adds what ended the run (a refused call) before the run is written.
   */
  busy = 0;
  /**
   * Where the recorder is in the run, kept with the run rather than the recording guard, so that a guard
   * wrapped again for the same run (a gateway wraps each request's) goes on where the last one left: tool calls
   * not answered yet (oldest first), messages of the request history already looked at, nudges the guard
   * asked to add to the prompt, tool calls given an id here.
   */
  readonly open: { id: string; name: string }[] = [];
  seen = 0;
  readonly nudges = new Set<string>();
  calls = 0;
  readonly #messages: string[] = [];
  #bytes: number;
  #dropped = 0;

  constructor(
    readonly id: string,
    private readonly limits: TranscriptLimits,
  ) {
    this.#bytes = JSON.stringify({ id, messages: [] }).length;
  }

  /** Messages kept so far. */
  get length(): number {
    return this.#messages.length;
  }

  /** Scrubs text for the file: secrets out, then cut to the content limit. */
  text(value: string, json = false): string {
    return cutText(json ? scrubJsonText(value) : scrubSecrets(value), this.limits.maxContentChars);
  }

  /**
   * Adds a message (its strings scrubbed); past `maxRunBytes` it is dropped and counted, and the run line
   * says so, so a replay knows it judged only the start of the run.
   */
  add(message: RecordedMessage): void {
    const line = JSON.stringify(scrubValue(message));
    if (this.#dropped > 0 || this.#bytes + line.length + 1 > this.limits.maxRunBytes) {
      this.#dropped++;
      return;
    }
    this.#messages.push(line);
    this.#bytes += line.length + 1;
  }

  /** The run as one JSON line; `ended: false` for a run written before it ended (the sink closed). */
  line(ended: boolean): string {
    const id = JSON.stringify(scrubSecrets(this.id));
    const extra =
      (this.#dropped > 0
        ? `,"truncated":{"dropped_messages":${this.#dropped},"max_run_bytes":${this.limits.maxRunBytes}}`
        : '') + (ended ? '' : ',"ended":false');
    return `{"id":${id},"messages":[${this.#messages.join(',')}]${extra}}\n`;
  }
}
