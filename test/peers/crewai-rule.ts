import { actedAt, neverActed, type PeerRule, readRun, sortedJson } from './read-run.js';

/**
 * Reference model, in our own code, of CrewAI's repeated usage check (ToolUsage._check_tool_repeated_usage
 * in lib/crewai/src/crewai/tools/tool_usage.py, exercised by test_agent_repeated_tool_usage and
 * test_agent_repeated_tool_usage_check_even_with_disabled_cache): a tool call with the same tool name and
 * the same arguments (a dict comparison, so key order does not count) as the last tool that actually ran is
 * not run; the agent gets a message telling it to try something else. The last used tool is the agent's,
 * across its tasks. Nothing else about repetition is checked (the run ends at `max_iter`, whatever it does),
 * so the refused call is where CrewAI acts.
 */
export const crewaiRule: PeerRule = (messages) => {
  let lastUsed: string | null = null;
  for (const event of readRun(messages)) {
    if (event.kind !== 'assistant') continue;
    for (const call of event.calls) {
      const current = `${call.name.trim().toLowerCase()}:${sortedJson(call.args)}`;
      if (current === lastUsed) return actedAt(event.round);
      lastUsed = current;
    }
  }
  return neverActed;
};
