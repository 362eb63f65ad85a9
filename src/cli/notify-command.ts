import { type Command, Option } from 'commander';
import { lineText } from '../notify/chat-message.js';
import { chatPayload } from '../notify/chat-payload.js';
import { type ChatPlatform, chatPlatforms, platformFromUrl } from '../notify/chat-platform.js';
import { anomalyLines, dailyAnomalies, daysBefore } from '../notify/daily-anomalies.js';
import { dailyReportMessage } from '../notify/daily-report-message.js';
import { dryRunText } from '../notify/dry-run-text.js';
import { postWebhook } from '../notify/post-webhook.js';
import { type WebhookFormat, webhookFormats, webhookPayload } from '../notify/webhook-payload.js';
import { currencyTotalLines, dailyChart, dailyTable } from '../report/daily-report.js';
import { renderTable } from '../report/render.js';
import { openEventReader } from '../stores/open-event-store.js';
import { defaultDb, parseDate, parseNonNegativeInteger, parsePositive } from './cli-options.js';
import { UsageError } from './usage-error.js';

interface NotifyFlags {
  readonly db: string;
  readonly webhook: string;
  readonly platform?: ChatPlatform;
  readonly format?: WebhookFormat;
  readonly date?: string;
  readonly anomalies: boolean;
  readonly dryRun?: boolean;
  readonly retries: number;
  readonly backoff: number;
}

function yesterday(): string {
  return new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
}

/** `loopguard notify --webhook URL`: posts yesterday's daily report to a team chat. */
export function registerNotifyCommand(program: Command): void {
  program
    .command('notify')
    .description("post yesterday's daily report with its text chart to a team chat webhook")
    .requiredOption('--webhook <url>', 'incoming webhook URL')
    .addOption(
      new Option(
        '--platform <platform>',
        'message format (default: from the URL host, else generic)',
      ).choices([...chatPlatforms]),
    )
    .addOption(
      new Option('--format <format>', 'plain-text message in that chat (before --platform)')
        .choices([...webhookFormats])
        .conflicts('platform'),
    )
    .option('--date <date>', 'UTC day to report (default: yesterday)', parseDate)
    .option('--db <file>', 'event store', defaultDb)
    .option(
      '--no-anomalies',
      'leave out the lines on agents whose trips or cost jumped against their last 7 days',
    )
    .option('--dry-run', 'print what would be posted (the URL without its secret) and post nothing')
    .option('--retries <n>', 'retries after the first attempt (0: no retry)', parseNonNegativeInteger, 3)
    .option('--backoff <ms>', 'first wait before a retry; doubles each time', parsePositive, 500)
    .action(async (flags: NotifyFlags) => {
      try {
        new URL(flags.webhook);
      } catch {
        throw new UsageError(`--webhook must be an http(s) URL, got "${flags.webhook}"`);
      }
      const day = flags.date ?? yesterday();
      const reader = await openEventReader(flags.db);
      let rows: Awaited<ReturnType<typeof reader.daily>>;
      let anomalies: ReturnType<typeof anomalyLines> = [];
      try {
        rows = await reader.daily({ since: day, until: day });
        if (flags.anomalies) {
          const byAgent = await reader.daily({ since: daysBefore(day, 7).at(-1), until: day }, 'agent');
          anomalies = anomalyLines(dailyAnomalies(byAgent, day));
        }
      } finally {
        await reader.close();
      }
      let payload: { body: string; contentType: string; omitted?: number };
      let shown: string;
      if (flags.format) {
        const text =
          rows.length === 0
            ? `loopguard daily report ${day}: no LLM calls`
            : `loopguard daily report ${day}\n${renderTable(dailyTable(rows, 'task_type_agent'))}\n${currencyTotalLines(rows).join('\n')}\n\n${dailyChart(rows)}`;
        const unusual = anomalies.map(lineText).join('\n');
        payload = webhookPayload(flags.format, unusual ? `${text}\n\n${unusual}` : text);
        shown = flags.format;
      } else {
        const platform = flags.platform ?? platformFromUrl(flags.webhook);
        payload = chatPayload(platform, dailyReportMessage(day, rows, anomalies));
        shown = platform;
      }
      const cut = payload.omitted ? `; ${payload.omitted} line(s) cut to fit the platform's size limit` : '';
      const unusual = anomalies.length > 0 ? `; ${anomalies.length} unusual agent(s)` : '';
      if (flags.dryRun) {
        console.log(dryRunText(flags.webhook, shown, payload));
        console.log(`dry run, nothing posted: the ${day} report (${shown})${unusual}${cut}`);
        return;
      }
      const result = await postWebhook({
        url: flags.webhook,
        body: payload.body,
        contentType: payload.contentType,
        retries: flags.retries,
        backoffMs: flags.backoff,
      });
      console.log(`posted the ${day} report (${shown}) in ${result.attempts} attempt(s)${unusual}${cut}`);
    });
}
