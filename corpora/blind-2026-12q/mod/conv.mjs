/** One conversation under construction: clock, call ids, models, the messages, and where the first redundant call sits. */
import { LANG } from "./lang.mjs";

const MODELS = ["gpt-4o-2024-08-06", "gpt-4.1-mini", "claude-3-5-sonnet-20241022", "gemini-1.5-pro-002", "mistral-large-2411"];

export function conv(r, kit, world) {
  const L = LANG[kit.lang];
  const model = r.pick(MODELS);
  let t = Date.UTC(2026, 10, r.int(1, 28), r.int(6, 18), r.int(0, 59), r.int(0, 59));
  const messages = [{ role: "system", content: `${kit.agent} Reply to the person in their language. Today is ${new Date(t).toISOString().slice(0, 10)}.` }];
  let calls = 0;
  let n = 0;
  const idStyle = r.pick(["call_", "toolu_", "fc_"]);
  const stamp = () => new Date(t).toISOString();
  const fill = (s, x, r2) => s.replaceAll("{x}", x ?? kit.x[0]).replaceAll("{id}", world.ref).replaceAll("{r}", r2 ?? "");
  const c = {
    r, kit, world, L, messages, loopAt: null,
    /** Minutes pass between a reply and the person's next message. */
    user(text, gapMin = r.int(1, 6)) {
      t += gapMin * 60000 + r.int(0, 50000);
      messages.push({ role: "user", content: text, timestamp: stamp() });
    },
    say(key, x, res) {
      t += r.int(2, 9) * 1000;
      n++;
      // Two wordings for a plain answer, as a real agent does not open every reply the same way.
      const k2 = key === "found" && r.chance(0.5) ? "found2" : key;
      messages.push({ role: "assistant", content: k2 in L ? fill(L[k2], x, res) : key, model, timestamp: stamp() });
      return n;
    },
    /** An assistant turn with one tool call and its answer; `mark` records this call as the first redundant one. */
    call(name, args, out, opts = {}) {
      t += r.int(1500, 7000);
      n++;
      calls++;
      const id = idStyle === "call_" ? `call_${r.b62(24)}` : idStyle === "toolu_" ? `toolu_01${r.b62(22)}` : `fc_${r.hex(16)}`;
      if (opts.mark && c.loopAt === null) c.loopAt = { call: n, msg: messages.length };
      messages.push({ role: "assistant", content: opts.note ?? null, model, timestamp: stamp(), tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }] });
      t += r.int(200, opts.slow ? 9000 : 2500);
      const content = typeof out === "function" ? out() : out;
      const m = { role: "tool", tool_call_id: id, name, content: typeof content === "string" ? content : JSON.stringify(content), timestamp: stamp() };
      messages.push(m);
      return n;
    },
    wait(sec) {
      t += sec * 1000;
    },
    phrase: (key, x, res) => fill(L[key], x, res),
    get assistants() {
      return n;
    },
    get calls() {
      return calls;
    },
    get now() {
      return t;
    },
  };
  return c;
}
