// Converts one tau2-bench results file (its `simulations` array) into transcripts in OpenAI chat format.
// Used by build.mjs; no dependencies. Input: the parsed JSON of a tau2 results file.
//
// Mapping (tau2 message -> transcript message):
// - assistant: content kept verbatim (null/"" -> null when there are tool calls); tool_calls become
//   {id, type:"function", function:{name, arguments: JSON.stringify(arguments)}}; `usage` (prompt/completion tokens),
//   `timestamp` and, where the source has raw_data.model, `model` are kept.
// - user: content verbatim (the LLM user simulator's turn), timestamp kept.
// - tool: {role:"tool", tool_call_id, content verbatim, is_error:true when the source's `error` is true}.
// - Dropped: the first message when it is tau2's fixed greeting "Hi! How can I help you today?" (the orchestrator
//   writes it, no model does); tool calls made by the user simulator (requestor "user") and the tool messages
//   answering them (none occur in the files used here; counted in stats.userToolCalls).
// - No system message: tau2 results files do not store the agent's system prompt.
export const GREETING = "Hi! How can I help you today?";

export function convertSimulation(sim, { id, source, defaultModel }) {
  const out = [];
  const stats = { droppedGreeting: 0, userToolCalls: 0, renamedIds: 0 };
  const msgs = sim.messages ?? [];
  const userCallIds = new Set();
  const seenIds = new Set();
  let k = 0;
  for (let i = 0; i < msgs.length; i++) {
    const m = msgs[i];
    if (i === 0 && m.role === "assistant" && m.content === GREETING && !(m.tool_calls && m.tool_calls.length)) {
      stats.droppedGreeting++;
      continue;
    }
    if (m.role === "assistant") {
      const o = { role: "assistant", content: m.content ?? null };
      const calls = (m.tool_calls ?? []).filter((c) => (c.requestor ?? "assistant") === "assistant");
      if (calls.length) {
        o.tool_calls = calls.map((c) => {
          let cid = c.id;
          if (!cid || seenIds.has(cid)) { cid = `c${++k}`; stats.renamedIds++; }
          seenIds.add(cid);
          c.__cid = cid;
          const args = typeof c.arguments === "string" ? c.arguments : JSON.stringify(c.arguments ?? {});
          return { id: cid, type: "function", function: { name: c.name, arguments: args } };
        });
        if (o.content === "") o.content = null;
      }
      if (m.usage && (m.usage.prompt_tokens != null || m.usage.completion_tokens != null))
        o.usage = { prompt_tokens: m.usage.prompt_tokens ?? null, completion_tokens: m.usage.completion_tokens ?? null };
      const model = m.raw_data?.model ?? defaultModel;
      if (model) o.model = model;
      if (m.timestamp) o.timestamp = m.timestamp;
      out.push(o);
    } else if (m.role === "user") {
      for (const c of m.tool_calls ?? []) { userCallIds.add(c.id); stats.userToolCalls++; }
      const o = { role: "user", content: m.content ?? "" };
      if (m.timestamp) o.timestamp = m.timestamp;
      out.push(o);
    } else if (m.role === "tool") {
      if (m.requestor === "user" || userCallIds.has(m.id)) continue;
      // tau2 tool messages carry the id of the call they answer; map it to the (possibly renamed) call id.
      const src = findCall(msgs, i, m.id);
      const cid = src?.__cid ?? m.id;
      const o = { role: "tool", tool_call_id: cid, content: typeof m.content === "string" ? m.content : JSON.stringify(m.content) };
      if (m.error === true) o.is_error = true;
      if (m.timestamp) o.timestamp = m.timestamp;
      out.push(o);
    }
  }
  return { id, source, messages: out, stats };
}

function findCall(msgs, before, id) {
  for (let j = before - 1; j >= 0; j--) {
    const m = msgs[j];
    if (m.role !== "assistant") continue;
    for (const c of m.tool_calls ?? []) if (c.id === id) return c;
  }
  return null;
}
