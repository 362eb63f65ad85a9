// The transcript under construction: messages, voices, call ids, loop marking.
import { World } from './world.mjs';
import { LANGS, say } from './langs.mjs';
const MODELS = ['gpt-4.1-mini', 'gpt-4o', 'claude-sonnet-4-5', 'gemini-2.5-flash', 'qwen3-32b', 'mistral-medium-3', 'llama-4-maverick', 'gpt-5-mini', 'deepseek-v3.1', 'claude-haiku-4-5'];
const COORD = ['shift_coordinator', 'ops_lead', 'dispatcher_bot', 'qa_supervisor'];
export class Run {
  constructor(R, kit, voice) {
    this.R = R; this.k = kit; this.voice = voice; this.lang = kit.lang; this.L = LANGS[kit.lang];
    this.W = new World(kit, R, Date.UTC(2026, 11, R.int(1, 6), R.int(1, 12), R.int(0, 59), R.int(0, 59)));
    this.model = R.pick(MODELS); this.msgs = []; this.nA = 0; this.loopFrom = null; this.loopMsg = null; this.ei = 0;
    this.idStyle = R.int(0, 2); this.replyLang = R.chance(0.3); this.coord = R.pick(COORD);
    this.agentName = voice === 'handoff' ? R.pick(['ops_agent', 'plant_assistant', 'field_agent']) : null;
    this.msgs.push({ role: 'system', content: `You are the ${kit.agent}. Use the tools to look things up and act; staff write in ${this.L.name}. Be accurate and do not invent readings.` });
  }
  next() { return this.W.ents[this.ei++ % this.W.ents.length]; }
  cid() { const R = this.R; return [() => `call_${R.an(22)}`, () => `toolu_0${R.an(21)}`, () => `${R.hex(8)}-${R.hex(4)}`][this.idStyle](); }
  user(text, name) { const m = { role: 'user', content: text }; if (name) m.name = name; else if (this.voice === 'handoff' && this.msgs.length === 1) m.name = this.coord; this.msgs.push(m); }
  ask(key, vars) { this.user(say(this.lang, key, vars)); }
  mark() { if (this.loopFrom == null) { this.loopFrom = this.nA + 1; this.loopMsg = this.msgs.length; } }
  text(s, reflect) {
    if (this.voice === 'terse') return null;
    if (this.voice === 'reflective' && reflect) return reflect;
    if (this.voice === 'plan' && this.nA === 0) return `Plan: 1) look up the current state, 2) run the needed checks, 3) act only where a rule fails, 4) report. ${s ?? ''}`.trim();
    if (this.voice === 'verbose') return s ?? null;
    return this.R.chance(0.5) ? s ?? null : null;
  }
  am(content, calls) {
    const m = { role: 'assistant', content, model: this.model };
    if (this.agentName) m.name = this.agentName;
    if (calls) m.tool_calls = calls;
    this.msgs.push(m); this.nA++;
  }
  /** One LLM call with one or more tool calls. */
  call(specs, s, reflect) {
    const arr = Array.isArray(specs) ? specs : [specs];
    const ids = arr.map(() => this.cid());
    this.am(this.text(s, reflect), arr.map((x, i) => ({ id: ids[i], type: 'function', function: { name: x.tool, arguments: JSON.stringify(x.args) } })));
    arr.forEach((x, i) => this.msgs.push({ role: 'tool', tool_call_id: ids[i], content: x.out }));
    this.W.tick();
  }
  /** A plain message from the model (always written, whatever the voice). */
  say(s) { this.am(s); this.W.tick(5, 30); }
  final(s) { this.say(this.replyLang ? `${this.L.done} ${s}` : s); }
}
