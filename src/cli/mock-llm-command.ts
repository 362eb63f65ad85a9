import { readFile } from 'node:fs/promises';
import { type Command, InvalidArgumentError } from 'commander';
import { parseTranscripts } from '../replay/transcript.js';
import { scriptPerConversation } from '../testing/conversation-script.js';
import { scriptFromTranscript } from '../testing/scripted-model.js';
import { DEFAULT_MAX_BODY_BYTES, type Fault, startScriptedServer } from '../testing/scripted-server.js';
import { parsePositive } from './cli-options.js';
import { stopSignal } from './stop-signal.js';
import { UsageError } from './usage-error.js';

interface MockFlags {
  readonly script: string;
  readonly run?: string;
  readonly port: number;
  readonly host: string;
  readonly latency?: number;
  readonly chunkDelay?: number;
  readonly fail: string[];
  readonly cut: string[];
  readonly maxBodyBytes: number;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new InvalidArgumentError(`expected a port 0–65535, got "${value}".`);
  return port;
}

function collectPair(label: string) {
  return (value: string, previous: string[]) => {
    if (!/^\d+:\d+$/.test(value))
      throw new InvalidArgumentError(
        `expected ROUND:${label}, e.g. 2:${label === 'STATUS' ? '500' : '3'}, got "${value}".`,
      );
    return [...previous, value];
  };
}

/**
 * `loopguard mock-llm`: the scripted OpenAI-compatible (chat completions and Responses) and
 * Anthropic-compatible server, from a recorded run. `--fail 2:500` answers the second request with a 500 and
 * leaves turn 2 for the next one, as a real provider's retry would get the answer.
 */
export function registerMockLlmCommand(program: Command): void {
  program
    .command('mock-llm')
    .description(
      'serve a recorded run as an OpenAI- (chat completions, Responses) and Anthropic-compatible model on 127.0.0.1, to reproduce an incident without paying',
    )
    .requiredOption(
      '--script <file>',
      'transcript (.json or .jsonl, the replay format); each conversation plays it from its first turn (named by the x-mock-llm-conversation header, else by its first user message)',
    )
    .option('--run <id>', 'which run of the file (default: the first)')
    .option('--port <port>', 'port, 0 for any free one', parsePort, 8080)
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--latency <ms>', 'delay before every answer', parsePositive)
    .option('--chunk-delay <ms>', 'delay between stream chunks', parsePositive)
    .option(
      '--fail <round:status>',
      'answer the ROUND-th request with an HTTP error, without using up a turn: the next request gets it (repeatable)',
      collectPair('STATUS'),
      [],
    )
    .option(
      '--cut <round:chunks>',
      "cut that round's stream after so many chunks (repeatable)",
      collectPair('CHUNKS'),
      [],
    )
    .option(
      '--max-body-bytes <bytes>',
      'largest request body accepted; larger ones get 413',
      parsePositive,
      DEFAULT_MAX_BODY_BYTES,
    )
    .action(async (flags: MockFlags) => {
      let text: string;
      try {
        text = await readFile(flags.script, 'utf8');
      } catch {
        throw new UsageError(`--script ${flags.script}: file not found or unreadable`);
      }
      const parsed = parseTranscripts(text, flags.script);
      for (const issue of parsed.issues)
        console.error(`loopguard mock-llm: ${issue.source}: ${issue.message}`);
      const run = flags.run ? parsed.runs.find((item) => item.id === flags.run) : parsed.runs[0];
      if (!run) {
        throw new UsageError(
          flags.run
            ? `no run "${flags.run}" in ${flags.script} (runs: ${parsed.runs.map((item) => item.id).join(', ')})`
            : `no run in ${flags.script}`,
        );
      }
      const faults: Record<number, Fault> = {};
      for (const spec of flags.fail) {
        const [round, status] = spec.split(':').map(Number) as [number, number];
        faults[round] = { ...faults[round], status };
      }
      for (const spec of flags.cut) {
        const [round, chunks] = spec.split(':').map(Number) as [number, number];
        faults[round] = { ...faults[round], cutAfterChunks: chunks };
      }
      if (flags.latency) {
        for (let round = 1; round <= 10_000; round++)
          faults[round] = { latencyMs: flags.latency, ...faults[round] };
      }
      const script = scriptFromTranscript(run);
      // Each conversation (an agent's run) plays the recorded run from its first turn.
      const conversations = scriptPerConversation(script);
      const stopped = stopSignal();
      const server = await startScriptedServer({
        script: conversations.play,
        port: flags.port,
        host: flags.host,
        faults: (round) => faults[round],
        maxBodyBytes: flags.maxBodyBytes,
        ...(flags.chunkDelay ? { chunkDelayMs: flags.chunkDelay } : {}),
      });
      console.log(`scripted model listening on ${server.url} (${script.length} turns of run ${run.id})`);
      console.log(`  OpenAI:    baseURL ${server.openAIBaseURL} (chat/completions and responses)`);
      console.log(`  Anthropic: baseURL ${server.url}`);
      let logged = 0;
      const logRequests = () => {
        for (; logged < server.requests.length; logged++) {
          const request = server.requests[logged];
          if (!request) continue;
          const played = conversations.turnOf(request.round);
          const conversation =
            played && played.conversation > 1 ? ` of conversation ${played.conversation}` : '';
          console.error(
            `#${request.round} ${request.api} ${request.path}${request.stream ? ' (stream)' : ''} ${
              played === undefined ? '-> scripted fault' : `-> turn ${played.turn}${conversation}`
            }`,
          );
        }
      };
      const report = setInterval(logRequests, 100);
      await stopped;
      clearInterval(report);
      // Requests answered since the last tick are logged too, so the log is whole when the command ends.
      logRequests();
      await server.close();
      console.log(
        `served ${server.requests.length} requests in ${conversations.conversations} conversation${conversations.conversations === 1 ? '' : 's'}`,
      );
    });
}
