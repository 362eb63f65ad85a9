import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { followRunContents } from '../src/dashboard/follow-run-contents.js';

const directory = mkdtempSync(join(tmpdir(), 'loopguard-follow-transcripts-'));
const line = (id: string, reply: string) =>
  `${JSON.stringify({
    id,
    messages: [
      { role: 'user', content: 'go' },
      { role: 'assistant', content: reply },
    ],
  })}\n`;

describe('followRunContents', () => {
  it('reads runs appended after start, a line still being written once it ends', () => {
    const path = join(directory, 'grows.jsonl');
    writeFileSync(path, line('r1', 'first'));
    const followed = followRunContents(path);
    expect(followed.get('r1')?.[0]?.reply).toBe('first');
    expect(followed.get('r2')).toBeUndefined();
    const next = line('r2', 'second – done');
    appendFileSync(path, next.slice(0, 30));
    followed.refresh();
    expect(followed.get('r2')).toBeUndefined();
    appendFileSync(path, next.slice(30));
    followed.refresh();
    expect(followed.get('r2')?.[0]?.reply).toBe('second – done');
    expect(followed.version).toBe(Buffer.byteLength(line('r1', 'first') + next));
  });

  it('reads lines longer than its read size, a last line without its newline, and the latest line of a run', () => {
    const path = join(directory, 'long.jsonl');
    const long = 'x'.repeat(3 * 2 ** 20);
    writeFileSync(path, line('big', long) + line('again', 'first').trimEnd());
    const followed = followRunContents(path);
    expect(followed.get('big')?.[0]?.reply).toBe(long);
    expect(followed.get('again')?.[0]?.reply).toBe('first');
    appendFileSync(path, `\n${line('again', 'second')}`);
    followed.refresh();
    expect(followed.get('again')?.[0]?.reply).toBe('second');
    expect(followed.get('big')?.[0]?.reply).toBe(long);
  });

  it('reads the file again when it was replaced by a shorter one', () => {
    const path = join(directory, 'replaced.jsonl');
    writeFileSync(path, line('old-a', 'a') + line('old-b', 'b'));
    const followed = followRunContents(path);
    writeFileSync(path, line('new', 'c'));
    followed.refresh();
    expect(followed.get('old-a')).toBeUndefined();
    expect(followed.get('new')?.[0]?.reply).toBe('c');
  });

  it('names a bad line at start; skips one appended later, keeping the runs after it', () => {
    const path = join(directory, 'bad.jsonl');
    writeFileSync(path, `${line('r1', 'x')}{"id":3}\n`);
    expect(() => followRunContents(path)).toThrow(
      `${path}:2: expected a run {"id": "...", "messages": [...]}`,
    );
    writeFileSync(path, line('r1', 'x'));
    const followed = followRunContents(path);
    appendFileSync(path, `not json\n${line('r3', 'after')}`);
    followed.refresh();
    expect(followed.get('r3')?.[0]?.reply).toBe('after');
  });

  it('waits for a file not written yet when told it may be missing, and refuses a missing one otherwise', () => {
    const path = join(directory, 'later.jsonl');
    expect(() => followRunContents(path)).toThrow(`transcripts ${path} cannot be read`);
    const followed = followRunContents(path, { mustExist: false });
    expect(followed.get('r1')).toBeUndefined();
    writeFileSync(path, line('r1', 'now'));
    followed.refresh();
    expect(followed.get('r1')?.[0]?.reply).toBe('now');
  });
});
