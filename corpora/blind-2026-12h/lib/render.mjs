// Turns a run's steps into OpenAI chat messages: native tool calls, or a text-only ReAct agent whose observations
// come back as user messages.
const MODELS = ["gpt-4.1-mini-2025-04-14", "claude-sonnet-4-5-20250929", "gemini-2.5-flash", "qwen3-32b", "llama-3.3-70b-instruct", "mistral-medium-2508", "deepseek-v3.1", "gpt-4o-2024-11-20", "claude-3-7-sonnet-20250219", "glm-4.6", "kimi-k2-instruct-0905", "o4-mini-2025-04-16"];
const REACT_MODELS = ["llama-3.1-8b-instruct", "mixtral-8x7b-instruct-v0.1", "qwen2.5-14b-instruct", "gpt-3.5-turbo-instruct", "phi-4", "gemma-2-27b-it"];

export function pickStyle(rng, mode) {
  return {
    mode,
    model: rng.pick(mode === "react" ? REACT_MODELS : MODELS),
    idStyle: rng.int(0, 4),
    timestamps: rng.chance(0.55),
    usage: rng.chance(0.6),
    toolName: rng.chance(0.3),
    isError: rng.chance(0.65),
    flavor: rng.pick(["langchain", "crewai"]),
  };
}

function callId(rng, s, n) {
  return [() => `call_${rng.alnum(24)}`, () => `toolu_01${rng.alnum(22)}`, () => `fc_${rng.hex(32)}`, () => `call-${n}`, () => rng.uuid()][s.idStyle]();
}

function reactSystem(base, tools, flavor) {
  const list = tools.map((t) => `${t}: ${t.replace(/_/g, " ")} (input: JSON object)`).join("\n");
  if (flavor === "crewai")
    return `${base}\n\nYou ONLY have access to the following tools, and should NEVER make up tools that are not listed here:\n\n${list}\n\nIMPORTANT: Use the following format in your response:\n\n\`\`\`\nThought: you should always think about what to do\nAction: the action to take, only one name of [${tools.join(", ")}], just the name, exactly as it's written.\nAction Input: the input to the action, just a simple JSON object, enclosed in curly braces, using " to wrap keys and values.\nObservation: the result of the action\n\`\`\`\n\nOnce all necessary information is gathered, return the following format:\n\n\`\`\`\nThought: I now know the final answer\nFinal Answer: the final answer to the original input question\n\`\`\``;
  return `${base}\n\nAnswer the following questions as best you can. You have access to the following tools:\n\n${list}\n\nUse the following format:\n\nQuestion: the input question you must answer\nThought: you should always think about what to do\nAction: the action to take, should be one of [${tools.join(", ")}]\nAction Input: the input to the action\nObservation: the result of the action\n... (this Thought/Action/Action Input/Observation can repeat N times)\nThought: I now know the final answer\nFinal Answer: the final answer to the original input question\n\nBegin!`;
}

export function render(rng, style, system, task, steps) {
  const msgs = [];
  const react = style.mode === "react";
  const tools = [...new Set(steps.flatMap((s) => (s.calls ?? []).map((c) => c.name)))];
  msgs.push({ role: "system", content: react ? reactSystem(system, tools, style.flavor) : system });
  msgs.push({ role: "user", content: react ? `Question: ${task}` : task });
  let chars = msgs.reduce((a, m) => a + m.content.length, 0);
  let n = 0;
  const stamp = (m, t) => (style.timestamps ? { ...m, timestamp: t } : m);
  const withUsage = (m, out) => (style.usage ? { ...m, usage: { prompt_tokens: Math.ceil(chars / 4) + 180, completion_tokens: Math.max(8, Math.ceil(out / 4)) } } : m);
  for (const s of steps) {
    if (s.user !== undefined) {
      msgs.push(stamp({ role: "user", content: react ? `Question: ${s.user}` : s.user }, s.t));
      chars += s.user.length;
      continue;
    }
    if (s.text !== undefined) {
      const content = react ? `Thought: I now know the final answer\nFinal Answer: ${s.text}` : s.text;
      msgs.push(stamp(withUsage({ role: "assistant", content, model: style.model }, content.length), s.t));
      chars += content.length;
      continue;
    }
    if (react) {
      const c = s.calls[0];
      const content = `Thought: ${s.think ?? "I should continue."}\nAction: ${c.name}\nAction Input: ${JSON.stringify(c.args)}`;
      msgs.push(stamp(withUsage({ role: "assistant", content, model: style.model }, content.length), s.t));
      const obs = `Observation: ${c.out}`;
      msgs.push(stamp({ role: "user", content: obs }, s.t));
      chars += content.length + obs.length;
      continue;
    }
    const calls = s.calls.map((c) => ({ id: callId(rng, style, ++n), type: "function", function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    const a = { role: "assistant", content: s.think ?? null, model: style.model, tool_calls: calls };
    msgs.push(stamp(withUsage(a, (s.think ?? "").length + JSON.stringify(calls).length), s.t));
    chars += (s.think ?? "").length + JSON.stringify(calls).length;
    s.calls.forEach((c, k) => {
      let m = { role: "tool", tool_call_id: calls[k].id, content: c.out };
      if (style.toolName) m.name = c.name;
      if (style.isError && c.err) m.is_error = true;
      msgs.push(stamp(m, s.t));
      chars += c.out.length;
    });
  }
  return msgs;
}
