import { readFile, stat } from 'node:fs/promises';
import { parseJson } from '../utils/parse-json.js';
import { otlpRuns } from './otlp-runs.js';
import { type OtlpSpan, otlpSpans } from './otlp-spans.js';
import { withoutByteOrderMark } from './split-transcripts.js';
import type { Transcript, TranscriptIssue } from './transcript.js';

/** Largest OTLP file read: spans of one run may sit in any export batch, so the file is read whole. */
export const maxOtlpBytes = 512 * 2 ** 20;

/** Runs read from an OTLP file, problems (issues) and what the spans lacked (notes, not errors). */
export interface OtlpFile {
  readonly runs: Transcript[];
  readonly issues: TranscriptIssue[];
  readonly notes: string[];
}

/**
 * Reads an OTLP/JSON trace file, one `{"resourceSpans": [...]}` document or one per line (as collectors'
 * file exporters write them), and rebuilds the runs its GenAI spans hold ({@link otlpRuns}).
 */
export async function readOtlpFile(file: string): Promise<OtlpFile> {
  const issues: TranscriptIssue[] = [];
  const size = (await stat(file)).size;
  if (size > maxOtlpBytes) {
    return {
      runs: [],
      issues: [
        {
          source: file,
          message: `OTLP file is larger than ${maxOtlpBytes / 2 ** 20} MiB; split it by trace`,
        },
      ],
      notes: [],
    };
  }
  const text = Buffer.from(withoutByteOrderMark(await readFile(file))).toString('utf8');
  const whole = parseJson(text);
  const documents: { value: unknown; line: number }[] = [];
  if (whole.ok) documents.push({ value: whole.value, line: 1 });
  else {
    const lines = text.split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      const parsed = parseJson(line);
      if (parsed.ok) documents.push({ value: parsed.value, line: index + 1 });
      else
        issues.push({
          source: `${file}:${index + 1}:${parsed.column}`,
          message: `invalid JSON: ${parsed.message}`,
        });
    });
  }
  const spans: OtlpSpan[] = [];
  let skipped = 0;
  for (const document of documents) {
    const read = otlpSpans(document.value);
    if (read.spans.length === 0 && read.skipped === 0 && !isExport(document.value)) {
      issues.push({
        source: `${file}:${document.line}`,
        message: 'not an OTLP trace export (no "resourceSpans")',
      });
    }
    spans.push(...read.spans);
    skipped += read.skipped;
  }
  const { runs, notes } = otlpRuns(spans, file);
  if (skipped > 0) notes.unshift(`${skipped} spans without a traceId or spanId were skipped`);
  return { runs, issues, notes };
}

function isExport(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'resourceSpans' in value;
}
