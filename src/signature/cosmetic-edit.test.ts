import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { actionSignature } from './action-signature.js';
import { cosmeticEdit } from './cosmetic-edit.js';

const edit = (old_string: string, new_string: string, name = 'Edit') =>
  actionSignature({ name, arguments: { file_path: '/src/TideForecast.kt', old_string, new_string } });

describe('cosmeticEdit', () => {
  it('takes an edit of comments or white space only for cosmetic, in several comment styles', () => {
    expect(cosmeticEdit(edit('cm > 140 -> 4', 'cm > 140 -> 4 // exceptional'))).toBe(true);
    expect(
      cosmeticEdit(
        edit('fun alertLevel(t: T): Int {', '/** Alert level 0..4. */\nfun alertLevel(t: T): Int {'),
      ),
    ).toBe(true);
    expect(cosmeticEdit(edit('x = 1', 'x = 1  # seats taken'))).toBe(true);
    expect(cosmeticEdit(edit('let a=b', 'let a = b'))).toBe(true);
    const editor = actionSignature({
      name: 'str_replace_editor',
      arguments: {
        command: 'str_replace',
        path: '/repo/a.ex',
        old_str: 'status = :ok',
        new_str: '# why\nstatus = :ok',
      },
    });
    expect(cosmeticEdit(editor)).toBe(true);
  });

  it('does not take a change of code, an unchanged edit or another call for cosmetic', () => {
    expect(cosmeticEdit(edit('cm > 140 -> 4', 'cm >= 140 -> 4'))).toBe(false);
    expect(cosmeticEdit(edit('x = 1', 'x = 1'))).toBe(false);
    // An operator that starts like a comment is code: `a--b` is no comment.
    expect(cosmeticEdit(edit('i = a-b', 'i = a--b'))).toBe(false);
    expect(
      cosmeticEdit(actionSignature({ name: 'Bash', arguments: { command: 'gradle test # again' } })),
    ).toBe(false);
  });
});

/** Lines of the file and a comment for each: tidying touches another line each time. */
const LINES = [
  ['cm > 140 -> 4', '// exceptional tide'],
  ['cm > 120 -> 3', '// very high water'],
  ['cm > 110 -> 2', '// gates raised'],
  ['cm > 80 -> 1', '// advisory only'],
  ['else -> 0', '// normal level'],
] as const;

/** A test run failing, then an edit (a comment added, or a threshold changed), the test run again: `count` rounds. */
function tidyAndRetest(count: number, realFix: boolean): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [
    { role: 'user', content: 'The alert level test fails. Please fix it.' },
  ];
  for (let round = 0; round < count; round++) {
    const [code, comment] = LINES[round] as readonly [string, string];
    const next = realFix
      ? code.replace(/\d+ ->/, (match) => `${Number.parseInt(match, 10) - 1} ->`)
      : `${code} ${comment}`;
    messages.push(
      ...callTurn({
        id: `e${round}`,
        name: 'Edit',
        args: JSON.stringify({ file_path: '/src/TideForecast.kt', old_string: code, new_string: next }),
        result: `The file /src/TideForecast.kt has been updated. Snippet:\n    ${32 + round}→            ${next}\n    ${33 + round}→            ${LINES[round + 1]?.[0] ?? '}'}`,
      }),
      ...callTurn({
        id: `t${round}`,
        name: 'Bash',
        args: JSON.stringify({ command: "./gradlew :core:test --tests 'TideForecastTest'" }),
        result: `> Task :core:test FAILED\nTideForecastTest > alert level 4 starts at exactly 140 cm() FAILED\n    AssertionFailedError: expected: <4> but was: <${realFix ? ['2', '1', '0', 'null', '5'][round] : 3}>\n14 tests completed, 1 failed\nBUILD FAILED in ${8 + round}s\nError: Exit code 1`,
      }),
    );
  }
  return messages;
}

describe('a failing test re-run after edits of comments only', () => {
  it('is a loop: the comments changed nothing the test checks', () => {
    // The edits are no news, so the failures in a row are a storm: the same error three times.
    expect(loopVerdictOf('tidy', tidyAndRetest(5, false))).toMatchObject({
      tripped: true,
      detector: 'retry_storm',
    });
  });

  it('is not stopped while each edit changes code and the failure moves', () => {
    expect(loopVerdictOf('fix', tidyAndRetest(5, true)).tripped).toBe(false);
  });
});

describe('cosmeticEdit on a command line', () => {
  it('does not read an option end as a comment', () => {
    expect(cosmeticEdit(edit('git checkout -- a.txt', 'git checkout -- b.txt'))).toBe(false);
  });
});
