// Transcript builder: messages in OpenAI chat format, LLM-call counting, the loop marker, call-id styles and the run clock.
import { clock, tools } from "./rng.mjs";

const MODELS = [
  "gpt-4o-2024-11-20",
  "gpt-4.1-mini-2025-04-14",
  "gpt-4.1-2025-04-14",
  "o4-mini-2025-04-16",
  "claude-sonnet-4-5-20250929",
  "claude-haiku-4-5-20251001",
  "gemini-2.5-flash",
  "gemini-2.5-pro",
  "qwen3-235b-a22b-instruct-2507",
  "llama-3.3-70b-instruct",
  "mistral-large-2411",
  "deepseek-v3.1",
];

/** Make a conversation for one run; `x` carries the rng helpers and clock that tool printers use. */
export function makeConv(rng, opts = {}) {
  const T = tools(rng);
  const model = opts.model ?? T.pick(MODELS);
  const style = T.pick(["call", "toolu", "fc", "call"]);
  const start = Date.UTC(2026, T.int(8, 11), T.int(1, 28), T.int(5, 20), T.int(0, 59), T.int(0, 59));
  const clk = clock(start);
  const msgs = [];
  let calls = 0;
  let pending = false;
  let mark = null;
  const cid = () =>
    style === "call" ? `call_${T.alnum(24)}` : style === "toolu" ? `toolu_01${T.alnum(22)}` : `fc_${T.hex(32)}`;
  const x = { ...T, c: clk, c0: clock(start) };
  const pushAssistant = (m) => {
    if (calls === 0 && self.firstText) m.content = m.content ? `${self.firstText}\n${m.content}` : self.firstText;
    calls++;
    if (pending) {
      mark = { call: calls, msg: msgs.length };
      pending = false;
    }
    msgs.push(m);
  };
  const self = {
    firstText: null,
    msgs,
    x,
    model,
    get calls() {
      return calls;
    },
    get mark() {
      return mark;
    },
    /** The next assistant message is the first call a good guard could justly refuse. */
    markNext() {
      if (!mark) pending = true;
    },
    sys(t) {
      msgs.push({ role: "system", content: t });
    },
    user(t, name) {
      clk.tick(T.int(20, 240));
      const m = { role: "user", content: t };
      if (name) m.name = name;
      msgs.push(m);
    },
    /** A text-only assistant message (one LLM call). */
    say(t, name) {
      clk.tick(T.int(2, 9));
      const m = { role: "assistant", content: t, model };
      if (name) m.name = name;
      pushAssistant(m);
    },
    /**
     * One LLM call with one or more tool calls. Each item: {name, args, out} where out(x) prints the answer
     * (called after the clock moves, so printed times follow the run).
     */
    act(items, text = null, name) {
      clk.tick(T.int(2, 12));
      const ids = items.map(() => cid());
      const m = {
        role: "assistant",
        content: text,
        model,
        tool_calls: items.map((it, i) => ({
          id: ids[i],
          type: "function",
          function: { name: it.name, arguments: typeof it.args === "string" ? it.args : JSON.stringify(it.args) },
        })),
      };
      if (name) m.name = name;
      pushAssistant(m);
      const outs = [];
      items.forEach((it, i) => {
        clk.tick(T.int(0, 3) + rng());
        const content = it.out(x);
        outs.push(content);
        msgs.push({ role: "tool", tool_call_id: ids[i], content });
      });
      return outs;
    },
    wait(s) {
      clk.tick(s);
    },
  };
  return self;
}
