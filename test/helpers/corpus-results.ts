import { readFileSync } from 'node:fs';

/** The tool results of the family corpus (`test/corpus/families.jsonl`), run by run, as texts. */
export function corpusResults(): string[][] {
  const file = new URL('../corpus/families.jsonl', import.meta.url);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const run = JSON.parse(line) as { messages: { role: string; content: unknown }[] };
      return run.messages
        .filter((message) => message.role === 'tool')
        .map((message) =>
          typeof message.content === 'string' ? message.content : JSON.stringify(message.content),
        );
    });
}
