// One transcript under construction: messages, clock, call ids, noise and the loop mark.
import { clock, fmt, uuid } from "./util.mjs";

const NOISE_KEYS = [
  ["request_id", "took_ms", "served_by", "ts"],
  ["x-request-id", "elapsed_ms", "host", "date"],
  ["trace_id", "latency_ms", "node", "at"],
  ["req", "t_ms", "pod", "time"],
];

export class Run {
  constructor(r, kit, opts = {}) {
    this.r = r;
    this.kit = kit;
    this.msgs = [];
    this.clock = clock(r, opts.start ?? `2026-${r.pick(["09", "10", "11"])}-${String(r.int(1, 28)).padStart(2, "0")}T${String(r.int(5, 19)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}:${String(r.int(0, 59)).padStart(2, "0")}Z`);
    this.style = opts.style ?? r.pick(kit.styles);
    this.stamps = r.chance(0.7);
    this.model = r.pick(kit.models);
    this.usage = r.chance(0.4);
    this.nk = r.pick(NOISE_KEYS);
    this.hostBase = r.pick(kit.hosts);
    this.callStyle = r.pick(["call_", "call_", "fc_", "tc-"]);
    this.seq = r.int(1000, 90000);
    this.tokens = r.int(900, 2600);
    this.loopFrom = null;
    this.loopFromMsg = null;
  }
  get rounds() {
    return this.msgs.filter((m) => m.role === "assistant").length;
  }
  push(m) {
    if (this.stamps) m.timestamp = this.clock.iso();
    this.msgs.push(m);
    return m;
  }
  sys(content) {
    this.msgs.push({ role: "system", content });
  }
  user(content) {
    this.clock.tick(20, 200);
    this.push({ role: "user", content });
  }
  cid() {
    const r = this.r;
    if (this.callStyle === "call_") return `call_${r.alnum(24)}`;
    if (this.callStyle === "fc_") return `fc_${r.hex(32)}`;
    return `tc-${r.hex(6)}-${this.rounds + 1}`;
  }
  asst(extra) {
    this.clock.tick(1, 6);
    const { name: given, ...rest } = extra;
    const name = given ?? (this.kit.multi ? (rest.tool_calls ? this.kit.worker ?? this.kit.multi[1] : this.kit.multi[0]) : undefined);
    const m = { role: "assistant", ...(name ? { name } : {}), content: null, ...rest };
    if (!m.model) m.model = this.model;
    if (this.usage) {
      this.tokens += this.r.int(180, 900);
      m.usage = { prompt_tokens: this.tokens, completion_tokens: this.r.int(18, 240) };
    }
    return this.push(m);
  }
  /** Mark the next assistant round as the first wasted one. */
  mark() {
    if (this.loopFrom == null) {
      this.loopFrom = this.rounds + 1;
      this.loopFromMsg = this.msgs.length;
    }
  }
  /** One assistant round with one or more tool calls; outs are strings or functions of the run. */
  call(tool, args, out, o = {}) {
    return this.calls([[tool, args, out, o.err]], o);
  }
  calls(list, o = {}) {
    const ids = list.map(() => this.cid());
    this.asst({
      content: o.think ?? null,
      ...(o.name ? { name: o.name } : {}),
      tool_calls: list.map(([tool, args], i) => ({ id: ids[i], type: "function", function: { name: tool, arguments: JSON.stringify(args) } })),
    });
    list.forEach(([, , out, err], i) => {
      this.clock.tick(0, o.slow ?? 4);
      const content = typeof out === "function" ? out(this) : out;
      const t = { role: "tool", tool_call_id: ids[i], content };
      if (err) t.is_error = true;
      this.push(t);
    });
  }
  say(content, o = {}) {
    this.asst({ content, ...(o.name ? { name: o.name } : {}) });
  }
  /** Per-call noise object, named the run's way. */
  noise(extra = {}) {
    const r = this.r;
    const [rid, took, host, at] = this.nk;
    this.seq += r.int(1, 40);
    return {
      [rid]: rid === "trace_id" ? r.hex(32) : rid === "req" ? r.alnum(12) : uuid(r),
      [took]: r.int(4, 900),
      [host]: `${this.hostBase}-${r.hex(5)}`,
      [at]: this.clock.isoS(),
      ...extra,
    };
  }
  /** Formats a body in the run's style with noise attached. */
  out(body, o = {}) {
    const withNoise = o.noNoise ? body : { ...body, _meta: this.noise(o.extraNoise) };
    return fmt(withNoise, o.style ?? this.style, o.root);
  }
}
