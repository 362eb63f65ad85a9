import type { ScriptedTurn } from './scripted-model.js';

/** One scripted answer, ready to be written in a wire format. */
export interface ScriptedReply {
  readonly turn: ScriptedTurn;
  readonly model: string;
  readonly usage: {
    readonly prompt_tokens: number;
    readonly completion_tokens: number;
    readonly cached_tokens?: number;
  };
  readonly round: number;
}

/** The turn's tool calls with ids and both argument forms. */
export function toolCallsOf(reply: ScriptedReply, prefix: string) {
  return (reply.turn.toolCalls ?? []).map((call, index) => {
    const text = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {});
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch {
      input = {};
    }
    return { id: call.id ?? `${prefix}${reply.round}_${index + 1}`, name: call.name, text, input };
  });
}

/** Splits text into a few pieces, as a streaming model would send it. */
export function pieces(text: string, count = 3): string[] {
  if (text.length === 0) return [];
  const size = Math.max(1, Math.ceil(text.length / count));
  const out: string[] = [];
  for (let index = 0; index < text.length; index += size) out.push(text.slice(index, index + size));
  return out;
}
