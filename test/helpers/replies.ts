/** Model replies for content-loop tests: varied prose, a long legitimate markdown answer, a chant. */

/** A small seeded generator (mulberry32), so a "random" text is the same on every run. */
export function seededRandom(seed: number): () => number {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let mixed = value;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

const subjects = [
  'The parser',
  'Our build',
  'The new cache',
  'Every request',
  'The migration script',
  'A failing test',
  'The scheduler',
  'This function',
  'The report',
  'Your config file',
  'The second worker',
  'The team',
  'The old endpoint',
  'A retry',
];
const verbs = [
  'reads',
  'rewrites',
  'skips',
  'validates',
  'measures',
  'locks',
  'streams',
  'compares',
  'drops',
  'renames',
  'documents',
  'caches',
  'rejects',
  'merges',
];
const objects = [
  'the header row',
  'every timestamp',
  'the largest file',
  'two stale entries',
  'the user table',
  'a partial upload',
  'the nightly export',
  'its own output',
  'the error budget',
  'the slow query',
  'each invoice',
  'the lock file',
  'seven columns',
  'the access log',
];
const tails = [
  'before the deadline',
  'when the queue is empty',
  'after every deploy',
  'unless the flag is set',
  'in about four seconds',
  'on the first pass',
  'for each region',
  'without touching the disk',
  'while the lock is held',
  'so nothing is lost',
  'as the spec asks',
  'twice as fast as before',
];

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** About `words` words of plain prose in paragraphs, no two sentences in a row alike. */
export function variedProse(words: number, seed = 7): string {
  const random = seededRandom(seed);
  const paragraphs: string[] = [];
  let sentences: string[] = [];
  let count = 0;
  while (count < words) {
    let sentence = `${pick(random, subjects)} ${pick(random, verbs)} ${pick(random, objects)} ${pick(random, tails)}`;
    if (random() < 0.4) sentence += `, and then ${pick(random, verbs)} ${pick(random, objects)}`;
    if (random() < 0.2) sentence += ` (${Math.floor(random() * 900 + 100)} ms)`;
    sentences.push(`${sentence}.`);
    count += sentence.split(' ').length;
    if (sentences.length >= 3 + Math.floor(random() * 4)) {
      paragraphs.push(sentences.join(' '));
      sentences = [];
    }
  }
  paragraphs.push(sentences.join(' '));
  return paragraphs.filter(Boolean).join('\n\n');
}

/** A long, legitimate answer: prose, a repetitive code block, a table of alike rows, a list, a divider. */
export function legitMarkdownReply(): string {
  const code = Array.from({ length: 40 }, (_, index) => `  results.push(await check(items[${index}]));`);
  const rows = Array.from({ length: 30 }, () => '| retry | 3 | ok |');
  const steps = Array.from({ length: 15 }, (_, index) => `${index + 1}. Run the check again and compare.`);
  return [
    '## What I changed',
    variedProse(600, 11),
    '```ts',
    'for (const item of items) {',
    ...code,
    '}',
    '```',
    '| step | attempts | result |',
    '| --- | --- | --- |',
    ...rows,
    '',
    '---',
    ...steps,
    '',
    '***',
    variedProse(600, 12),
  ].join('\n');
}

/** The same sentence `times` times, as a model stuck in a chant writes it. */
export function chant(
  times: number,
  sentence = 'I will check the configuration file again to be sure. ',
): string {
  return sentence.repeat(times);
}
