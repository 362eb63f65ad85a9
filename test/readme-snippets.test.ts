import { execFile } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

// Every ```ts block of README.md and docs/*.md is typechecked by the real `tsc` against the built package
// (imported by its own name, `loopguard/…`, as a user would) and the SDK types in node_modules.
//
// A block that uses names it does not declare (your `messages`, `client`, `tools`) says what they are in an
// HTML comment right before it, which the rendered page hides:
//
//   <!-- snippet-context: declare const messages: OpenAI.ChatCompletionMessageParam[]; -->
//   ```ts
//
// The context is put before the block, so it may hold imports too. Nothing else is assumed.

interface Snippet {
  readonly source: string;
  /** 1-based line in the markdown file of the block's first code line. */
  readonly line: number;
  readonly context: string;
  readonly code: string;
}

/** The snippet-context comment that ends on the line right before line `index`, or ''. */
function contextBefore(lines: readonly string[], index: number): string {
  if (!lines[index - 1]?.trim().endsWith('-->')) return '';
  for (let start = index - 1; start >= 0; start--) {
    const line = lines[start] ?? '';
    if (line.trimStart().startsWith('<!--')) {
      const comment = lines.slice(start, index).join('\n');
      return /^\s*<!--\s*snippet-context:([\s\S]*)-->\s*$/.exec(comment)?.[1]?.trim() ?? '';
    }
  }
  return '';
}

/** The ```ts blocks of one markdown file, each with the context comment that precedes it. */
function snippetsOf(source: string): Snippet[] {
  const lines = readFileSync(join(repoRoot, source), 'utf8').split('\n');
  const snippets: Snippet[] = [];
  for (let index = 0; index < lines.length; index++) {
    if (!/^```(ts|typescript)\s*$/.test(lines[index] ?? '')) continue;
    const context = contextBefore(lines, index);
    const end = lines.findIndex((line, at) => at > index && /^```\s*$/.test(line));
    if (end < 0) throw new Error(`${source}:${index + 1}: a \`\`\`ts block that never closes`);
    snippets.push({ source, line: index + 2, context, code: lines.slice(index + 1, end).join('\n') });
    index = end;
  }
  return snippets;
}

const sources = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];
const snippets = sources.flatMap(snippetsOf);

const directory = join(repoRoot, '.scratch', 'readme-snippets');
const fileName = (snippet: Snippet, index: number) =>
  `${String(index).padStart(3, '0')}-${snippet.source.replace(/[/.]/g, '-')}.mts`;

/** Writes one module per block and a tsconfig as strict as a user's `tsc --init`. */
function writeSnippets(): { file: string; snippet: Snippet; offset: number }[] {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const written = snippets.map((snippet, index) => {
    const file = fileName(snippet, index);
    const prefix = snippet.context ? `${snippet.context}\n` : '';
    writeFileSync(join(directory, file), `${prefix}${snippet.code}\nexport {};\n`);
    return { file, snippet, offset: prefix.split('\n').length - 1 };
  });
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      module: 'nodenext',
      moduleResolution: 'nodenext',
      lib: ['ES2023'],
      types: ['node'],
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
    include: ['*.mts'],
  };
  writeFileSync(join(directory, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  return written;
}

async function typecheck(): Promise<string> {
  try {
    await promisify(execFile)(
      process.execPath,
      [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', join(directory, 'tsconfig.json')],
      { cwd: repoRoot },
    );
    return '';
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  }
}

describe('TypeScript blocks in README and docs', () => {
  it('finds the blocks, each README block among them', () => {
    expect(snippets.filter((snippet) => snippet.source === 'README.md').length).toBeGreaterThanOrEqual(2);
    expect(new Set(snippets.map((snippet) => snippet.source)).size).toBeGreaterThanOrEqual(5);
  });

  it('typecheck with tsc against the built package and the real SDK types', async () => {
    const written = writeSnippets();
    const output = await typecheck();
    // Each error is pointed at its markdown file and line, so the message says which block to fix.
    const errors = output
      .split('\n')
      .filter((line) => line.includes('error TS'))
      .map((line) => {
        const match = /^(?:.*[/\\])?([^/\\(]+\.mts)\((\d+),(\d+)\): (.*)$/.exec(line);
        const entry = match && written.find((candidate) => candidate.file === match[1]);
        if (!match || !entry) return line;
        const codeLine = Number(match[2]) - 1 - entry.offset;
        const where =
          codeLine < 0
            ? `${entry.snippet.source}:${entry.snippet.line - 1} (its snippet-context)`
            : `${entry.snippet.source}:${entry.snippet.line + codeLine}:${match[3]}`;
        return `${where} ${match[4]}`;
      });
    expect(errors).toEqual([]);
  }, 120_000);
});
