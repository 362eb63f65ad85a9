#!/usr/bin/env node
import { Command, CommanderError } from 'commander';
import { ConfigError } from '../errors.js';
import { registerReplayCommand } from './replay-command.js';

const program = new Command()
  .name('loopguard')
  .description('Stops LLM agents from burning money in loops.')
  .version('0.1.0')
  .showHelpAfterError()
  .exitOverride();

registerReplayCommand(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    process.exitCode = error.exitCode;
  } else if (ConfigError.isInstance(error)) {
    console.error(`loopguard: ${error.message}`);
    process.exitCode = 2;
  } else {
    console.error(`loopguard: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
}
