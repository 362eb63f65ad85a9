import { Command, CommanderError } from 'commander';
import { ConfigError } from '../errors.js';
import { WebhookError } from '../notify/post-webhook.js';
import { StoreError } from '../stores/sqlite/store-error.js';
import { type CommandEntry, commands, registerSummaries, requestedCommand } from './command-list.js';
import { UsageError } from './usage-error.js';
import { VERSION } from './version.js';

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
