import { type Command, Option } from 'commander';
import { postWebhook } from '../notify/post-webhook.js';
import { type WebhookFormat, webhookFormats, webhookPayload } from '../notify/webhook-payload.js';
import { currencyTotalLines, dailyChart, dailyTable } from '../report/daily-report.js';
import { renderTable } from '../report/render.js';
import { openSqliteEventReader } from '../stores/sqlite/sqlite-event-reader.js';
import { defaultDb, parseDate, parseNonNegativeInteger, parsePositive } from './cli-options.js';
import { UsageError } from './usage-error.js';

interface NotifyFlags {
  readonly db: string;
  readonly webhook: string;
  readonly format: WebhookFormat;
  readonly date?: string;
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
    .addOption(new Option('--format <format>', 'chat format').choices([...webhookFormats]).default('text'))
    .option('--date <date>', 'UTC day to report (default: yesterday)', parseDate)
    .option('--db <file>', 'event store', defaultDb)
    .option('--retries <n>', 'retries after the first attempt (0: no retry)', parseNonNegativeInteger, 3)
    .option('--backoff <ms>', 'first wait before a retry; doubles each time', parsePositive, 500)
    .action(async (flags: NotifyFlags) => {
      try {
        new URL(flags.webhook);
      } catch {
        throw new UsageError(`--webhook must be an http(s) URL, got "${flags.webhook}"`);
      }
      const day = flags.date ?? yesterday();
      const reader = openSqliteEventReader(flags.db);
      let text: string;
      try {
        const rows = await reader.daily({ since: day, until: day });
        text =
          rows.length === 0
            ? `loopguard daily report ${day}: no LLM calls`
            : `loopguard daily report ${day}\n${renderTable(dailyTable(rows, 'task_type_agent'))}\n${currencyTotalLines(rows).join('\n')}\n\n${dailyChart(rows)}`;
      } finally {
        await reader.close();
      }
      const payload = webhookPayload(flags.format, text);
      const result = await postWebhook({
        url: flags.webhook,
        ...payload,
        retries: flags.retries,
        backoffMs: flags.backoff,
      });
      console.log(`posted the ${day} report (${flags.format}) in ${result.attempts} attempt(s)`);
    });
}
