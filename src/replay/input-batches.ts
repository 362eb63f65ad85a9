import { inputKind } from './input-kind.js';
import { readOtlpFile } from './read-otlp.js';
import { readTranscripts } from './read-transcripts.js';
import type { Transcript, TranscriptIssue } from './transcript.js';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The one line for loopguard's own event log given to replay, which holds events, not runs. */
function eventLogMessage(file: string): string {
  return `${file} is a loopguard event log (guard events, as the JSON-lines sink writes them), not recorded runs: events carry no messages to replay. Record runs with the transcript sink (createTranscriptSink, see docs/replay.md) and replay that file; to see one run of a store, use \`loopguard trace <task-id>\``;
}

/**
 * The runs of one input file, in batches as they are read, whatever its format: transcripts (streamed), an
 * OTLP/JSON trace export (read whole; `note` gets what the spans lacked), or loopguard's own event log (one
 * issue saying what to do instead).
 */
export async function* inputBatches(
  file: string,
  note: (line: string) => void,
): AsyncGenerator<Iterable<Transcript | TranscriptIssue>> {
  const kind = await inputKind(file);
  if (kind === 'event-log') {
    yield [{ source: file, message: eventLogMessage(file) }];
    return;
  }
  if (kind === 'transcripts') {
    yield* readTranscripts(file);
    return;
  }
  let read: Awaited<ReturnType<typeof readOtlpFile>>;
  try {
    read = await readOtlpFile(file);
  } catch (error) {
    yield [{ source: file, message: `cannot be read: ${errorText(error)}` }];
    return;
  }
  note(`${file}: OpenTelemetry spans (OTLP JSON): ${read.runs.length} runs`);
  for (const line of read.notes) note(`${file}: ${line}`);
  yield [...read.issues, ...read.runs];
}
