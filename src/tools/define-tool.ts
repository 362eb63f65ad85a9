import { isToolResultEnvelope, type ToolResultEnvelope } from './envelope.js';

/** What a tool's `run` receives besides its arguments. */
export interface ToolContext {
  /** Aborted when the run ends (deadline, trip). */
  readonly signal: AbortSignal | undefined;
  readonly runId: string;
  readonly round: number;
}

/** A tool the reference loop can call. */
export interface ToolDefinition<Args = Record<string, unknown>, Data = unknown> {
  readonly name: string;
  readonly description: string;
  /** JSON Schema of the arguments, sent to the model. @default { type: 'object' } */
  readonly parameters: Readonly<Record<string, unknown>>;
  /** Identical calls (same canonical signature) in one run reuse the first result. @default false */
  readonly idempotent: boolean;
  /** A successful call ends the run. @default false */
  readonly final: boolean;
  /** Runs the tool; the value is wrapped into an envelope unless it is one. A thrown error becomes `failed`. */
  run(args: Args, context: ToolContext): Promise<ToolResultEnvelope<Data>>;
}

/** Options of {@link defineTool}. */
export interface DefineToolOptions<Args, Data> {
  readonly name: string;
  readonly description?: string;
  readonly parameters?: Readonly<Record<string, unknown>>;
  /** @default false */
  readonly idempotent?: boolean;
  /** @default false */
  readonly final?: boolean;
  readonly run: (
    args: Args,
    context: ToolContext,
  ) => Data | ToolResultEnvelope<Data> | Promise<Data | ToolResultEnvelope<Data>>;
}

/**
 * Defines a tool whose results are always envelopes `{status, is_final, data, next_action_hint}`.
 * @example
 * const submit = defineTool({ name: 'submit_report', final: true, run: async ({ month }) => `report for ${month} filed` });
 */
export function defineTool<Args = Record<string, unknown>, Data = unknown>(
  options: DefineToolOptions<Args, Data>,
): ToolDefinition<Args, Data> {
  if (!/^[a-zA-Z0-9_-]{1,64}$/.test(options.name)) {
    throw new TypeError(
      `Expected tool \`name\` to match [a-zA-Z0-9_-]{1,64}, got ${JSON.stringify(options.name)}.`,
    );
  }
  const final = options.final ?? false;
  return {
    name: options.name,
    description: options.description ?? '',
    parameters: options.parameters ?? { type: 'object', properties: {} },
    idempotent: options.idempotent ?? false,
    final,
    async run(args, context) {
      try {
        const value = await options.run(args, context);
        if (isToolResultEnvelope(value)) return value as ToolResultEnvelope<Data>;
        return {
          status: 'succeeded',
          is_final: final,
          data: value as Data,
          next_action_hint: final ? 'this completes the task; give the final answer' : undefined,
        };
      } catch (error) {
        return {
          status: 'failed',
          is_final: false,
          data: (error instanceof Error ? error.message : String(error)) as Data,
          next_action_hint: 'the call failed; do not retry it unchanged',
        };
      }
    },
  };
}
