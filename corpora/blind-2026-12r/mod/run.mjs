/** The transcript builder: clock, call ids, assistant turns, tool answers, the loop marker. */
const MODELS = [
  'gpt-4o-2024-08-06',
  'gpt-4.1-mini',
  'claude-3-5-sonnet-20241022',
  'qwen2.5-72b-instruct',
  'gpt-4o-mini',
];
export class Run {
  constructor(r, kit, t0) {
    this.r = r;
    this.kit = kit;
    this.t = t0;
    this.m = [];
    this.asst = 0;
    this.model = r.pick(MODELS);
    this.style = r.int(0, 2);
    this.seq = 0;
    this.lf = null;
    this.lfm = null;
  }
  ts() {
    return new Date(this.t).toISOString();
  }
  adv(lo, hi) {
    this.t += this.r.int(lo, hi);
  }
  cid() {
    this.seq++;
    if (this.style === 0) return `call_${this.r.hex(4)}${this.r.hex(20)}`;
    if (this.style === 1) return `toolu_01${this.r.hex(22)}`;
    return `c${this.seq}`;
  }
  push(msg) {
    this.m.push({ ...msg, timestamp: this.ts() });
  }
  sys(c) {
    this.push({ role: 'system', content: c });
  }
  user(c, lo = 15000, hi = 180000) {
    this.adv(lo, hi);
    this.push({ role: 'user', content: c });
  }
  /** One assistant turn with tool calls; each call is {name, args, out(run) -> string}. */
  call(text, calls, think = [1500, 9000]) {
    this.adv(think[0], think[1]);
    const ids = calls.map(() => this.cid());
    this.push({
      role: 'assistant',
      content: text || null,
      model: this.model,
      tool_calls: calls.map((c, i) => ({
        id: ids[i],
        type: 'function',
        function: { name: c.name, arguments: JSON.stringify(c.args) },
      })),
    });
    this.asst++;
    calls.forEach((c, i) => {
      this.adv(150, c.slow ?? 2500);
      if (c.wait) this.t += c.wait;
      this.push({ role: 'tool', tool_call_id: ids[i], name: c.name, content: c.out(this) });
    });
  }
  one(text, c, think) {
    this.call(text, [c], think);
  }
  /** Marks the next assistant message as the first redundant call. */
  mark() {
    if (this.lf === null) {
      this.lf = this.asst + 1;
      this.lfm = this.m.length;
    }
  }
  /** A marked turn that is a text-only assistant message (no call follows). */
  say(text) {
    this.adv(1500, 8000);
    this.push({ role: 'assistant', content: text, model: this.model });
    this.asst++;
  }
  sleep(ms) {
    this.t += ms;
  }
}
