import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './helpers/cli.js';

// Every relative link of README.md and docs/*.md points at a file of the repository, and every #anchor at a
// heading of the page it names (GitHub's rule for heading ids), so a moved section breaks a test, not a reader.

const pages = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`),
];

/** The lines of a page outside fenced code blocks, with their 1-based numbers. */
function prose(text: string): [number, string][] {
  let fenced = false;
  const lines: [number, string][] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (!fenced) lines.push([index + 1, line]);
  }
  return lines;
}

/** GitHub's id of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, line] of prose(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  for (const [, line] of prose(text))
    for (const match of line.matchAll(/<a (?:name|id)="([^"]+)"/g)) anchors.add(match[1] as string);
  return anchors;
}

interface Link {
  readonly page: string;
  readonly line: number;
  readonly target: string;
}

function linksOf(page: string): Link[] {
  const links: Link[] = [];
  for (const [line, text] of prose(readFileSync(join(repoRoot, page), 'utf8')))
    for (const match of text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1] as string;
      if (!/^[a-z]+:/i.test(target)) links.push({ page, line, target });
    }
  return links;
}

const links = pages.flatMap(linksOf);

describe('links in README.md and docs/', () => {
  it('finds the links it checks', () => {
    expect(links.length).toBeGreaterThan(90);
    expect(links.some((link) => link.page === 'README.md' && link.target === 'docs/overview.md')).toBe(true);
  });

  it('every relative link names a file that exists and a heading that exists', () => {
    const broken: string[] = [];
    for (const { page, line, target } of links) {
      const [path = '', anchor] = target.split('#');
      const file = path === '' ? join(repoRoot, page) : join(repoRoot, dirname(page), decodeURI(path));
      const where = `${page}:${line}: ${target}`;
      if (!existsSync(file)) {
        broken.push(`${where} (no ${relative(repoRoot, file)})`);
        continue;
      }
      if (anchor === undefined || statSync(file).isDirectory() || !file.endsWith('.md')) continue;
      if (!anchorsOf(readFileSync(file, 'utf8')).has(decodeURIComponent(anchor)))
        broken.push(`${where} (no heading #${anchor} in ${relative(repoRoot, file)})`);
    }
    expect(broken).toEqual([]);
  });

  it('reads headings the way GitHub names them', () => {
    const anchors = anchorsOf(
      '# The gateway: `createProxy`\n## Run identity\n## Run identity\n### 2026-12-03 (sixth session): one hop\n```\n# not a heading\n```\n',
    );
    expect([...anchors]).toEqual([
      'the-gateway-createproxy',
      'run-identity',
      'run-identity-1',
      '2026-12-03-sixth-session-one-hop',
    ]);
  });
});
