import { type ChatMessage, messageUnits, plainText, truncateMessage } from './chat-message.js';
import type { ChatPlatform } from './chat-platform.js';
import { DINGTALK_BODY_BYTES, dingtalkPayload } from './dingtalk-payload.js';
import { FEISHU_BODY_BYTES, feishuPayload } from './feishu-payload.js';
import { SLACK_BLOCK_TEXT_CHARS, slackFits, slackPayload } from './slack-payload.js';
import { WECOM_CONTENT_BYTES, wecomFits, wecomPayload } from './wecom-payload.js';

/** An HTTP body ready for a platform's webhook. */
export interface ChatPayload {
  readonly body: string;
  readonly contentType: string;
  /** Lines, table rows and chart lines left out to fit the platform's size limit (0: none). */
  readonly omitted: number;
}

interface PlatformFormat {
  readonly render: (message: ChatMessage) => string;
  readonly fits: (body: string) => boolean;
  /** The limit, as the note at the end of a cut message names it. */
  readonly limit: string;
}

const bytesAtMost = (limit: number) => (body: string) => Buffer.byteLength(body) <= limit;

/** The `generic` body: the message as plain text plus its structured data, for any JSON receiver. */
function genericPayload(message: ChatMessage): string {
  return JSON.stringify({
    source: 'loopguard',
    title: message.title,
    severity: message.severity,
    text: plainText(message),
    ...message.data,
  });
}

const formats: Readonly<Record<ChatPlatform, PlatformFormat>> = {
  slack: { render: slackPayload, fits: slackFits, limit: `Slack's ${SLACK_BLOCK_TEXT_CHARS} characters` },
  feishu: {
    render: feishuPayload,
    fits: bytesAtMost(FEISHU_BODY_BYTES),
    limit: `Feishu's ${FEISHU_BODY_BYTES} bytes`,
  },
  dingtalk: {
    render: dingtalkPayload,
    fits: bytesAtMost(DINGTALK_BODY_BYTES),
    limit: `DingTalk's ${DINGTALK_BODY_BYTES} bytes`,
  },
  wecom: { render: wecomPayload, fits: wecomFits, limit: `WeCom's ${WECOM_CONTENT_BYTES} bytes` },
  // No platform behind it to refuse a size; a receiver of ours reads what it is sent.
  generic: { render: genericPayload, fits: () => true, limit: '' },
};

/**
 * The message in a platform's webhook format, cut to fit its size limit when it must be: whole lines and
 * table rows are left out from the end, and a last line says how many and why, so a cut message never
 * passes for a whole one.
 * @example const { body, contentType } = chatPayload('slack', message);
 */
export function chatPayload(platform: ChatPlatform, message: ChatMessage): ChatPayload {
  const format = formats[platform];
  const contentType = 'application/json; charset=utf-8';
  const whole = format.render(message);
  if (format.fits(whole)) return { body: whole, contentType, omitted: 0 };
  const note = (omitted: number) => `… ${omitted} more line(s) not shown, to fit ${format.limit}`;
  const fitted = (keep: number) => {
    const cut = truncateMessage(message, keep, note);
    const body = format.render(cut);
    // The note is one line of the cut message; a chart cut short went out whole.
    return format.fits(body) ? { body, omitted: total - (messageUnits(cut) - 1) } : undefined;
  };
  // The largest number of lines that fits, by bisection: each try renders the whole message once.
  const total = messageUnits(message);
  let best = fitted(0);
  if (best === undefined) {
    // Not even the title fits: a shorter title and the note alone.
    const short: ChatMessage = {
      ...message,
      title: `${message.title.slice(0, 100)}…`,
      sections: [{ kind: 'lines', lines: [[note(total)]] }],
    };
    return { body: format.render(short), contentType, omitted: total };
  }
  let low = 0;
  let high = total - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = fitted(middle);
    if (candidate === undefined) high = middle - 1;
    else {
      best = candidate;
      low = middle;
    }
  }
  return { body: best.body, contentType, omitted: best.omitted };
}
