import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chant, legitMarkdownReply, seededRandom, variedProse } from '../../test/helpers/replies.js';
import { deepFreeze } from '../utils/deep-freeze.js';
import {
  type ContentLoopDetection,
  type ContentLoopState,
  detectContentLoop,
  initialContentLoopState,
  observeContentChunk,
} from './content-loop.js';
import type { ContentLoopOptions } from './content-loop-options.js';
import { DEFAULT_CONTENT_LOOP } from './defaults.js';

/** Streams `text` in pieces of 1 to `longest` characters; the detection and how far the stream got. */
function stream(text: string, options?: ContentLoopOptions, longest = 7, seed = 1) {
  const random = seededRandom(seed);
  let state: ContentLoopState = initialContentLoopState();
  let detection: ContentLoopDetection | undefined;
  let consumed = 0;
  while (consumed < text.length && !detection) {
    const size = 1 + Math.floor(random() * longest);
    const result = observeContentChunk(state, text.slice(consumed, consumed + size), options);
    state = result.state;
    detection = result.detection;
    consumed += size;
  }
  return { detection, consumed: Math.min(consumed, text.length), state };
}

const sentence = 'I will check the configuration file again to be sure. ';

describe('detectContentLoop', () => {
  it('trips on one sentence said 10 times, at the tenth copy', () => {
    const text = chant(300, sentence);
    const detection = detectContentLoop(text);
    expect(detection).toMatchObject({
      detector: 'content_loop',
      code: 'GUARD_LOOP_DETECTED',
      block: sentence.trim(),
      repeats: DEFAULT_CONTENT_LOOP.repeats,
      offset: 0,
    });
    expect(detection?.detectedAt).toBe(sentence.length * 10 - 1);
    expect(detection?.message).toContain('10 times in a row from character 0');
  });

  it('trips on a paragraph of several sentences said again, quoting it from its first sentence', () => {
    const paragraph =
      'First I open the configuration file and read every line. Then I compare each value with the ' +
      'defaults we expect. Finally I write a short summary of the differences for you.\n\n';
    const detection = detectContentLoop(paragraph.repeat(20));
    expect(detection?.repeats).toBeGreaterThanOrEqual(3);
    expect(detection?.repeats).toBeLessThan(10);
    expect(detection?.block.startsWith('First I open the configuration file')).toBe(true);
    expect(detection?.blockLength).toBeGreaterThan(150);
  });

  it('trips on repetition after a varied preamble, naming where it began', () => {
    const preamble = `${variedProse(300, 3)}\n\n`;
    const detection = detectContentLoop(
      preamble + chant(40, 'The file is still locked, so I wait and try again. '),
    );
    expect(detection?.offset).toBe(preamble.length);
    expect(detection?.block).toBe('The file is still locked, so I wait and try again.');
  });

  it('trips through blank and number noise', () => {
    const noisy = Array.from(
      { length: 30 },
      (_, index) =>
        `Retrying the upload  (attempt ${index + 1} of 30)${index % 3 === 0 ? '\n' : '   '}` +
        `Waiting ${index * 7} seconds first. `,
    ).join('');
    const detection = detectContentLoop(noisy);
    expect(detection?.repeats).toBeGreaterThanOrEqual(10);
    expect(detection?.block).toMatch(/^Retrying the upload +\(attempt \d+ of 30\)/);
  });

  it('trips on a chant without punctuation and on a long unbroken line', () => {
    expect(detectContentLoop('I keep thinking about it and then '.repeat(40))).toBeDefined();
    expect(detectContentLoop('loading module cache entry '.repeat(60).trim())).toBeDefined();
  });

  it('trips on a long paragraph after few copies, when they cover longLoopChars', () => {
    const paragraph = `${variedProse(70, 5)} `;
    expect(paragraph.length).toBeGreaterThan(340);
    const detection = detectContentLoop(paragraph.repeat(10));
    expect(detection?.repeats).toBe(3);
    expect(detection?.block.length).toBeLessThanOrEqual(200);
    expect(detection?.block.endsWith('…')).toBe(true);
  });

  it('takes its thresholds as options', () => {
    const text = chant(6, sentence);
    expect(detectContentLoop(text)).toBeUndefined();
    expect(detectContentLoop(text, { repeats: 5, minLoopChars: 100 })?.repeats).toBe(5);
    expect(detectContentLoop(chant(300, sentence), { repeats: 400, longLoopChars: 100_000 })).toBeUndefined();
  });

  it('skips code in fences', () => {
    const code = Array.from({ length: 30 }, () => '  results.push(await check(item)); // same line\n').join(
      '',
    );
    expect(detectContentLoop(`Here is the loop:\n\`\`\`ts\n${code}\`\`\`\nThat is all.\n`)).toBeUndefined();
    expect(detectContentLoop(`~~~\n${chant(30, sentence)}\n~~~\nDone.`)).toBeUndefined();
  });

  it('does not let a repetition run across a fence', () => {
    const half = chant(9, sentence);
    expect(detectContentLoop(`${half}\n\`\`\`\nx = 1\n\`\`\`\n${half}`)).toBeUndefined();
  });

  it('does not trip on markdown tables', () => {
    const rows = Array.from({ length: 40 }, () => '| retry | 3 | failed: connection reset by peer |\n');
    expect(
      detectContentLoop(`| step | tries | result |\n| --- | --- | --- |\n${rows.join('')}`),
    ).toBeUndefined();
    expect(
      detectContentLoop(`+-----+-----+\n${'| a   | b   |\n+-----+-----+\n'.repeat(30)}`),
    ).toBeUndefined();
  });

  it('does not trip on lists', () => {
    for (const marker of ['-', '*', '+', '1.', '42)']) {
      const list = Array.from({ length: 30 }, () => `${marker} Check the configuration file again.\n`).join(
        '',
      );
      expect(detectContentLoop(list), marker).toBeUndefined();
    }
  });

  it('does not trip on headings, dividers or blockquotes', () => {
    expect(detectContentLoop('## Check the configuration file again\n'.repeat(30))).toBeUndefined();
    for (const divider of ['---', '***', '===', '___', '─'.repeat(40), '-'.repeat(50)]) {
      expect(detectContentLoop(`${divider}\n`.repeat(40)), divider).toBeUndefined();
      expect(detectContentLoop(divider.repeat(40)), divider).toBeUndefined();
    }
    expect(detectContentLoop('> I will check the configuration file again.\n'.repeat(30))).toBeUndefined();
  });

  it('does not trip on 5,000 words of varied prose', () => {
    const prose = variedProse(5000);
    expect(prose.split(/\s+/).length).toBeGreaterThanOrEqual(5000);
    expect(detectContentLoop(prose)).toBeUndefined();
    expect(stream(prose).detection).toBeUndefined();
  });

  it('does not trip on a long legitimate answer with code, a table, a list and dividers', () => {
    expect(detectContentLoop(legitMarkdownReply())).toBeUndefined();
  });

  it('does not trip on the READMEs of its dependencies', () => {
    for (const path of ['openai/README.md', 'commander/Readme.md', 'zod/README.md', 'ai/README.md']) {
      const text = readFileSync(new URL(`../../node_modules/${path}`, import.meta.url), 'utf8');
      expect(detectContentLoop(text), path).toBeUndefined();
    }
  });

  it('does not trip on similar but distinct steps', () => {
    const actions = [
      'install the package with npm',
      'copy the example config',
      'set the API key in the environment',
      'run the migrations',
      'start the worker',
      'open the dashboard',
      'create a first project',
      'invite your team',
      'connect the repository',
      'enable the nightly export',
      'check the first report',
      'turn on alerts',
    ];
    const steps = actions.map((action, index) => `Step ${index + 1}: ${action}, then wait for the check.`);
    expect(detectContentLoop(`${steps.join(' ')}\n${steps.join('\n')}`)).toBeUndefined();
  });

  it('does not trip on numbered names and versions that differ only in their digits', () => {
    const files = Array.from({ length: 30 }, (_, index) => `runtime/doc/usr_${index + 10}.txt,`).join(' ');
    const versions = Array.from({ length: 30 }, (_, index) => `Released version 3.${index}.0 of the plugin.`);
    expect(detectContentLoop(files)).toBeUndefined();
    expect(detectContentLoop(versions.join('\n'))).toBeUndefined();
  });

  it('does not trip on a short line said again, or a refrain between verses', () => {
    expect(detectContentLoop('Yes.\n'.repeat(12))).toBeUndefined();
    expect(detectContentLoop('OK. '.repeat(25))).toBeUndefined();
    const verses = variedProse(400, 9).split('. ');
    const song = verses.map((verse) => `${verse}.\nRow, row, row your boat.\n`).join('');
    expect(detectContentLoop(song)).toBeUndefined();
  });
});

