import type { Command } from 'commander';
import { UsageError } from './usage-error.js';

/**
 * `loopguard proxy`: the gateway, every guarded call of agents in any language checked before it reaches the
 * model API.
 */
export function registerProxyCommand(program: Command): void {
  program
    .command('proxy')
    .description('serve the gateway: an OpenAI- and Anthropic-compatible proxy that guards every run')
    .action(() => {
      throw new UsageError('loopguard proxy is not built yet');
    });
}
