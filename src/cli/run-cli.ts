import { createRequire } from 'node:module';
import { type CommandEntry, commands, registerSummaries, requestedCommand } from './command-list.js';
import { VERSION } from './version.js';

// commander is CommonJS: required directly it skips the ESM wrapper and the lexing of its exports that an
// `import` costs at every start. The command modules' own imports of it get these same classes.
const { Command, CommanderError } = createRequire(import.meta.url)('commander') as typeof import('commander');

const program = new Command()
  .name('loopguard')
  .description('Stops LLM agents from burning money in loops.')
  .version(VERSION)
  .showHelpAfterError()
  .exitOverride();
program.configureHelp({ showGlobalOptions: true });

// The command line after main.ts has answered `--version`: it loads only the command it runs (replay need
// not pay for SQLite, the reports not for the tokenizer), and the root help or a mistyped command none.
const requested = requestedCommand(process.argv);
if (requested) (await (commands[requested] as CommandEntry).load())(program);
else registerSummaries(program);
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
  } else {
    const { message, exitCode } = await describeFailure(error);
    console.error(`loopguard: ${message}`);
    process.exitCode = exitCode;
  }
}

// The error classes (and the secret scrubbing behind them) load only when a command fails: the root help
// and every command that succeeds do without them.
async function describeFailure(error: unknown): Promise<{ message: string; exitCode: number }> {
  const [{ ConfigError }, { StoreError }, { WebhookError }, { UsageError }] = await Promise.all([
    import('../errors.js'),
    import('../stores/sqlite/store-error.js'),
    import('../notify/post-webhook.js'),
    import('./usage-error.js'),
  ]);
  if (ConfigError.isInstance(error) || StoreError.isInstance(error) || error instanceof UsageError) {
    return { message: error.message, exitCode: 2 };
  }
  if (error instanceof WebhookError) return { message: error.message, exitCode: 1 };
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return { message, exitCode: 1 };
}
