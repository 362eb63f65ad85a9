/** Options of {@link loopAvoidanceRules}. */
export interface PromptRulesOptions {
  /** The round budget the model is told about. */
  readonly maxRounds: number;
  /** @default 'en' */
  readonly language?: 'en' | 'zh';
}

/**
 * System-prompt rules that keep a model out of loops, with the round budget filled in.
 * @example messages.unshift({ role: 'system', content: loopAvoidanceRules({ maxRounds: 10 }) })
 */
export function loopAvoidanceRules(options: PromptRulesOptions): string {
  const { maxRounds } = options;
  if (!Number.isInteger(maxRounds) || maxRounds <= 0) {
    throw new TypeError(`Expected \`maxRounds\` to be a positive integer, got ${maxRounds}.`);
  }
  if (options.language === 'zh') {
    return [
      `你最多有 ${maxRounds} 轮工具调用来完成任务。`,
      '1. 不要用相同或几乎相同的参数重复调用同一个工具；如果已经得到结果，直接使用它。',
      '2. 工具返回 is_final: true 时，任务已完成：立即给出最终答复，不要再调用任何工具。',
      '3. 工具返回 status: "failed" 时，阅读错误并换一种做法；同样的错误出现两次就停止重试，并说明原因。',
      '4. 遵循工具结果中的 next_action_hint。',
      '5. 如果连续两轮没有新进展，停止并总结已知信息和阻碍。',
    ].join('\n');
  }
  return [
    `You have at most ${maxRounds} rounds of tool calls to finish the task.`,
    '1. Never call the same tool again with the same or nearly the same arguments; if you already have the result, use it.',
    '2. When a tool returns is_final: true, the task is done: give your final answer at once and call no more tools.',
    '3. When a tool returns status: "failed", read the error and change your approach; after the same error twice, stop retrying and say why.',
    '4. Follow the next_action_hint in tool results.',
    '5. If two rounds in a row bring nothing new, stop and summarise what you know and what blocks you.',
  ].join('\n');
}
