import { describe, expect, it } from 'vitest';
import { GuardError } from '../errors.js';
import { createGuard } from '../guard/guard.js';
import { observeResult } from '../guard/observe-result.js';
import { readMcpToolResult } from './mcp-tool-result.js';

/** A player lookup as an MCP server answers it: the tool's JSON inside a text block, its meta fresh each call. */
const lookup = (call: number) =>
  JSON.stringify({
    content: [
      {
        type: 'text',
        text: JSON.stringify(
          {
            player: {
              id: '647-5042-2483',
              nickname: 'ShadowFox',
              level: 83,
              region: 'LATAM',
              wallet: { gems: 6525, gold: 242625 },
              lifetime_spend_usd: 0,
              banned: false,
              created_at: '2024-03-11',
            },
            session: { online: false, last_seen: '2026-12-05T23:58:01Z' },
            meta: {
              shard: 'ps-fra-1',
              cache: 'HIT',
              req: ['07ec1457544fafab', 'ff12d6dc2931e110', '1126536baa4d67f3', '9c0e2b7d11aa4f05'][call % 4],
              ms: [5, 56, 15, 31, 9, 22][call],
            },
          },
          null,
          2,
        ),
      },
    ],
  });

describe('readMcpToolResult', () => {
  it('reads the text blocks of a CallToolResult given as JSON text or as an object', () => {
    expect(readMcpToolResult('{"content":[{"type":"text","text":"a"},{"type":"text","text":"b"}]}')).toEqual({
      text: 'a\nb',
      isError: false,
    });
    expect(readMcpToolResult({ content: [{ type: 'text', text: 'quota exceeded' }], isError: true })).toEqual(
      { text: 'quota exceeded', isError: true },
    );
  });

  it('reads an embedded text resource as its URI and text, and marks a blob resource by its digest', () => {
    const passage = {
      type: 'resource',
      resource: { uri: 'pm://chunks/pro-31:000', mimeType: 'text/plain', text: 'Mould caused by tenants…' },
    };
    expect(readMcpToolResult({ content: [{ type: 'text', text: '1 passage' }, passage] })?.text).toBe(
      '1 passage\npm://chunks/pro-31:000\nMould caused by tenants…',
    );
    const blob = {
      type: 'resource',
      resource: { uri: 'pm://a.png', mimeType: 'image/png', blob: 'iVBORw0KGgo=' },
    };
    const other = {
      type: 'resource',
      resource: { uri: 'pm://a.png', mimeType: 'image/png', blob: 'R0lGODlh' },
    };
    const marked = readMcpToolResult({ content: [blob] })?.text ?? '';
    expect(marked).toMatch(/^<resource image\/png \w+>$/);
    expect(readMcpToolResult({ content: [other] })?.text).not.toBe(marked);
  });

  it('reads the structured content when no block holds text', () => {
    expect(readMcpToolResult({ content: [], structuredContent: { temperature: 22.5 } })?.text).toBe(
      '{"temperature":22.5}',
    );
  });

  it('leaves any other result alone: a content field beside others, blocks of unknown kinds, plain text', () => {
    expect(readMcpToolResult('{"content":[{"type":"text","text":"x"}],"author":"me"}')).toBeUndefined();
    expect(readMcpToolResult({ content: [{ type: 'paragraph', text: 'x' }] })).toBeUndefined();
    expect(readMcpToolResult('{"content": [1, 2]}')).toBeUndefined();
    expect(readMcpToolResult('{"content":[ broken')).toBeUndefined();
    expect(readMcpToolResult('content: [text]')).toBeUndefined();
  });

  it('lets the guard see a repeat through the envelope, its request ids and timings churning inside', () => {
    const guard = createGuard({ maxRounds: null, maxTokens: null, maxDurationMs: null });
    let stopped: unknown;
    for (let call = 0; call < 6 && stopped === undefined; call++) {
      try {
        guard.beforeCall().end({
          toolCalls: [
            {
              id: `c${call}`,
              name: 'liveops__player_get',
              arguments: { player_id: `647-5042-2483${' '.repeat(call % 3)}` },
            },
          ],
        });
        guard.recordToolResult({ toolCallId: `c${call}`, name: 'liveops__player_get', result: lookup(call) });
      } catch (error) {
        stopped = { error, call };
      }
    }
    expect(stopped).toMatchObject({ call: 3 });
    expect((stopped as { error: unknown }).error).toBeInstanceOf(GuardError);
  });

  it('reads a search answered "nothing found" inside the envelope as empty', () => {
    const read = observeResult({
      result: '{"content":[{"type":"text","text":"Found 0 results for \\"fan power defrost ratio\\"."}]}',
    });
    expect(read.observation.empty).toBe(true);
    expect(read.observation.failed).toBe(false);
  });

  it('reads an MCP error block as a failure, and the text inside as what the tool said', () => {
    const read = observeResult({
      result: '{"content":[{"type":"text","text":"EPO OPS: quota black, retry later"}],"isError":true}',
    });
    expect(read.observation.failed).toBe(true);
    expect(read.observation.text).toBe('EPO OPS: quota black, retry later');
  });
});
