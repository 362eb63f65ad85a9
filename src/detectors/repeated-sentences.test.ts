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
    expect(repeatedSentence(text, options)).toBeUndefined();
    expect(repeatedSentence(text, { ...options, repeats: 5, minLoopChars: 100 })?.detector).toBe(
      'content_loop',
    );
    expect(
      repeatedSentence(text, { ...options, repeats: 5, minLoopChars: 100, minShare: 0.95 }),
    ).toBeUndefined();
  });
});
