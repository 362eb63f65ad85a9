import { describe, expect, it } from 'vitest';
import { detect, times } from '../../test/helpers/steps.js';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { cycle } from './cycle.js';

const draft = (variant: number) =>
  `Release notes for 2.1: faster exports, a quicker dashboard and the login fix users asked for. Thanks to all reporters. Variant ${variant}.`;

describe('cycle', () => {
  it('trips on A→B→A→B with unchanged results', () => {
    const turns = times(3, () => [
      { tool: 'draft_notes', args: { version: '2.1' }, result: 'draft saved (312 words)' },
      { tool: 'format_notes', args: { version: '2.1' }, result: 'formatted' },
    ]).flat();
    const { detection, step } = detect(cycle(), turns);
    expect(step).toBe(4);
    expect(detection?.rounds).toEqual([1, 2, 3, 4]);
    expect(detection?.message).toContain('cycle of 2 steps');
  });

  it('trips on a cycle of three two steps into its second pass', () => {
    const turns = times(2, () => [
      { tool: 'build', result: 'built' },
      { tool: 'lint', result: '2 warnings' },
      { tool: 'publish', result: 'already published' },
    ]).flat();
    expect(detect(cycle(), turns).step).toBe(5);
  });

  it('trips when one side drifts slightly', () => {
    const turns = times(2, (index) => [
      { tool: 'save_draft', args: { text: draft(index) }, result: 'saved' },
      { tool: 'review', args: { draft: 'latest' }, result: 'Too long.' },
    ]).flat();
    expect(detect(cycle(), turns).step).toBe(4);
  });

  it('trips on two agents trading near-identical messages', () => {
    const turns = times(2, () => [
      { text: 'Here is the plan again: migrate on Saturday and switch on Sunday.', speaker: 'planner' },
      { text: 'Looks good to me, thank you for the plan.', speaker: 'critic' },
    ]).flat();
    expect(detect(cycle(), turns).step).toBe(4);
  });

  it("does not trip on other speakers' messages going round with no call of the guarded model in the cycle", () => {
    const turns = times(3, () => [
      { text: 'Add file to the chat? [Yes]: skip', speaker: 'user', source: 'message' as const },
      { text: 'Add file to the chat? [Yes]: s', speaker: 'tool', source: 'message' as const },
    ]).flat();
    expect(detect(cycle(), turns).detection).toBeUndefined();
  });

  it('does not trip when another speaker says something new in the repetition, however alike its words', () => {
    const files = ['src/store/types.ts', 'src/store/actions.ts', 'src/store/selectors.ts'];
    const turns = files.flatMap((file) => [
      { text: 'Add file to the chat? [Yes]: all', speaker: 'user', source: 'message' as const },
      { text: `Add file to the chat? [Yes]: a ${file}`, speaker: 'tool', source: 'message' as const },
      { text: 'I will suggest the changes for the files added to the chat.' },
    ]);
    expect(detect(cycle(), turns).detection).toBeUndefined();
  });

  it('does not trip when the results of a cycle change (edit → test with progress)', () => {
    const turns = ['3 failed', '1 failed', 'passed'].flatMap((result, index) => [
      { tool: 'edit', args: { change: `fix ${index}` }, result: 'ok' },
      { tool: 'test', result },
    ]);
    expect(detect(cycle(), turns).detection).toBeUndefined();
  });

  it('does not trip on polling with a wait in between while the answer moves', () => {
    const turns = times(5, (index) => [
      { tool: 'sleep', args: { seconds: 30 }, result: 'slept' },
      { tool: 'status', args: { id: 'b-1' }, result: `${index * 20}%` },
    ]).flat();
    expect(detect(cycle(), turns).detection).toBeUndefined();
  });

  it('does not treat a plain repeat as a cycle', () => {
    const turns = times(6, () => ({ tool: 'ls', result: 'src' }));
    expect(detect(cycle(), turns).detection).toBeUndefined();
  });

  it('does not match short arguments that differ (page 1 vs page 2)', () => {
    const turns = times(6, (index) => [
      { tool: 'list', args: { page: index + 1 }, result: 'ok' },
      { tool: 'save', args: { page: index + 1 }, result: 'saved' },
    ]).flat();
    expect(detect(cycle(), turns).detection).toBeUndefined();
  });
});

