/** Transcript builder: a clock, call ids, assistant turns with tool calls, tool answers. */
export function newRun(R, dom, model) {
  const messages = [];
  let clock = Date.UTC(2026, 10, R.int(2, 28), R.int(6, 19), R.int(0, 59), R.int(0, 59));
  let steps = 0;
  let callN = R.int(10, 90);
  const ts = () => new Date(clock).toISOString();
  const tick = (a, b) => {
    clock += R.int(a, b);
  };
  const run = {
    R,
    dom,
    messages,
    now: () => clock,
    iso: ts,
    tick,
    get steps() {
      return steps;
    },
    /** 1-based number of the next assistant step (the convention of loop_from). */
    next: () => steps + 1,
    sys(text) {
      messages.push({ role: "system", content: text });
    },
    user(text) {
      tick(2000, 30000);
      messages.push({ role: "user", content: text, timestamp: ts() });
    },
    /** One assistant turn with one or more calls; each call is {name,args,out,err}. */
    step(calls, thought = null, name = undefined) {
      const cs = Array.isArray(calls) ? calls : [calls];
      tick(900, 7000);
      steps++;
      const ids = cs.map(() => `call_${R.hex(4)}${(callN++).toString(36)}`);
      const m = { role: "assistant", content: thought, model, timestamp: ts() };
      if (name) m.name = name;
      m.tool_calls = cs.map((c, i) => ({ id: ids[i], type: "function", function: { name: c.name, arguments: JSON.stringify(c.args) } }));
      messages.push(m);
      cs.forEach((c, i) => {
        tick(150, c.slow ?? 4000);
        const t = { role: "tool", tool_call_id: ids[i], name: c.name, content: typeof c.out === "function" ? c.out() : c.out, timestamp: ts() };
        if (c.err) t.is_error = true;
        messages.push(t);
      });
    },
    /** Remove a closing answer (a transcript captured before it was written). */
    drop() {
      messages.pop();
      steps--;
    },
    final(text, name = undefined) {
      tick(1500, 9000);
      steps++;
      const m = { role: "assistant", content: text, model, timestamp: ts() };
      if (name) m.name = name;
      messages.push(m);
    },
  };
  return run;
}
