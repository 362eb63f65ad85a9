import { describe, expect, it } from 'vitest';
import { loopTurns } from '../../test/helpers/loop-turns.js';
import { SliceClock } from '../utils/time-slices.js';
import { canonicalizeArguments, MAX_CANONICAL_DEPTH } from './canonicalize.js';
import { prepareDeepArguments } from './deep-arguments.js';
import { preparedArguments, preparedRawText, rememberRawText } from './prepared-texts.js';
import { rawText } from './raw-text.js';

/** Arguments nested `levels` deep under `key`, as a hostile client sends them. */
const nestedText = (levels: number, key = 'a') => `${`{"${key}":`.repeat(levels)}1${'}'.repeat(levels)}`;

describe('prepareDeepArguments', () => {
  it('leaves the key of arguments nested thousands of levels as it is, and lets the loop turn meanwhile', async () => {
    const shapes = [
      nestedText(4_000),
      `[${nestedText(3_000, 'b')},{"note":"x","path":${nestedText(200, 'c')}}]`,
      `{"element":"Save","ref":"e9","todos":[${nestedText(500)}],"reason":"r","args":${nestedText(90)}}`,
    ];
    for (const raw of shapes) {
      // Worked out first with nothing prepared: what keying the call alone gives.
      const alone = canonicalizeArguments(raw);
      const ticker = loopTurns();
      // A clock whose slices are used at once: the preparation lets the loop turn at each of its looks.
      await prepareDeepArguments(raw, new SliceClock(0));
      ticker.running = false;
      expect(ticker.turns).toBeGreaterThan(1);
      expect(canonicalizeArguments(raw)).toBe(alone);
      expect(canonicalizeArguments(raw, { maxValueLength: 40 })).toBe(
        canonicalizeArguments(` ${raw}`, { maxValueLength: 40 }),
      );
    }
  });

  it('prepares the values keying writes as raw text, and keying reads what was prepared for them', async () => {
    const raw = nestedText(200, 'k');
    await prepareDeepArguments(raw, new SliceClock());
    let node = preparedArguments(raw) as Record<string, unknown>;
    for (let level = 0; level < MAX_CANONICAL_DEPTH; level++) node = node.k as Record<string, unknown>;
    expect(preparedRawText(node)).toBe(rawText(node));
    // What keying writes at the depth limit is the prepared text: a stand-in put there shows in the key.
    rememberRawText(node, 'prepared stand-in');
    expect(canonicalizeArguments(raw)).toContain('"prepared stand-in"');
    expect(canonicalizeArguments(` ${raw}`)).not.toContain('stand-in');
  });

  it('does nothing for arguments that are no JSON object or list', async () => {
    for (const raw of ['not json', '', 42, '{"broken":']) {
      const before = canonicalizeArguments(raw);
      await prepareDeepArguments(raw, new SliceClock());
      expect(canonicalizeArguments(raw)).toBe(before);
    }
  });
});
