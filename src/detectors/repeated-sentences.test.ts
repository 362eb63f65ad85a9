import { describe, expect, it } from 'vitest';
import { resolveContentLoopOptions } from './content-loop-options.js';
import { repeatedSentence } from './repeated-sentences.js';

const options = resolveContentLoopOptions();
const chant = 'All checks are green and the branch is ready to merge. ';

describe('repeatedSentence', () => {
  it('finds a chant broken by a heading, a table row, a list item or a quote', () => {
    for (const breaker of ['\n## Summary\n', '\n| check | ok |\n', '\n1. lint\n', '\n> note\n']) {
      const text = `${chant.repeat(9)}${breaker}${chant.repeat(9)}`;
      expect(repeatedSentence(text, options)?.message, breaker).toContain('18 times');
    }
    const checklist = Array.from({ length: 50 }, () => '- [ ] Verify that the nightly backup finished').join(
      '\n',
    );
    expect(repeatedSentence(checklist, options)?.detector).toBe('content_loop');
  });

  it('lets distinct items, a refrain, code and varied text through', () => {
    const items = Array.from(
      { length: 40 },
      (_, index) => `- Step ${index + 1}: copy file part-${index}.csv to the archive`,
    ).join('\n');
    const refrain = Array.from(
      { length: 4 },
      (_, index) => `Verse ${index} tells a new part of the story.\nAnd so the river runs.`,
    ).join('\n');
    const code = `Here is the loop:\n\`\`\`python\n${'print("retrying the request now")\n'.repeat(20)}\`\`\`\nIt retries twenty times.`;
    const varied = Array.from(
      { length: 200 },
      (_, index) => `Sentence number ${index} talks about topic ${index * 7}.`,
    ).join(' ');
    for (const text of [items, refrain, code, varied])
      expect(repeatedSentence(text, options)).toBeUndefined();
  });

  it('follows repeats and minShare', () => {
    const text = `${chant.repeat(5)}${'Other words that are all different from each other here. '.repeat(1)}`;
    const spreadOnly = { ...options, dominantRepeats: 99 };
    expect(repeatedSentence(text, spreadOnly)).toBeUndefined();
    expect(repeatedSentence(text, { ...spreadOnly, repeats: 5, minLoopChars: 100 })?.detector).toBe(
      'content_loop',
    );
    expect(
      repeatedSentence(text, { ...spreadOnly, repeats: 5, minLoopChars: 100, minShare: 0.95 }),
    ).toBeUndefined();
  });

  it('finds a short answer that is mostly one sentence said again (dominantRepeats, dominantShare)', () => {
    const answer = `The report is filed.\n\n${'The ticket has been moved to the next queue.\n\n'.repeat(7)}`;
    expect(repeatedSentence(answer, options)?.message).toContain('7 times');
    expect(repeatedSentence(answer, { ...options, dominantShare: 0.95 })).toBeUndefined();
    const mixed = `${'The ticket has been moved to the next queue. '.repeat(6)}${'Then the queue owner reviews each ticket by priority, age and the customer tier it belongs to. '.repeat(1)}${'Every review ends with a note to the customer and a due date for the next step. '.repeat(1)}`;
    expect(repeatedSentence(mixed, options)).toBeUndefined();
  });
});