describe('cycle without progress', () => {
  it('trips when the same check fails the same way while the edits around it change', () => {
    const turns = Array.from({ length: 3 }, (_, index) => [
      { tool: 'edit', args: { file: 'date.ts', change: `attempt ${index}` }, result: 'ok' },
      {
        tool: 'test',
        args: { file: 'date.test.ts' },
        result: 'FAIL expected 2026-W53 got 2026-W01',
        failed: true,
      },
    ]).flat();
    const { detection, step } = detect(cycle(), turns);
    expect(step).toBe(4);
    expect(detection?.message).toContain('without progress');
  });

  it('gives a second fix its chance when the first one fixed another failure', () => {
    const post = (error: string) => ({
      tool: 'post',
      args: { journal: 'MJ-1130' },
      result: error,
      failed: true,
    });
    const edit = (change: string) => ({ tool: 'edit', args: { journal: 'MJ-1130', change }, result: 'ok' });
    const turns = [
      post('400: account code 6315 is archived'),
      edit('use 6310'),
      post("400: tracking option 'CC-999' does not exist"),
      edit('use CC-310'),
      post("400: tracking option 'CC-999' does not exist"),
      edit('use CC-310 in the other line'),
      post("400: tracking option 'CC-999' does not exist"),
    ];
    // Not at the fifth step (one failed fix of CC-999), but once a second fix of it has failed too (its edits'
    // receipts say nothing, so one round later still).
    const { detection, step } = detect(cycle(), turns);
    expect(step).toBe(7);
    expect(detection?.message).toContain('without progress');
  });

  it('does not trip when the failing check changes its answer (the edits make progress)', () => {
    const turns = Array.from({ length: 4 }, (_, index) => [
      { tool: 'edit', args: { file: 'date.ts', change: `attempt ${index}` }, result: 'ok' },
      {
        tool: 'test',
        args: { file: 'date.test.ts' },
        result: `FAIL ${4 - index} tests failing`,
        failed: true,
      },
    ]).flat();
    expect(detect(cycle(), turns).detection).toBeUndefined();
  });

  it('does not trip on batch work whose repeated step succeeds', () => {
    const turns = Array.from({ length: 4 }, (_, index) => [
      { tool: 'process', args: { item: index }, result: 'ok' },
      { tool: 'commit', args: {}, result: 'committed' },
    ]).flat();
    expect(detect(cycle(), turns).detection).toBeUndefined();
  });
});

