import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

// Comments say why; measured costs live in the bench's output and docs/performance.md, where they carry their
// machine and date. A comment quoting "17 µs" or "7× faster" is wrong after the next change, so none may.

const src = join(repoRoot, 'src');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

interface Comment {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** Every comment of a file, found by the compiler's own scanner around each token (strings and regexes skipped). */
function commentsOf(path: string): Comment[] {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const seen = new Set<number>();
  const comments: Comment[] = [];
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({
        file: relative(repoRoot, path),
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: text.slice(range.pos, range.end),
      });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return comments;
}

// What a measured cost looks like in prose. Backtick spans are examples of input (`850 ms`, `40%`), not claims,
// and are removed first; a number joined to a time unit is then a figure unless it is a constant listed below.
const measuredCost: readonly RegExp[] = [
  /\d[\d.,]*\s?(?:µs|ns|microseconds?|nanoseconds?)\b/,
  /\d[\d.,]*\s?(?:ms|milliseconds?)\b/,
  /\d[\d.,]*\s?s\b(?![-'])/,
  /\(measured|\bmeasured\)|measured side by side/,
  /\d[\d.,]*\s?(?:×|times)\s+(?:faster|slower|the time)/,
  /\d+\s?%\s+(?:faster|slower|of (?:the )?(?:time|throughput|relay|latency))/,
  /npm run bench`?:\s*\d/,
  /\b(?:took|takes|costs?|cost about|costing)\s+(?:about\s+|some\s+)?\d[\d.,–-]*\s?(?:KiB|MiB|GiB|KB|MB|GB|s|ms|µs|ns)\b/,
];

// Figures in comments that are the code's own constants, or facts of a platform, not measurements.
const constants: readonly { readonly file: string; readonly text: string }[] = [
  { file: 'src/stores/sqlite/sqlite-run-store.ts', text: 'a 5 s wait' }, // the busy timeout the store sets
  { file: 'src/stores/sqlite/open-store.ts', text: 'up to 5 s' }, // the same busy timeout
  { file: 'src/stores/event-reader.ts', text: '0 ms' }, // a replayed run's duration, by definition
  { file: 'src/report/calibration-result.ts', text: '0 ms' },
  { file: 'src/report/run-summary-collector.ts', text: '0 ms' },
  { file: 'src/replay/replay-transcript.ts', text: '0 ms' },
  { file: 'src/guard/admission-wait.ts', text: '10 ms doubling to 200 ms' }, // its back-off constants
  { file: 'src/guard/long-timer.ts', text: '1 ms' }, // Node's clamp of an overlong setTimeout
  { file: 'src/budget/with-shared-budget.ts', text: '30 s' }, // a default
  { file: 'src/proxy/server/serve-proxy.ts', text: '60 s' }, // load balancers' idle timeout
  { file: 'src/proxy/metrics/histogram.ts', text: '0.3 ms' }, // the gateway's latency target
  { file: 'src/proxy/metrics/prometheus-metrics.ts', text: '0.1 ms … 1 s' }, // the bucket bounds
];

function findings(comments: readonly Comment[]): string[] {
  return comments.flatMap((comment) => {
    let prose = comment.text.replace(/`[^`\n]*`/g, '`…`');
    for (const constant of constants)
      if (constant.file === comment.file) prose = prose.split(constant.text).join('…');
    return measuredCost
      .map((pattern) => prose.match(pattern))
      .filter((match) => match !== null)
      .map((match) => `${comment.file}:${comment.line}: "${match[0]}"`);
  });
}

describe('comments in src/', () => {
  const comments = sourceFiles(src).flatMap(commentsOf);

  it('reads every comment of the source', () => {
    expect(comments.length).toBeGreaterThan(1000);
    const timer = comments.filter((comment) => comment.file === 'src/guard/long-timer.ts');
    expect(timer.some((comment) => comment.text.includes('The longest delay `setTimeout` keeps'))).toBe(true);
  });

  it('knows a measured cost when it sees one', () => {
    const samples = [
      '// Runs parked (about 17 µs each)',
      '/** the print of a rebuilt history 15% slower */',
      '// (7× faster on 200,000)',
      '// 6,000 rows took 3.5 s.',
      '// (376 ms from a cold cache at 1M events)',
      '/** about half the time (measured side by side) */',
      '/** (`npm run bench`: 2.5 KiB of heap a parked run) */',
      '/** its rank table costs about 65 MiB of memory */',
      '/** 15% of the relay in a profile */',
    ].map((text) => ({ file: 'sample.ts', line: 1, text }));
    expect(findings(samples)).toHaveLength(samples.length);
    const examples = [
      '/** A duration as a person reads it: `850 ms`, `1.2 s`, `42 s`. */',
      '// A number that counts something: `14 failed`, `40%`.',
      '/** A client key budget, measured on the spend of the agent it is mapped to. */',
      '/** @default 8388608 (8 MiB) */',
    ].map((text) => ({ file: 'sample.ts', line: 1, text }));
    expect(findings(examples)).toEqual([]);
  });

  it('quote no measured cost: the bench and docs/performance.md carry the figures', () => {
    expect(findings(comments)).toEqual([]);
  });

  it('lists only constants that are still in the source', () => {
    const stale = constants.filter(
      (constant) => !readFileSync(join(repoRoot, constant.file), 'utf8').includes(constant.text),
    );
    expect(stale).toEqual([]);
  });
});
