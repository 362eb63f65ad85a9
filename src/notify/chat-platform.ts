/** Team chats whose incoming webhooks `notify`, `alert` and the alert listener post to, each in its own format. */
export const chatPlatforms = ['slack', 'feishu', 'dingtalk', 'wecom', 'generic'] as const;

/** A team chat platform; `generic` is plain JSON for any other receiver. */
export type ChatPlatform = (typeof chatPlatforms)[number];

// The hosts each platform issues its webhook URLs on (Lark is Feishu outside China).
const hosts: readonly (readonly [RegExp, ChatPlatform])[] = [
  [/^hooks\.slack\.com$/, 'slack'],
  [/^open\.(feishu\.cn|larksuite\.com|larkoffice\.com)$/, 'feishu'],
  [/^oapi\.dingtalk\.com$/, 'dingtalk'],
  [/^qyapi\.weixin\.qq\.com$/, 'wecom'],
];

/**
 * The platform a webhook URL belongs to, from its host; `generic` for any other host (a relay, a local
 * receiver) or a URL that does not parse.
 * @example platformFromUrl('https://hooks.slack.com/services/T0/B0/x') // 'slack'
 */
export function platformFromUrl(url: string): ChatPlatform {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'generic';
  }
  return hosts.find(([pattern]) => pattern.test(host))?.[1] ?? 'generic';
}
