/** Team chat formats `loopguard notify` can post. */
export const webhookFormats = ['text', 'slack', 'feishu', 'dingtalk', 'wecom'] as const;

/** A team chat format. */
export type WebhookFormat = (typeof webhookFormats)[number];

/** The HTTP body and content type for a plain-text message in each chat's webhook format. */
export function webhookPayload(format: WebhookFormat, text: string): { body: string; contentType: string } {
  switch (format) {
    case 'text':
      return { body: text, contentType: 'text/plain; charset=utf-8' };
    case 'slack':
      return { body: JSON.stringify({ text: `\`\`\`\n${text}\n\`\`\`` }), contentType: 'application/json' };
    case 'feishu':
      return {
        body: JSON.stringify({ msg_type: 'text', content: { text } }),
        contentType: 'application/json',
      };
    case 'dingtalk':
    case 'wecom':
      return {
        body: JSON.stringify({ msgtype: 'text', text: { content: text } }),
        contentType: 'application/json',
      };
  }
}
