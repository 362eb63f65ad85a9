import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';

/** A model solved again and again, each time with the arguments `args(run)`, answered by `answer(run)`. */
function solves(args: (run: number) => object, answer: (run: number) => string): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: 'user', content: 'Schedule the week-48 harvest crews.' }];
  for (let run = 0; run < 6; run++)
    messages.push(
      ...callTurn({
        id: `s${run}`,
        name: 'cpsat_solve',
        args: JSON.stringify(args(run)),
        result: answer(run),
      }),
    );
  return messages;
}

// Search statistics that move with every run and go nowhere, as a solver's log prints them.
const conflicts = [412, 377, 455, 390, 431, 402];
const infeasible = (run: number) =>
  `Starting CP-SAT solver v9.11\nstatus: INFEASIBLE\nwall_time: ${(0.4 + run * 0.13).toFixed(2)}s\nconflicts: ${conflicts[run]}`;

describe('a solver run again with only its seed, workers or time limit changed', () => {
  it('is the same request when the verdict comes back alike: stopped at the third answer', () => {
    const verdict = loopVerdictOf(
      'seeds',
      solves(
        (run) => ({
          model: 'models/harvest_w48.py',
          params: run === 0 ? {} : { random_seed: 7 * run, num_workers: 8 },
        }),
        infeasible,
      ),
    );
    expect(verdict).toMatchObject({ tripped: true, detector: 'repeated_action' });
    expect('round' in verdict && verdict.round).toBe(3);
  });

  it('is work going on when another seed finds a better schedule each time', () => {
    const better = (run: number) =>
      `Starting CP-SAT solver v9.11\nstatus: FEASIBLE\nobjective: ${900 - run * 40}\nwall_time: 0.5s`;
    expect(
      loopVerdictOf(
        'better',
        solves((run) => ({ model: 'm.py', params: { random_seed: run } }), better),
      ).tripped,
    ).toBe(false);
  });

  it('is another request when what it solves changed (another model file)', () => {
    const verdict = loopVerdictOf(
      'models',
      solves((run) => ({ model: `models/variant_${run}.py` }), infeasible),
    );
    expect(verdict.tripped).toBe(false);
  });

  it('leaves a poll between waits to the wait allowance, its timeout changed or not', () => {
    const messages: TranscriptMessage[] = [{ role: 'user', content: 'Watch the queue until it drains.' }];
    for (let poll = 0; poll < 5; poll++)
      messages.push(
        ...callTurn({ id: `w${poll}`, name: 'sleep', args: '{"seconds":600}', result: 'slept 600s' }),
        ...callTurn({
          id: `q${poll}`,
          name: 'shell',
          args: JSON.stringify({ cmd: 'opsctl metric queue', timeout_s: [60, 600, 120, 300, 90][poll] }),
          result: `queue: 4 (sampled 2026-11-17T00:${10 + poll}:02Z)`,
        }),
      );
    expect(loopVerdictOf('poll', messages).tripped).toBe(false);
  });
});

/** A segment machine-translated again with `options(run)` added, the service echoing them beside `text(run)`. */
function translations(options: (run: number) => object, text: (run: number) => string): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: 'user', content: 'Translate card.0388 into Turkish.' }];
  for (let run = 0; run < 6; run++) {
    const args = {
      segment_id: 'card.0388',
      text: 'Exhaust this card to gain 2 gold.',
      target_lang: 'tr-TR',
      ...options(run),
    };
    const answer = {
      job_id: `mt-${(0x9c0417da46 + run * 7919).toString(16)}`,
      target_lang: 'tr-TR',
      options: options(run),
      translations: [{ segment_id: 'card.0388', text: text(run) }],
      latency_ms: [993, 422, 797, 1314, 354, 610][run],
    };
    messages.push(
      ...callTurn({
        id: `t${run}`,
        name: 'mt_translate',
        args: JSON.stringify(args),
        result: JSON.stringify(answer),
      }),
    );
  }
  return messages;
}

const formal = [
  {},
  { formality: 'prefer_more' },
  { split_sentences: 'nonewlines' },
  { preserve_formatting: true },
  { formality: 'more' },
  { model_type: 'quality_optimized' },
];

describe('a call asked again with an option added, its answer echoing the options', () => {
  it('is the same request when the text it answers with is the same: stopped at the third', () => {
    const verdict = loopVerdictOf(
      'mt',
      translations(
        (run) => formal[run] as object,
        () => 'Bu kartı tüket ve 2 altın kazan.',
      ),
    );
    expect(verdict).toMatchObject({ tripped: true, detector: 'repeated_action' });
    expect('round' in verdict && verdict.round).toBe(3);
  });

  it('is another answer when the option changed the text', () => {
    const texts = [
      'Bu kartı tüket.',
      'Bu kartı yor ve 2 altın kazan.',
      'Bu kartı Yor; 2 altın kazan.',
      'Kartı yor, 2 altın al.',
      'Yor: 2 altın kazan.',
      'Bu kartı Yor ve 2 altın kazanın.',
    ];
    expect(
      loopVerdictOf(
        'mt-new',
        translations(
          (run) => formal[run] as object,
          (run) => texts[run] as string,
        ),
      ).tripped,
    ).toBe(false);
  });
});
