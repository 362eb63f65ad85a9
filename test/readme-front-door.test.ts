import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');

/** README's prose: what a reader reads word by word, code blocks, tables and HTML comments left out. */
function prose(text: string): string {
  let inCode = false;
  const lines: string[] = [];
  for (const line of text.replace(/<!--[\s\S]*?-->/g, '').split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    else if (!inCode && !line.startsWith('|')) lines.push(line);
  }
  return lines.join('\n');
}

/** Words a reader reads in three minutes: about 240 a minute, adults' silent reading of non-fiction (Brysbaert, 2019). */
const THREE_MINUTES_OF_WORDS = 3 * 240;

describe('README, the front door', () => {
  it('reads in three minutes: its prose, code and tables aside, is at most 720 words', () => {
    const words = prose(readme).split(/\s+/).filter(Boolean).length;
    expect(words).toBeLessThanOrEqual(THREE_MINUTES_OF_WORDS);
  });

  it('says what it stops, how to install it, the two commands, one example per path, the figures and the manual', () => {
    const sections = [...readme.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual([
      'Install',
      'Try it',
      'In your code',
      'Around your SDK client',
      'In front of a Python agent: the gateway',
      'Figures',
      'Read more',
    ]);
    expect(readme).toContain('npm install loopguard');
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toContain('npm ci && npm test');
    // One example each: the library, an SDK adapter, and a Python agent through the gateway.
    expect(readme).toMatch(/```ts\n[\s\S]*?createGuard/);
    expect(readme).toMatch(/from 'loopguard\/adapters\/openai'/);
    expect(readme).toMatch(/```python\n[\s\S]*?base_url="http:\/\/127\.0\.0\.1:8787\/v1"/);
    // Everything else lives in docs/, one page per area.
    const links = new Set([...readme.matchAll(/\]\((docs\/[a-z-]+\.md)/g)].map((match) => match[1]));
    expect(links.size).toBeGreaterThanOrEqual(15);
  });
});
