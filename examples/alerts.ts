/**
 * Guard trips posted to a team chat the day they happen. A local HTTP server stands in for the chat's
 * incoming webhook (set LOOPGUARD_WEBHOOK to a real Slack, Feishu, DingTalk or WeCom URL to see it there).
 * Three nightly runs loop and are stopped: the first trip is posted at once, the next ones of the same agent
 * and code are held for the window and posted together by close(), with their count.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAlertListener, defineTool, runAgent } from 'loopguard';
import { createScriptedModel } from 'loopguard/testing';

const received: string[] = [];
const chat = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    received.push(body);
    response.end('{"ok":true}');
  });
});
await new Promise<void>((resolve) => chat.listen(0, '127.0.0.1', resolve));
const webhook =
  process.env.LOOPGUARD_WEBHOOK || `http://127.0.0.1:${(chat.address() as AddressInfo).port}/hook`;

// The platform comes from the URL's host (hooks.slack.com, open.feishu.cn, …); a local URL needs it named.
const alerts = createAlertListener({
  webhook,
  ...(process.env.LOOPGUARD_WEBHOOK ? {} : { platform: 'slack' as const }),
  windowMs: 10 * 60_000,
});

const cleanCsv = defineTool({
  name: 'clean_csv',
  run: async ({ path }: { path: string }) => `${path.trim()}: 980 rows kept`,
});
async function nightlyRun(taskId: string) {
  const { model } = createScriptedModel((round) => ({
    toolCalls: [{ name: 'clean_csv', arguments: { path: `/srv/sales.csv${' '.repeat(round % 2)}` } }],
  }));
  const result = await runAgent({
    model,
    modelName: 'gpt-4o-mini',
    task: 'Tidy up the sales CSV.',
    tools: [cleanCsv],
    guard: { taskId, agentName: 'cleaner', taskType: 'etl', onEvent: alerts.listener },
  });
  console.log(`${taskId}: ${result.state}, ${result.error?.code ?? 'no trip'}`);
}

await nightlyRun('nightly-clean-1');
await alerts.flush();
await nightlyRun('nightly-clean-2');
await nightlyRun('nightly-clean-3');
await alerts.flush();
console.log(
  `posted ${alerts.stats.messages} message(s); ${alerts.stats.pending} trip(s) held for the window`,
);
await alerts.close();
console.log(`after close: ${alerts.stats.messages} message(s), ${alerts.stats.dropped} dropped`);

for (const body of received) {
  const { blocks } = JSON.parse(body) as { blocks: { text: { text: string } }[] };
  console.log(`\n${blocks.map((block) => block.text.text).join('\n')}`);
}
chat.close();
