/**
 * Writes the family corpus as `test/corpus/families.jsonl` (one `{"id","messages"}` run per line) and
 * `test/corpus/families.labels.jsonl` (`{"id","label","loop_from","note"}`), the format of the shared
 * examples, so `loopguard replay --json test/corpus/families.jsonl` can be run on it.
 *
 *   npx tsx test/corpus/families/write-jsonl.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { familyCorpus } from './index.js';

const target = (name: string) => fileURLToPath(new URL(`../${name}`, import.meta.url));
const lines = (values: readonly unknown[]) => `${values.map((value) => JSON.stringify(value)).join('\n')}\n`;

writeFileSync(
  target('families.jsonl'),
  lines(familyCorpus.map((run) => ({ id: run.id, messages: run.messages }))),
);
writeFileSync(
  target('families.labels.jsonl'),
  lines(
    familyCorpus.map((run) => ({
      id: run.id,
      label: run.label,
      loop_from: run.loopFrom,
      note: `[${run.family}] ${run.note}`,
    })),
  ),
);
console.log(`wrote ${familyCorpus.length} runs to test/corpus/families.jsonl and families.labels.jsonl`);