describe('observeContentChunk', () => {
  it('finds the same loop however the stream is cut', () => {
    const texts = [
      chant(50, sentence),
      `${variedProse(200, 4)}\n\n${chant(30, 'Thinking... Done. ')}`,
      `| a | b |\n| - | - |\n\n${chant(20, 'Retry attempt 3 failed, trying again now.\n')}`,
      `\`\`\`\n${chant(20, sentence)}\n\`\`\`\n${chant(20, 'Still waiting for the lock (12 s). ')}`,
    ];
    for (const text of texts) {
      const whole = detectContentLoop(text);
      expect(whole).toBeDefined();
      for (const [longest, seed] of [
        [1, 1],
        [3, 2],
        [12, 3],
        [80, 4],
      ] as const) {
        const { detection, consumed } = stream(text, undefined, longest, seed);
        expect(detection).toEqual(whole);
        expect(consumed).toBeLessThan((whole?.detectedAt ?? 0) + 1 + longest);
      }
    }
  });

  it('stops a chant long before its end', () => {
    const text = chant(300, sentence);
    const { detection, consumed } = stream(text);
    expect(detection?.repeats).toBe(10);
    expect(consumed / text.length).toBeLessThan(0.05);
  });

  it('does not change the state it is given, and reports a loop once', () => {
    let state = deepFreeze(initialContentLoopState());
    for (const piece of chant(9, sentence).match(/.{1,5}/gs) ?? []) {
      const before = JSON.stringify(state);
      const result = observeContentChunk(state, piece);
      expect(JSON.stringify(state)).toBe(before);
      state = deepFreeze(result.state);
    }
    const tripped = observeContentChunk(state, sentence);
    expect(tripped.detection?.repeats).toBe(10);
    expect(observeContentChunk(tripped.state, sentence).detection).toBeUndefined();
  });

  it('keeps a small state of plain JSON however long the reply', () => {
    const prose = variedProse(30_000, 21);
    let state = initialContentLoopState();
    let largest = 0;
    for (let index = 0; index < prose.length; index += 4) {
      state = observeContentChunk(state, prose.slice(index, index + 4)).state;
      largest = Math.max(largest, JSON.stringify(state).length);
    }
    expect(state.offset).toBe(prose.length);
    expect(largest).toBeLessThan(2_500);
    const restored = JSON.parse(JSON.stringify(state)) as ContentLoopState;
    const text = chant(20, sentence);
    expect(observeContentChunk(restored, text).detection).toEqual(observeContentChunk(state, text).detection);
  });
});