describe('cycle with drifting arguments and results', () => {
  const summary = (extra: string) =>
    `Market summary: demand in the north region rose 4% while the south fell 2%. Inventory is stable. Returns are below target.${extra}`;
  const polish = (extra: string, next: string) => ({
    tool: 'optimize_text',
    args: { text: summary(extra), goal: 'more polished' },
    result: `polished text: ${summary(next)}`,
  });
  const format = (extra: string) => ({
    tool: 'format_markdown',
    args: { text: summary(extra) },
    result: `## Summary\n\n${summary(extra)}`,
  });

  it('trips on polish → format → polish → format where each pass changes a word or two', () => {
    const turns = [
      polish('', ' Outlook is positive.'),
      format(' Outlook is positive.'),
      polish(' Outlook is positive.', ' Outlook is positive and steady.'),
      format(' Outlook is positive and steady.'),
      polish(' Outlook is positive and steady.', ' The outlook is positive and steady.'),
      format(' The outlook is positive and steady.'),
    ];
    expect(detect(cycle(), turns).detection?.detector).toBe('cycle');
  });

  it('does not trip when the drifting results report progress', () => {
    const fix = (round: number) => ({
      tool: 'edit_file',
      args: { path: 'src/app.py', content: `${summary('')} fix attempt ${'abcdef'[round]}` },
      result: 'File written.',
    });
    const test = (failed: number) => ({
      tool: 'run_tests',
      args: { path: 'tests/' },
      result: `${failed} failed, ${20 - failed} passed. Failures in test_app.py: assertion error in the summary formatting checks`,
    });
    expect(
      detect(cycle(), [fix(0), test(5), fix(1), test(4), fix(2), test(3), fix(3), test(2)]).detection,
    ).toBeUndefined();
  });

  describe('edits whose receipts say nothing, between checks failing the same way', () => {
    const servers = ['rms-api-3', 'cm-bridge-1', 'rms-api-1', 'cm-bridge-4', 'rms-api-2'];
    const edit = (index: number) => ({
      tool: 'clause_edit',
      args: { doc: 'GRP-114', line: [30, 19, 24, 41, 12][index], text: `USD 18,000 (${index})` },
      result: `updated line ${[30, 19, 24, 41, 12][index]} of GRP-114; revision ${10 + index} saved by ${servers[index]}`,
    });
    const check = (index: number, errors = ['clause 6: F&B minimum missing currency']) => ({
      tool: 'contract_check',
      args: { doc: 'GRP-114' },
      result: JSON.stringify({
        valid: false,
        errors,
        checked_at: `2026-04-27T19:54:${10 + index}Z`,
        rid: `req_${index}ZxQ7p${index}k`,
      }),
    });

    it('trips on the third edit after two left the same failure', () => {
      const turns = [check(0), edit(0), check(1), edit(1), check(2), edit(2), check(3), edit(3), check(4)];
      const { detection, step } = detect(cycle(), turns);
      expect(detection?.message).toContain('the failure stays the same whatever changes');
      expect(step).toBe(6);
    });

    it('does not trip on one fix tried and one more that also failed', () => {
      const turns = [check(0), edit(0), check(1), edit(1), check(2)];
      expect(detect(cycle(), turns).detection).toBeUndefined();
    });

    it('does not trip while each edit clears a failure', () => {
      const left = ['clause 2: rate below floor', 'clause 3: attrition above cap', 'clause 6: F&B minimum'];
      const turns = [0, 1, 2, 3].flatMap((index) => [check(index, left.slice(index)), edit(index)]);
      expect(detect(cycle(), turns).detection).toBeUndefined();
    });

    describe("an editor's receipt that shows the lines it was given", () => {
      const path = '/workspace/thermo-fw/src/app/pid.c';
      const lines = [
        '/* PID step (called at 1 Hz) */',
        'const float err = sp - pv;',
        'float dt_s = 1.0f; /* seconds */',
        '#include <math.h> /* fabsf */',
        'static float clampf(float v) { return v; }',
      ];
      const edit = (index: number) => ({
        tool: 'str_replace_editor',
        args: { command: 'str_replace', path, old_str: `old line ${index}`, new_str: lines[index] },
        result: `The file ${path} has been edited. Here's the result of running \`cat -n\` on a snippet of ${path}:\n    ${40 + index}\t${lines[index]}\nReview the changes and make sure they are as expected. Edit the file again if necessary.`,
      });
      const test = (index: number, got = '0.52f') => ({
        tool: 'bash',
        args: { command: 'west build -b native_sim tests/app/pid -t run' },
        result: `[==========] Running 14 tests (seed 0x3a13e9a${index})\nmain.c:88: Assertion failed: pid_step(&p, 21.0f, 20.0f) == 0.35f (got ${got})\n[  FAILED  ] 1 test\n[The command completed with exit code 1.]`,
      });

      it('trips on the third edit after two left the same failure, as with short receipts', () => {
        const turns = [test(0), edit(0), test(1), edit(1), test(2), edit(2), test(3), edit(3), test(4)];
        expect(detect(cycle(), turns).step).toBe(6);
      });

      it('does not trip while the failure moves with the edits', () => {
        const got = ['0.52f', '0.47f', '0.41f', '0.38f', '0.35f'];
        const turns = [0, 1, 2, 3].flatMap((index) => [test(index, got[index]), edit(index)]);
        expect(detect(cycle(), turns).detection).toBeUndefined();
      });
    });
  });
});

describe('a cycle of reads spaced out by the model’s own thinking', () => {
  /**
   * Two supplier records read in turn `passes` times, a minute and a bit apart, each answer the same but for a
   * fresh query id and holding a response rate (`90%`, which reads as a status still going).
   */
  function readsInTurn(passes: number): TranscriptMessage[] {
    const messages: TranscriptMessage[] = [
      { role: 'user', content: 'Compare the two and report.', timestamp: 0 },
    ];
    let at = 0;
    let call = 0;
    for (let pass = 0; pass < passes; pass++) {
      for (const [id, rate] of [
        ['SUP-10299', '90%'],
        ['SUP-65791', '86%'],
      ]) {
        at += 61_000;
        const query = `q${(call * 2654435761) % 1e8}`;
        const result = JSON.stringify({
          id,
          moq: id === 'SUP-10299' ? 1000 : 500,
          response_rate: rate,
          query,
        });
        const read = { id: `c${call++}`, name: 'supplier_get', args: `{"id":"${id}"}`, result };
        messages.push(...callTurn(read).map((message) => ({ ...message, timestamp: at })));
      }
    }
    return messages;
  }

  it('trips on the second pass although each read came a minute after the last', () => {
    const verdict = loopVerdictOf('suppliers', readsInTurn(4));
    // At the end of the second pass, the call that would start a third not made.
    expect(verdict).toMatchObject({ tripped: true, detector: 'cycle', round: 4 });
  });
});
