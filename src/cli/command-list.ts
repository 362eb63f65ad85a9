import type { Command } from 'commander';

/** Adds one command to the program. */
export type Register = (program: Command) => void;

/** A command of the CLI: how the root help lists it, and the module that registers it. */
export interface CommandEntry {
  /** The arguments and options as commander's root help shows them after the name. */
  readonly term: string;
  /** The command's description, as its module gives it. */
  readonly summary: string;
  readonly load: () => Promise<Register>;
}

// The root help lists every command from this table, so `loopguard --help` loads none of them; a test holds
// each summary equal to its module's description. A command line loads only the command it runs.
export const commands: Readonly<Record<string, CommandEntry>> = {
  replay: {
    term: '[options] <files...>',
    summary:
      'backtest a guard policy on recorded agent runs (.json, .jsonl, .yaml or .yml transcripts, or OTLP JSON spans)',
    load: async () => (await import('./replay-command.js')).registerReplayCommand,
  },
  report: {
    term: '',
    summary: 'reports from the event store',
    load: async () => (await import('./report-command.js')).registerReportCommand,
  },
  trace: {
    term: '[options] <taskId>',
    summary: 'every event of one task in order, the signatures grouped, and where the guard tripped',
    load: async () => (await import('./trace-command.js')).registerTraceCommand,
  },
  calibrate: {
    term: '[options]',
    summary:
      'observed p50/p95/max of completed runs and a suggested policy (p95 × factor), for all runs or per agent or task type',
    load: async () => (await import('./calibrate-command.js')).registerCalibrateCommand,
  },
  notify: {
    term: '[options]',
    summary: "post yesterday's daily report with its text chart to a team chat webhook",
    load: async () => (await import('./notify-command.js')).registerNotifyCommand,
  },
  alert: {
    term: '[options]',
    summary:
      'post new guard trips, daily budgets past a threshold and unusual days from the store to a team chat webhook',
    load: async () => (await import('./alert-command.js')).registerAlertCommand,
  },
  store: {
    term: '',
    summary: 'maintain the event store',
    load: async () => (await import('./store-command.js')).registerStoreCommand,
  },
  'mock-llm': {
    term: '[options]',
    summary:
      'serve a recorded run as an OpenAI- (chat completions, Responses) and Anthropic-compatible model on 127.0.0.1, to reproduce an incident without paying',
    load: async () => (await import('./mock-llm-command.js')).registerMockLlmCommand,
  },
  dashboard: {
    term: '[options]',
    summary:
      'serve the web dashboard (daily costs and trips, tools, traces, calibration) over an event store',
    load: async () => (await import('./dashboard-command.js')).registerDashboardCommand,
  },
  proxy: {
    term: '[options]',
    summary:
      'serve the gateway: an OpenAI- and Anthropic-compatible proxy that guards every run of every agent',
    load: async () => (await import('./proxy-command.js')).registerProxyCommand,
  },
};

/** The command a command line runs (`loopguard X ...` or `loopguard help X`), if it names one. */
export function requestedCommand(argv: readonly string[]): string | undefined {
  const first = argv[2] === 'help' ? argv[3] : argv[2];
  return first !== undefined && Object.hasOwn(commands, first) ? first : undefined;
}

/** Lists every command in the root help without loading any: a stand-in with the name, term and summary. */
export function registerSummaries(program: Command): void {
  for (const [name, entry] of Object.entries(commands)) program.command(name).description(entry.summary);
  program.configureHelp({
    showGlobalOptions: true,
    subcommandTerm: (command) => {
      const entry = Object.hasOwn(commands, command.name()) ? commands[command.name()] : undefined;
      return entry ? `${command.name()} ${entry.term}`.trimEnd() : `${command.name()} [command]`;
    },
  });
}
