import { Command, CommanderError } from 'commander';
import { ConfigError } from '../errors.js';
import { WebhookError } from '../notify/post-webhook.js';
import { StoreError } from '../stores/sqlite/store-error.js';
import { UsageError } from './usage-error.js';
import { VERSION } from './version.js';

type Register = (program: Command) => void;

// The command line after main.ts has answered `--version`. Each command is loaded only when it runs: replay
// need not pay for SQLite, the reports not for the tokenizer. Help lists them all, so it loads them all.
const commands: Readonly<Record<string, () => Promise<Register>>> = {
  replay: async () => (await import('./replay-command.js')).registerReplayCommand,
  report: async () => (await import('./report-command.js')).registerReportCommand,
  trace: async () => (await import('./trace-command.js')).registerTraceCommand,
  calibrate: async () => (await import('./calibrate-command.js')).registerCalibrateCommand,
  notify: async () => (await import('./notify-command.js')).registerNotifyCommand,
  alert: async () => (await import('./alert-command.js')).registerAlertCommand,
  store: async () => (await import('./store-command.js')).registerStoreCommand,
  'mock-llm': async () => (await import('./mock-llm-command.js')).registerMockLlmCommand,
  dashboard: async () => (await import('./dashboard-command.js')).registerDashboardCommand,
  proxy: async () => (await import('./proxy-command.js')).registerProxyCommand,
};

const program = new Command()
  .name('loopguard')
  .description('Stops LLM agents from burning money in loops.')
  .version(VERSION)
  .showHelpAfterError()
  .exitOverride();
program.configureHelp({ showGlobalOptions: true });

const requested = process.argv[2];
const wanted =
  requested !== undefined && requested in commands
    ? [requested]
    : requested === '--version' || requested === '-V'
      ? []
      : Object.keys(commands);
for (const name of wanted) (await (commands[name] as () => Promise<Register>)())(program);
for (const command of program.commands) {
  command.exitOverride();
  for (const sub of command.commands) sub.exitOverride();
}

// `loopguard trace x | head` closes stdout early; that is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Commander exits 1 for a bad flag or argument; a usage error is 2 here, as for every other command line
    // mistake (README: exit codes). Help and version stay 0.
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else if (ConfigError.isInstance(error) || StoreError.isInstance(error) || error instanceof UsageError) {
    console.error(`loopguard: ${error.message}`);
    process.exitCode = 2;
  } else if (error instanceof WebhookError) {
    console.error(`loopguard: ${error.message}`);
    process.exitCode = 1;
  } else {
    console.error(`loopguard: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
}
