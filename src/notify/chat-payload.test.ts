import { describe, expect, it } from 'vitest';
import type { ChatMessage } from './chat-message.js';
import { chatPayload } from './chat-payload.js';
import { platformFromUrl } from './chat-platform.js';
import { displayWidth, monospaceTable } from './monospace-table.js';

function bigMessage(rows: number): ChatMessage {
  return {
    title: 'loopguard: many trips',
    severity: 'alert',
    sections: [
      {
        kind: 'table',
        keyColumns: 2,
        table: {
          head: ['agent', 'trip', 'count'],
          rows: Array.from({ length: rows }, (_, index) => [`清洗-agent-${index}`, 'LOOP_DETECTED', index]),
        },
      },
      {
        kind: 'lines',
        lines: Array.from({ length: rows }, (_, index) => [{ code: `agent-${index}` }, ' tripped <again>']),
      },
    ],
  };
}

const note = /… (\d+) more line\(s\) not shown, to fit /;

describe('chatPayload', () => {
  it('sends a small message whole on every platform', () => {
    for (const platform of ['slack', 'feishu', 'dingtalk', 'wecom', 'generic'] as const) {
      const payload = chatPayload(platform, bigMessage(3));
      expect(payload.omitted, platform).toBe(0);
      expect(payload.body, platform).not.toMatch(note);
    }
  });

  it('cuts Slack to 50 blocks of at most 3000 characters and 12000 in all, saying how much it left out', () => {
    const payload = chatPayload('slack', bigMessage(600));
    const body = JSON.parse(payload.body) as { blocks: { text: { text: string } }[] };
    expect(body.blocks.length).toBeLessThanOrEqual(50);
    for (const block of body.blocks) expect(block.text.text.length).toBeLessThanOrEqual(3_000);
    expect(body.blocks.reduce((sum, block) => sum + block.text.text.length, 0)).toBeLessThanOrEqual(12_000);
    const last = body.blocks.at(-1)?.text.text ?? '';
    expect(Number(note.exec(last)?.[1])).toBe(payload.omitted);
    expect(payload.omitted).toBeGreaterThan(0);
    expect(chatPayload('slack', bigMessage(1)).body).toContain('`agent-0` tripped &lt;again&gt;');
  });

  it('keeps Feishu and DingTalk bodies within 20000 bytes and WeCom content within 4096, in UTF-8', () => {
    const feishu = chatPayload('feishu', bigMessage(600));
    expect(Buffer.byteLength(feishu.body)).toBeLessThanOrEqual(20_000);
    expect(feishu.body).toMatch(/to fit Feishu's 20000 bytes/);
    const dingtalk = chatPayload('dingtalk', bigMessage(600));
    expect(Buffer.byteLength(dingtalk.body)).toBeLessThanOrEqual(20_000);
    const wecom = chatPayload('wecom', bigMessage(600));
    const content = (JSON.parse(wecom.body) as { markdown: { content: string } }).markdown.content;
    expect(Buffer.byteLength(content)).toBeLessThanOrEqual(4_096);
    expect(Number(note.exec(content)?.[1])).toBe(wecom.omitted);
    // As much as fits is kept: one more line would not have.
    expect(Buffer.byteLength(content)).toBeGreaterThan(4_096 - 200);
  });

  it('renders each platform in its own markup', () => {
    const message = bigMessage(1);
    const feishu = JSON.parse(chatPayload('feishu', message).body);
    expect(feishu.msg_type).toBe('interactive');
    expect(feishu.card.header).toEqual({
      title: { tag: 'plain_text', content: 'loopguard: many trips' },
      template: 'red',
    });
    expect(feishu.card.elements[0].content).toMatch(/^```\nagent/);
    expect(feishu.card.elements[1].content).toBe('`agent-0` tripped &lt;again&gt;');
    const dingtalk = JSON.parse(chatPayload('dingtalk', message).body);
    expect(dingtalk).toEqual({
      msgtype: 'markdown',
      markdown: {
        title: 'loopguard: many trips',
        text: '### loopguard: many trips\n\n- **清洗-agent-0 · LOOP_DETECTED**: count 0\n\n- **agent-0** tripped <again>',
      },
    });
    const wecom = JSON.parse(chatPayload('wecom', message).body);
    expect(wecom.markdown.content).toBe(
      '**<font color="warning">loopguard: many trips</font>**\n> **清洗-agent-0 · LOOP_DETECTED**: count 0\n> `agent-0` tripped <again>',
    );
    const generic = JSON.parse(chatPayload('generic', { ...message, data: { kind: 'test' } }).body);
    expect(generic).toMatchObject({
      source: 'loopguard',
      title: 'loopguard: many trips',
      severity: 'alert',
      kind: 'test',
    });
    expect(generic.text).toContain('清洗-agent-0 | LOOP_DETECTED |     0');
  });
});

describe('platformFromUrl', () => {
  it.each([
    ['https://hooks.slack.com/services/T0/B0/x', 'slack'],
    ['https://open.feishu.cn/open-apis/bot/v2/hook/x', 'feishu'],
    ['https://open.larksuite.com/open-apis/bot/v2/hook/x', 'feishu'],
    ['https://oapi.dingtalk.com/robot/send?access_token=x', 'dingtalk'],
    ['https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=x', 'wecom'],
    ['http://127.0.0.1:8080/hook', 'generic'],
    ['https://hooks.slack.com.evil.example/x', 'generic'],
    ['not a url', 'generic'],
  ])('takes %s for %s', (url, platform) => {
    expect(platformFromUrl(url)).toBe(platform);
  });
});

describe('monospaceTable', () => {
  it('pads by display width, so CJK names keep the columns straight, and right-aligns numbers', () => {
    const text = monospaceTable({
      head: ['agent', 'trips'],
      rows: [
        ['清洗', 12],
        ['writer', 3],
      ],
    });
    expect(text).toBe('agent  | trips\n-------+------\n清洗   |    12\nwriter |     3');
    expect(new Set(text.split('\n').map((line) => displayWidth(line.split(/[|+]/)[0] as string))).size).toBe(
      1,
    );
  });
});
