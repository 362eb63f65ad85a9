import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import { observeResult } from '../guard/observe-result.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { sameFailureMoved } from './frame-lines.js';

/** A pandas merge failing at `line`, in process `pid`, after `seconds`, with `message`. */
const traceback = (
  line: number,
  pid: number,
  seconds: string,
  message = "Passing 'suffixes' which cause duplicate columns {'value_x'} is not allowed.",
) =>
  `$ python brief/youth.py\nTraceback (most recent call last):\n  File "brief/youth.py", line ${line}, in <module>\n    m = reg.merge(pop, on=['geo', 'time'], suffixes=('_x', '_x'))\n  File "/usr/lib/python3/dist-packages/pandas/core/reshape/merge.py", line 2717, in _items_overlap_with_suffix\n    raise MergeError(\npandas.errors.MergeError: ${message}\n[exit 1 · pid ${pid} · ${seconds}s]`;

const failed = (text: string) => observeResult({ result: text, isError: true }).observation;

describe('sameFailureMoved', () => {
  it('reads one error raised from a line an edit moved as the same failure', () => {
    expect(sameFailureMoved(failed(traceback(29, 56380, '7.74')), failed(traceback(30, 23260, '8.18')))).toBe(
      true,
    );
  });

  it('tells another error, or other figures in its words, apart', () => {
    const first = failed(traceback(29, 56380, '7.74'));
    expect(sameFailureMoved(first, failed(traceback(30, 1, '8.1', 'No objects to concatenate')))).toBe(false);
    const expected = (got: number) =>
      failed(`AssertionError at tests/test_youth.py:12: expected 5 rows, got ${got}`);
    expect(sameFailureMoved(expected(3), expected(4))).toBe(false);
  });

  it('compares failures only', () => {
    const ok = (line: number) =>
      observeResult({ result: `warning at youth.py:${line}: deprecated` }).observation;
    expect(sameFailureMoved(ok(29), ok(30))).toBe(false);
  });
});

/** Edits saved and the script run after each, its traceback as `run(attempt)` gives it. */
function editAndRun(edits: readonly string[], run: (attempt: number) => string): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'Fix the youth unemployment brief script.' },
  ];
  for (const [attempt, edit] of edits.entries()) {
    const save = {
      id: `s${attempt}`,
      name: 'save_file',
      args: JSON.stringify({ path: 'brief/youth.py', edit }),
      result: `wrote brief/youth.py (${5170 - attempt * 37} bytes, sha1 ${(0x0fc903fe90 + attempt * 7919).toString(16)}) — ${edit}`,
    };
    const exec = {
      id: `r${attempt}`,
      name: 'execute_python',
      args: '{"path":"brief/youth.py"}',
      result: run(attempt),
    };
    messages.push(...callTurn(save), ...callTurn(exec));
  }
  return messages;
}

describe('an edit → run cycle whose error only moves', () => {
  const edits = [
    'added a comment',
    'added print(m.shape)',
    'split the merge call over three lines',
    'changed the list to a tuple',
    'renamed a variable',
  ];

  it('is stopped when cosmetic edits leave the same error, its line moved', () => {
    const verdict = loopVerdictOf(
      'youth',
      editAndRun(edits, (attempt) => traceback(attempt < 2 ? 29 : 30, 4000 + attempt, `${7 + attempt}.2`)),
    );
    expect(verdict).toMatchObject({ tripped: true, detector: 'cycle' });
  });

  it('lets edits through whose runs fail another way each time', () => {
    const errors = [
      'No objects to concatenate',
      "KeyError: 'geo'",
      'columns overlap but no suffix specified',
      "Can only merge Series or DataFrame objects, a <class 'list'> was passed",
      'You are trying to merge on object and int64 columns',
    ];
    const verdict = loopVerdictOf(
      'youth',
      editAndRun(edits, (attempt) => traceback(29 + attempt, 4000 + attempt, '7.2', errors[attempt])),
    );
    expect(verdict.tripped).toBe(false);
  });
});
