import { describe, expect, it } from 'vitest';
import { callTurn, loopVerdictOf } from '../../test/helpers/transcript-turns.js';
import type { TranscriptMessage } from '../replay/transcript.js';
import { observationShape } from '../signature/observation-shape.js';

/** Publishing refused with `error(attempt)`, each refusal after a patch of `field(attempt)` saved as a new version. */
function publishes(
  field: (attempt: number) => string,
  error: (attempt: number) => string,
): TranscriptMessage[] {
  const messages: TranscriptMessage[] = [{ role: 'user', content: 'Publish the entry for en-US and ja-JP.' }];
  for (let attempt = 0; attempt < 6; attempt++) {
    const refusal = {
      status: 422,
      error: 'validation_failed',
      request_id: `req_${(0x31086cc9575b + attempt * 104729).toString(16)}`,
      attempted_version: 35 + attempt,
      errors: [{ field: error(attempt), code: 'required' }],
    };
    const saved = {
      ok: true,
      field: field(attempt),
      revision: 36 + attempt,
      updated_at: `2026-07-20T07:4${attempt}:22Z`,
    };
    messages.push(
      ...callTurn({
        id: `p${attempt}`,
        name: 'cms_publish',
        args: '{"id":"entry_26fb15"}',
        result: JSON.stringify(refusal),
      }),
      ...callTurn({
        id: `e${attempt}`,
        name: 'cms_patch',
        args: JSON.stringify({ id: 'entry_26fb15', field: field(attempt), value: 'copied from TM' }),
        result: JSON.stringify(saved),
      }),
    );
  }
  return messages;
}

/** The fields patched one after another, none of them the one the refusal names. */
const fields = ['fields.title', 'fields.price', 'fields.tags', 'fields.body', 'fields.slug', 'fields.seo'];

describe("a record's write counter", () => {
  it('is read as a clock (`attempted_version`, `docRevision`), not as progress', () => {
    expect(observationShape('{"status":422,"attempted_version":35}').values).toEqual(['422', '~35']);
    expect(observationShape('{"docRevision":4}').values).toEqual(['~4']);
  });

  it('moving with each save does not make the same refusal news: publishing refused alike while other fields are patched is a loop', () => {
    const verdict = loopVerdictOf(
      'publish',
      publishes(
        (n) => fields[n] as string,
        () => 'fields.images[0].alt.ja-JP',
      ),
    );
    expect(verdict.tripped).toBe(true);
  });

  it('lets each fix clear its error and the next refusal name another field', () => {
    const next = ['fields.price', 'fields.tags', 'fields.body', 'fields.slug', 'fields.seo', 'fields.alt'];
    expect(
      loopVerdictOf(
        'fixes',
        publishes(
          (n) => fields[n] as string,
          (n) => next[n] as string,
        ),
      ).tripped,
    ).toBe(false);
  });
});
