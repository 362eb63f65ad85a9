#!/usr/bin/env node
// blind-2026-12ah generator. `node gen.mjs` writes traces.jsonl + labels.jsonl (byte for byte from SEED) and validates
// them; `node gen.mjs --check` only regenerates in memory and compares with the files on disk; `--stats` prints counts.
//
// Layout of this file, top to bottom:
//   1. dice      – seeded randomness, ids, clocks
//   2. Tape      – records one run as OpenAI chat messages, one clock per run
//   3. printers  – what each tool prints (hosted web/file search, code sandbox, the trade's own tools)
//   4. voices    – how the model talks between calls
//   5. scenes    – the loop shapes, their twins and the ambiguous ones; each returns where waste begins
//   6. casting   – which scene goes with which trade, preamble length, shuffle, opaque ids
//   7. checks    – structural validation, pad.mjs dry run, determinism
import { readFileSync, writeFileSync, existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { createHash } from "node:crypto";
import { DOMAINS } from "./domains.mjs";

const HERE = dirname(fileURLToPath(import.meta.url));
const SEED = 0x12a4c0de;

// ─── 1. dice ─────────────────────────────────────────────────────────────────────────────────────────────────────
function mulberry32(a) {
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const fnv = (s) => { let h = 0x811c9dc5; for (const c of s) { h ^= c.codePointAt(0); h = Math.imul(h, 0x01000193); } return h >>> 0; };
class Dice {
  constructor(seed) { this.f = mulberry32(seed); }
  int(a, b) { return a + Math.floor(this.f() * (b - a + 1)); }
  num(a, b, dp) { return +(a + this.f() * (b - a)).toFixed(dp); }
  pick(xs) { return xs[Math.floor(this.f() * xs.length)]; }
  chance(p) { return this.f() < p; }
  chars(n, abc) { let s = ""; for (let i = 0; i < n; i++) s += abc[Math.floor(this.f() * abc.length)]; return s; }
  hex(n) { return this.chars(n, "0123456789abcdef"); }
  an(n) { return this.chars(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"); }
  shuffle(xs) { const a = [...xs]; for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(this.f() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; }
  sample(xs, k) { return this.shuffle(xs).slice(0, k); }
}
// Facts about a record never drift within the set: they come from a dice seeded by the record id.
const factDice = (key) => new Dice(fnv(key) ^ SEED);

// ─── 2. Tape ─────────────────────────────────────────────────────────────────────────────────────────────────────
class Tape {
  constructor(r, d, start, model) {
    Object.assign(this, { r, d, t: start, model, msgs: [], nA: 0, exec: 0, who: null, named: false });
  }
  iso(off = 0) { return new Date(this.t + off).toISOString().replace(/\.\d{3}Z$/, (m) => m); }
  local(off = 0) { // the trade's local wall clock, with offset, for what its own systems print
    const tz = this.d.tz, sign = tz[0] === "-" ? -1 : 1, [hh, mm] = tz.slice(1).split(":").map(Number);
    const ms = this.t + off + sign * (hh * 60 + mm) * 60000;
    return new Date(ms).toISOString().replace("Z", tz).replace(/\.(\d{3})/, ".$1");
  }
  adv(ms) { this.t += Math.max(1, Math.round(ms)); }
  rid(p = "req_") { return p + this.r.hex(20); }
  sys(content) { this.msgs.push({ role: "system", content }); }
  user(content, name) { this.adv(this.r.int(2000, 40000)); const m = { role: "user", content, timestamp: this.iso() }; if (name) m.name = name; this.msgs.push(m); }
  // one assistant turn: text (or null) and zero or more calls {name, args, out}; out may be a function of the tape.
  turn(text, calls = [], lat) {
    this.adv(this.think(text));
    const m = { role: "assistant", content: text ?? null };
    if (this.named && this.who) m.name = this.who;
    const ids = calls.map(() => "call_" + this.r.an(24));
    if (calls.length) m.tool_calls = calls.map((c, i) => ({ id: ids[i], type: "function", function: { name: c.name, arguments: JSON.stringify(c.args) } }));
    m.model = this.model; m.timestamp = this.iso();
    this.msgs.push(m); const idx = this.nA++;
    calls.forEach((c, i) => {
      this.adv(c.ms ?? lat ?? this.r.int(180, 2600));
      const content = typeof c.out === "function" ? c.out(this) : c.out;
      this.msgs.push({ role: "tool", tool_call_id: ids[i], name: c.name, content, timestamp: this.iso() });
    });
    return idx;
  }
  think(text) {
    const base = /^o\d|gpt-5/.test(this.model) ? this.r.int(3500, 21000) : this.r.int(700, 5200);
    return base + (text ? text.length * this.r.int(6, 14) : 0);
  }
  final(text) { return this.turn(text, []); }
}

// ─── 3. printers ─────────────────────────────────────────────────────────────────────────────────────────────────
const J = (o) => JSON.stringify(o);
const JP = (o) => JSON.stringify(o, null, 2);
const plural = (w) => w.replace(/y$/, "ie") + "s";
const an = (w) => (/^[aeiou]/i.test(w) ? "an " : "a ") + w;
const fmt = (v, dp) => (dp === 0 ? String(Math.round(v)) : v.toFixed(dp));
const HOSTED = {
  agents: { web: "web_search", file: "file_search", code: "code_interpreter" },
  vercel: { web: "web_search_preview", file: "file_search", code: "code_interpreter" },
  responses: { web: "web_search", file: "file_search", code: "code_interpreter" },
};
const hosted = (d) => HOSTED[d.hosted];

function facts(d, id) {
  const f = factDice(d.key + id);
  const m = {};
  for (const x of d.measures) m[x.key] = f.num(x.lo, x.hi, x.dp);
  const party = f.pick(d.parties);
  const day = f.int(1, 27);
  const received = `2026-11-${String(day).padStart(2, "0")}T${String(f.int(6, 17)).padStart(2, "0")}:${String(f.int(0, 59)).padStart(2, "0")}:00${d.tz}`;
  const status = f.pick(["awaiting_certificate", "awaiting_certificate", "on_hold", "sampled", "awaiting_certificate"]);
  const version = f.int(2, 19);
  const sampler = f.pick(["a.b.", "r.m.", "l.t.", "c.g.", "k.d.", "s.o."]);
  const samples = f.int(3, 8);
  const readings = Array.from({ length: samples }, () => d.measures.map((x) => +(m[x.key] * f.num(0.93, 1.07, 3)).toFixed(x.dp === 0 ? 0 : x.dp)));
  return { id, m, party, received, status, version, sampler, readings, waiver: f.chance(0.3) ? `W-${f.int(100, 999)}` : null };
}
const fails = (d, fa) => d.measures.filter((x) => (x.dir === "max" ? fa.m[x.key] > x.limit : fa.m[x.key] < x.limit));

function recordOut(d, id, style) {
  return (tp) => {
    const fa = facts(d, id);
    const body = { id, status: fa.status, counterparty: fa.party, received_at: fa.received, version: fa.version };
    for (const x of d.measures) body[x.key] = fa.m[x.key];
    body.samples = fa.readings.length; body.sampled_by = fa.sampler;
    body.remark = d.phr.greet.replace(/!$/, "") + " — " + ["ok", "check", "?", "urgent"][fnv(id) % 4];
    const meta = { request_id: tp.rid(), served_by: `${d.key.split("-")[0]}-api-${tp.r.int(1, 6)}`, latency_ms: tp.r.int(14, 380), fetched_at: tp.local() };
    if (style === "kv") return Object.entries(body).map(([k, v]) => `${k.padEnd(22, ".")} ${v}`).join("\n") + `\n-- ${meta.request_id} ${meta.served_by} ${meta.latency_ms}ms @ ${meta.fetched_at}`;
    return (style === "pretty" ? JP : J)({ data: body, _meta: meta });
  };
}

function webResults(d, topic, variant) {
  const f = factDice(d.key + "web" + topic + variant);
  const n = f.int(4, 6);
  return Array.from({ length: n }, (_, i) => {
    const site = d.sites[(fnv(topic) + i) % d.sites.length];
    const slug = topic.toLowerCase().replace(/[^a-z0-9]+/g, "-").slice(0, 48) + "-" + f.int(100, 9999);
    const words = topic.split(" ");
    return {
      title: `${words.slice(0, 4).map((w) => w[0].toUpperCase() + w.slice(1)).join(" ")} — ${["update", "market note", "FAQ", "bulletin", "report", "analysis"][f.int(0, 5)]} ${f.int(2023, 2026)}`,
      url: `https://${site}/${slug}`,
      snippet: `${["Prices", "Volumes", "Limits", "Rules", "Buyers", "Inspectors"][f.int(0, 5)]} ${["rose", "held", "eased", "were revised", "were confirmed", "remain under review"][f.int(0, 5)]} ${["this week", "in October", "after the harvest", "for the 2025 season", "in the latest circular"][f.int(0, 4)]}; ${words.slice(-3).join(" ")} ${["figures quoted at", "reference level", "reported range"][f.int(0, 2)]} ${f.int(2, 980)}${["", " per kg", "%", " units"][f.int(0, 3)]}.`,
      published: `2025-${String(f.int(1, 12)).padStart(2, "0")}-${String(f.int(1, 28)).padStart(2, "0")}`,
    };
  });
}
function webOut(d, query, results) {
  return (tp) => {
    if (d.hosted === "vercel") {
      const lines = results.map((x, i) => `[${i + 1}] ${x.title}\n    ${x.url}\n    ${x.snippet}`);
      return `web_search_preview • query="${query}" • ${results.length} sources • ${tp.r.int(700, 4200)} ms • id ws_${tp.r.hex(24)}\n\n${lines.join("\n\n")}`;
    }
    return J({ type: "web_search_call", id: "ws_" + tp.r.hex(40), status: "completed", action: { type: "search", query }, results: results.map((x) => ({ ...x, score: undefined })), took_ms: tp.r.int(600, 4800) });
  };
}

function chunk(d, docIdx, sec, mIdx) {
  const doc = d.docs[docIdx], x = d.measures[mIdx % d.measures.length], f = factDice(d.key + doc.fn + sec + mIdx);
  const op = x.dir === "max" ? "shall not exceed" : "shall be not less than";
  const bodies = {
    buyer: `§${sec}.${mIdx + 1} ${x.label[0].toUpperCase() + x.label.slice(1)}. The ${d.entity} ${op} ${x.limit}${x.unit ? " " + x.unit : ""} on the composite sample drawn per Annex B. Sampling: ${f.int(3, 12)} increments per ${f.int(1, 5)} t. Results of the Seller's laboratory are binding unless contested within ${f.int(3, 10)} working days. Packaging, marking and documentary requirements are set out in §${sec + 2}.`,
    EU: `Annex I, section ${sec}.${mIdx + 1}: maximum level for ${x.label} ${x.dir === "max" ? x.limit + " " + x.unit : "not set"}. Products not complying shall not be used as food ingredients nor mixed with compliant products. Footnote ${f.int(10, 40)}: the maximum level applies to the edible part.`,
    coop: `Step ${sec}.${mIdx + 1} — record ${x.label} (${x.unit || "count"}) on the intake form for every ${d.entity}; values beyond ${x.limit} are flagged to the quality desk before any certificate is drafted. Use instrument ID on the bench label; calibrate daily.`,
  };
  const kind = /buyer|owner|processor/.test(doc.auth) ? "buyer" : /EU|ISO|RINA|PhilFIDA|BAFS|FDA|SCDES|DoFPS|MoAL|EAEU|JUNAEB|MINSAL|IMANOR|ANDZOA|INAO|state|consortium/.test(doc.auth) ? "EU" : "coop";
  return { file_id: "file-" + factDice(doc.fn).an(22), filename: doc.fn, text: bodies[kind] };
}
function fileOut(d, query, hits, filters) {
  return (tp) => {
    const scored = hits.map((h, i) => ({ ...h, score: +(0.86 - i * 0.07 + tp.r.num(-0.012, 0.012, 4)).toFixed(4) }));
    if (d.hosted === "vercel") {
      return scored.map((h) => `<result file_id="${h.file_id}" filename="${h.filename}" score="${h.score}">\n${h.text}\n</result>`).join("\n") + `\n<!-- file_search ${d.vs} q="${query}" ${hits.length} results ${tp.r.int(140, 900)}ms -->`;
    }
    return J({ type: "file_search_call", id: "fs_" + tp.r.hex(40), status: "completed", queries: [query], vector_store_ids: [d.vs], ...(filters ? { filters } : {}), results: scored.map((h) => ({ file_id: h.file_id, filename: h.filename, score: h.score, attributes: {}, text: h.text })) });
  };
}

function codeOut(stdout, stderr, files = []) {
  return (tp) => {
    tp.exec++;
    const ok = !stderr;
    if (tp.d.hosted === "vercel") {
      return J({ containerId: tp.cntr, outputs: [...(stdout ? [{ type: "logs", logs: stdout }] : []), ...(stderr ? [{ type: "error", error: stderr }] : [])], files, executionCount: tp.exec, durationMs: tp.r.int(240, 9800) });
    }
    return J({ type: "code_interpreter_call", id: "ci_" + tp.r.hex(40), container_id: tp.cntr, status: ok ? "completed" : "failed", outputs: [{ type: "logs", logs: (stdout || "") + (stderr ? (stdout ? "\n" : "") + stderr : "") }], files, exec_count: tp.exec, duration_ms: tp.r.int(240, 9800) });
  };
}
const pyKeyError = (key, line) => `Traceback (most recent call last):
  File "/usr/local/lib/python3.11/site-packages/pandas/core/indexes/base.py", line 3805, in get_loc
    return self._engine.get_loc(casted_key)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "index.pyx", line 167, in pandas._libs.index.IndexEngine.get_loc
  File "index.pyx", line 196, in pandas._libs.index.IndexEngine.get_loc
  File "pandas/_libs/hashtable_class_helper.pxi", line 7081, in pandas._libs.hashtable.PyObjectHashTable.get_item
KeyError: '${key}'

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "<exec>", line ${line}, in <module>
  File "/usr/local/lib/python3.11/site-packages/pandas/core/frame.py", line 4102, in __getitem__
    indexer = self.columns.get_loc(key)
              ^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/usr/local/lib/python3.11/site-packages/pandas/core/indexes/base.py", line 3812, in get_loc
    raise KeyError(key) from err
KeyError: '${key}'`;
const pyValueError = (val, line) => `Traceback (most recent call last):
  File "<exec>", line ${line}, in <module>
  File "/usr/local/lib/python3.11/site-packages/pandas/core/generic.py", line 6643, in astype
    new_data = self._mgr.astype(dtype=dtype, copy=copy, errors=errors)
  File "/usr/local/lib/python3.11/site-packages/pandas/core/dtypes/astype.py", line 133, in _astype_nansafe
    return arr.astype(dtype, copy=True)
ValueError: could not convert string to float: '${val}'`;

function csvName(d, tp) { return `lab_export_${d.key.split("-")[0]}_2026w${tp.week}.csv`; }
function labTable(d, ids) {
  const hdr = ["id".padEnd(14), ...d.measures.map((x) => x.key.padStart(Math.max(10, x.key.length + 1)))].join("");
  const rows = ids.map((id) => { const fa = facts(d, id); return [id.padEnd(14), ...d.measures.map((x) => fmt(fa.m[x.key], x.dp).padStart(Math.max(10, x.key.length + 1)))].join(""); });
  return [hdr, ...rows].join("\n");
}

// ─── 4. voices ───────────────────────────────────────────────────────────────────────────────────────────────────
// reasoner: long deliberation between calls; narrator: one status line; terse: nothing beside the calls;
// planner: a numbered plan up front, then short lines.
const VOICES = ["reasoner", "reasoner", "narrator", "terse", "planner"];
const POOL = {
  open: ["The request is about {id}; I will start from the record itself before looking at any rules.", "First I need the current state of {id}; the certificate depends on the measured values and the counterparty.", "Staff want a decision on {id}. I'll pull the record, then compare it with the governing documents."],
  search: ["The vector store holds the contract and the standards, so file search is the natural place to look.", "I want the exact clause wording rather than a summary, so I'll query the documents.", "The binding text is in the stored documents; searching them."],
  web: ["A web search gives context on the market side; the binding text stays the stored documents.", "Checking public sources for the current picture before I compare.", "Quick look at what is published this season."],
  side: ["Pulling {id} as well; it shares the counterparty and helps compare.", "Also reading {id}, which is queued behind this one.", "{id} is in the same shipment window; reading it for context.", "Checking {id} too, so the comparison is on like terms."],
  code: ["I'll compute the per-sample statistics in the sandbox so the numbers are reproducible.", "Rather than eyeballing the readings, I'll load the export into pandas and aggregate.", "The lab export is the authority here; a short script will give means and the worst sample."],
  poll: ["The job is still running, so I'll check its status again.", "Progress has not reached the end yet; polling the status endpoint.", "Waiting on the job before I can draft anything; checking status."],
  emit: ["All inputs are in hand, so I'll submit the structured record now.", "Submitting the structured payload; the schema validator will tell me if any field is off.", "Drafting the structured output with the values above."],
  page: ["There are more results behind the cursor; fetching the next page.", "The list is paginated; continuing with the next cursor.", "Not all pending items are on this page yet, so I'll keep paging."],
  hand: ["This part belongs to {agent}; handing over with the context I have.", "{agent} owns this step, so I'll transfer the conversation.", "Routing to {agent}, which has the tools for this."],
  retry: ["That failed; I'll adjust and run it again.", "Same problem as before, but a small change should fix it.", "Let me try once more with a slightly different approach."],
};
const WEIGH = [
  "If a value is out of limit, the decision belongs to staff; I should not force a record through.",
  "Identifiers have to stay exactly as the system prints them, because downstream matching is literal.",
  "The lab export is authoritative for numbers; the record screen can lag by a version.",
  "I should keep the tool calls few and purposeful; each one costs the yard/station a request against a rate limit.",
  "Where the stored documents and the web disagree, the stored contract wins for this buyer.",
  "The counterparty matters here, since terms differ by buyer.",
  "I'll note the request ids in case the integration team asks.",
  "Nothing so far contradicts the record, so the plan holds.",
];
function voiceLine(tp, voice, key, vars = {}) {
  if (voice === "terse") return tp.r.chance(0.12) ? "…" : null;
  const fill = (s) => s.replace(/\{(\w+)\}/g, (_, k) => vars[k] ?? k);
  const a = fill(tp.r.pick(POOL[key]));
  if (voice === "narrator") return a;
  if (voice === "planner") return tp.r.chance(0.5) ? a : null;
  const extra = vars.detail ? " " + vars.detail : "";
  const b = tp.r.chance(0.6) ? " " + fill(tp.r.pick(WEIGH)) : "";
  const e = tp.r.chance(0.35) ? " " + fill(tp.r.pick(WEIGH)) : "";
  return a + extra + b + (e !== b ? e : "");
}

// ─── 5. scenes ───────────────────────────────────────────────────────────────────────────────────────────────────
// Each scene gets a context c = {tp, d, r, voice, main (record id), others (ids)} after the preamble, writes the rest
// of the run and returns {waste: assistant index or null, note}. Loop scenes end on a tool answer.
const say = (c, key, vars) => voiceLine(c.tp, c.voice, key, { id: c.main, ...vars });
const T = (d) => d.tools;

function preamble(c, n) {
  const { tp, d, r } = c; const H = hosted(d); let done = 0; const used = new Set();
  const steps = [];
  const style = r.pick(["json", "pretty", "kv"]);
  c.style = style;
  steps.push(() => tp.turn(c.voice === "planner" ? `Plan:\n1. Read ${c.main} and its lab values.\n2. Check them against the buyer terms and the standard (file search over ${d.vs}).\n3. ${d.emitNoun} or explain what blocks it.` : say(c, "open"), [{ name: T(d).get, args: { id: c.main }, out: recordOut(d, c.main, style) }]));
  let oi = 0;
  const gen = () => {
    const k = r.pick(["get", "get", "file", "web", "code", "extra", "file"]);
    if (k === "get" || k === "code") {
      const id = c.others[oi++ % c.others.length];
      if (k === "get" && !used.has("g" + id)) { used.add("g" + id); return () => tp.turn(say(c, "side", { id }), [{ name: T(d).get, args: { id }, out: recordOut(d, id, style) }]); }
      if (!used.has("c" + id)) {
        used.add("c" + id);
        const code = `import statistics as st\nreadings = ${J(facts(d, id).readings)}\ncols = ${J(d.measures.map((x) => x.key))}\nfor i, col in enumerate(cols):\n    vals = [r[i] for r in readings]\n    print(f"{col:24s} mean={st.mean(vals):.3f} worst={${d.measures[0].dir === "max" ? "max" : "min"}(vals)} n={len(vals)}")`;
        const out = d.measures.map((x, i) => { const v = facts(d, id).readings.map((rr) => rr[i]); const mean = v.reduce((a, b) => a + b, 0) / v.length; return `${x.key.padEnd(24)} mean=${mean.toFixed(3)} worst=${d.measures[0].dir === "max" ? Math.max(...v) : Math.min(...v)} n=${v.length}`; }).join("\n");
        return () => tp.turn(say(c, "code"), [{ name: H.code, args: { container: tp.cntr, code }, out: codeOut(out, "") }], r.int(900, 6000));
      }
      return null;
    }
    if (k === "file") {
      const di = r.int(0, d.docs.length - 1), mi = r.int(0, d.measures.length - 1);
      if (used.has("f" + di + mi)) return null; used.add("f" + di + mi);
      const q = `${d.measures[mi].label} ${r.pick(["limit", "requirement", "tolerance", "sampling"])} ${d.docs[di].title.split(" ").slice(0, 3).join(" ")}`;
      return () => tp.turn(say(c, "search"), [{ name: H.file, args: { query: q, vector_store_ids: [d.vs], max_num_results: 4 }, out: fileOut(d, q, [chunk(d, di, r.int(3, 9), mi), chunk(d, (di + 1) % d.docs.length, r.int(2, 8), mi)]) }]);
    }
    if (k === "web") {
      const ti = r.int(0, d.webTopics.length - 1); const v = r.int(0, 2);
      if (used.has("w" + ti + v)) return null; used.add("w" + ti + v);
      const q = d.webTopics[ti] + ["", " latest", " 2026"][v];
      return () => tp.turn(say(c, "web"), [{ name: H.web, args: { query: q }, out: webOut(d, q, webResults(d, d.webTopics[ti], v)) }], r.int(900, 5000));
    }
    if (k === "extra") {
      const id = c.others[oi++ % c.others.length];
      if (used.has("x" + id)) return null; used.add("x" + id);
      return () => tp.turn(say(c, "side", { id }), [{ name: T(d).extra, args: { ref: id }, out: (tp2) => J({ ref: id, found: true, items: [{ kind: T(d).extra.replace("_lookup", ""), ref: `${id}/${factDice(id).int(1, 9)}`, issued: facts(d, id).received, by: facts(d, id).sampler }], request_id: tp2.rid() }) }]);
    }
    return null;
  };
  let guard = 0;
  while (steps.length < n && guard++ < 400) { const s = gen(); if (s) steps.push(s); }
  // a parallel pair now and then: a record and a rule search in one assistant message
  if (n >= 4 && r.chance(0.4)) {
    const id = c.others[(oi + 3) % c.others.length], mi = r.int(0, d.measures.length - 1);
    const q = `${d.measures[mi].label} acceptance ${d.entity}`;
    steps.splice(2, 0, () => tp.turn(say(c, "side", { id }), [{ name: T(d).get, args: { id }, out: recordOut(d, id, style) }, { name: H.file, args: { query: q, vector_store_ids: [d.vs] }, out: fileOut(d, q, [chunk(d, 0, 4, mi), chunk(d, 2, 5, mi)]) }]));
  }
  for (const s of steps.slice(0, Math.max(1, n))) { s(); done++; }
  return done;
}

// --- loop 1 and its twin: the code sandbox --------------------------------------------------------------------
const COSMETIC = [
  (k) => `df = pd.read_csv("/mnt/data/{csv}", sep=";")\nsummary = df.groupby("id")["${k}"].agg(["mean", "max", "count"])\nprint(summary.to_string())`,
  (k) => `df = pd.read_csv("/mnt/data/{csv}", sep=";", encoding="utf-8-sig")\ndf.columns = df.columns.str.strip()\nprint(df.groupby("id")["${k}"].describe())`,
  (k) => `import pandas as pd\nlab = pd.read_csv("/mnt/data/{csv}", sep=";", low_memory=False)\nagg = lab.groupby("id")["${k}"].mean().round(2)\nprint(agg)`,
  (k) => `df = pd.read_csv("/mnt/data/{csv}", sep=";", dtype=str)\ndf["${k}"] = df["${k}"].astype(float)\nprint(df.groupby("id")["${k}"].max())`,
  (k) => `frame = pd.read_csv("/mnt/data/{csv}", sep=";")\nframe.columns = [c.lower() for c in frame.columns]\nres = frame.pivot_table(index="id", values="${k}", aggfunc="mean")\nprint(res)`,
  (k) => `df = pd.read_csv("/mnt/data/{csv}", sep=";", skipinitialspace=True)\nworst = df.sort_values("${k}", ascending=False).head(10)\nprint(worst[["id", "${k}"]])`,
  (k) => `# retry with explicit engine\ndf = pd.read_csv("/mnt/data/{csv}", sep=";", engine="python")\nprint(df.groupby("id")["${k}"].agg(["min", "mean", "max"]))`,
  (k) => `df = pd.read_csv("/mnt/data/{csv}", sep=";", header=0)\ndf = df.rename(columns=str.strip)\nprint(df.groupby("id")["${k}"].mean())`,
];
function sceneSandboxLoop(c) {
  const { tp, d, r } = c; const H = hosted(d); const k = d.measures[0].key; const csv = csvName(d, tp);
  const n = r.int(5, 10); let waste = null; const order = r.shuffle(COSMETIC);
  for (let i = 0; i < n; i++) {
    const code = order[i % order.length](k).replace("{csv}", csv);
    const text = i === 0 ? say(c, "code") : c.voice === "terse" ? null : r.pick(["The KeyError is probably whitespace or encoding in the header; adjusting the read.", `Still failing on '${k}'. Trying a different read option.`, "Let me normalise the columns and rerun.", "Perhaps a BOM in the first header cell — re-reading with another setting.", "I'll aggregate differently; the groupby call may be the issue.", say(c, "retry")]);
    const idx = tp.turn(text, [{ name: H.code, args: { container: tp.cntr, code: (i === 0 || r.chance(0.4) ? "import pandas as pd\n" : "") + code }, out: codeOut("", pyKeyError(k, r.int(2, 5))) }], r.int(700, 5000));
    if (i === 2) waste = idx;
  }
  return { waste, note: `code sandbox re-runs ${n} variants of the same read/aggregate; every run ends in KeyError '${k}' (the lab export's header is '${d.measures[0].hdr}'), and the columns are never printed. Waste from the third run.` };
}
function sceneSandboxTwin(c) {
  const { tp, d, r } = c; const H = hosted(d); const k = d.measures[0].key; const csv = csvName(d, tp); const hdrs = d.measures.map((x) => x.hdr);
  const ids = [c.main, ...c.others.slice(0, r.int(3, 8))];
  tp.turn(say(c, "code"), [{ name: H.code, args: { container: tp.cntr, code: `import pandas as pd\ndf = pd.read_csv("/mnt/data/${csv}", sep=";")\nprint(df.groupby("id")["${k}"].mean())` }, out: codeOut("", pyKeyError(k, 3)) }]);
  tp.turn(c.voice === "terse" ? null : `KeyError on '${k}'. Before guessing, I'll print the real header and a couple of rows.`, [{ name: H.code, args: { container: tp.cntr, code: `print(list(df.columns))\nprint(df.head(3).to_string())` }, out: codeOut(`${J(["id", ...hdrs, "operatore", "data_ora"])}\n` + ids.slice(0, 3).map((id, i) => `${i}  ${id}  ${d.measures.map((x) => fmt(facts(d, id).m[x.key], x.dp).replace(".", ",")).join("  ")}  ${facts(d, id).sampler}  ${facts(d, id).received.slice(0, 16)}`).join("\n"), "") }]);
  tp.turn(c.voice === "terse" ? null : `The headers are localised ('${hdrs[0]}', …). Renaming them to our keys.`, [{ name: H.code, args: { container: tp.cntr, code: `mapping = ${J(Object.fromEntries(d.measures.map((x) => [x.hdr, x.key])))}\ndf = df.rename(columns=mapping)\ndf["${k}"] = df["${k}"].astype(float)` }, out: codeOut("", pyValueError(fmt(facts(d, c.main).m[k], d.measures[0].dp || 1).replace(".", ","), 3)) }]);
  const extra = r.chance(0.5);
  if (extra) tp.turn(c.voice === "terse" ? null : "Decimal commas. Re-reading with decimal=',' so every numeric column parses.", [{ name: H.code, args: { container: tp.cntr, code: `df = pd.read_csv("/mnt/data/${csv}", sep=";", decimal=",").rename(columns=mapping)\nprint(df.dtypes.to_string())` }, out: codeOut(`id            object\n${d.measures.map((x) => `${x.key.padEnd(14)}float64`).join("\n")}\noperatore     object\ndata_ora      object\ndtype: object`, "") }]);
  tp.turn(c.voice === "terse" ? null : "Now the aggregation, and a CSV of the result for the record.", [{ name: H.code, args: { container: tp.cntr, code: `${extra ? "" : `df = pd.read_csv("/mnt/data/${csv}", sep=";", decimal=",").rename(columns=mapping)\n`}out = df.groupby("id")[${J(d.measures.map((x) => x.key))}].mean().round(3)\nout.to_csv("/mnt/data/summary.csv")\nprint(out.to_string())` }, out: codeOut(labTable(d, ids), "", [{ file_id: "cfile_" + r.hex(24), filename: "summary.csv" }]) }]);
  const bad = fails(d, facts(d, c.main));
  tp.final(`${c.main}: ${d.measures.map((x) => `${x.label} ${fmt(facts(d, c.main).m[x.key], x.dp)}${x.unit ? " " + x.unit : ""}`).join(", ")}. ${bad.length ? `Out of limit: ${bad.map((x) => `${x.label} (limit ${x.limit})`).join(", ")} — no ${d.emitNoun} until staff decide.` : `All within limits; ready for the ${d.emitNoun}.`} The sandbox summary for ${ids.length} ${plural(d.entity)} is saved as summary.csv. ${r.chance(0.4) ? d.phr.thanks : ""}`.trim());
  return { waste: null, note: `code sandbox: KeyError → prints the header → ValueError on decimal commas → ${extra ? "dtype check → " : ""}aggregation succeeds; each run fixes the error the previous one showed.` };
}

// --- loop 2 and its twin: searching the stored documents ---------------------------------------------------------
function paraphrases(d, x) {
  return [
    `penalty if ${x.label} above limit`, `what happens when ${x.label} exceeds the contract limit`, `rejection or discount clause ${x.label} out of specification`,
    `buyer remedy non-conforming ${d.entity} ${x.label}`, `${x.label} exceedance consequences contract`, `price deduction for ${x.label} over ${x.limit}`,
    `claim procedure ${x.label} outside tolerance`, `${d.entity} not meeting ${x.label} requirement what does the contract say`, `liquidated damages ${x.label}`,
  ];
}
function sceneSearchLoop(c) {
  const { tp, d, r } = c; const H = hosted(d); const x = d.measures[d.sq]; const o = (d.sq + 1) % d.measures.length;
  c.tp.user(d.phr.search.replace("{id}", c.main), "staff");
  const qs = r.shuffle(paraphrases(d, x)); const withWeb = r.chance(0.5);
  const hits = [chunk(d, 1, 4, d.sq), chunk(d, 2, 6, d.sq), chunk(d, 3, 2, o)]; // none of these says what happens on exceedance
  const wres = webResults(d, d.webTopics[1], 0);
  if (withWeb) tp.turn(c.voice === "terse" ? null : "Before searching, one public-source check for context.", [{ name: H.web, args: { query: d.webTopics[3] }, out: webOut(d, d.webTopics[3], webResults(d, d.webTopics[3], 1)) }], r.int(900, 4000));
  const n = r.int(6, 11); let waste = null, fsCount = 0, q = 0;
  for (let i = 0; i < n; i++) {
    const web = withWeb && i % 2 === 1;
    const query = qs[q++ % qs.length];
    const text = i === 0 ? say(c, "search") : c.voice === "terse" ? null : r.pick([`Those hits are about sampling, not remedies. Rewording: "${query}".`, "The clause must be in there under another name; trying a different phrasing.", "Maybe the contract calls it a claim rather than a penalty.", `Narrowing to ${x.label} specifically.`, say(c, "search")]);
    const call = web ? { name: H.web, args: { query: `${query} ${d.docs[0].auth}` }, out: webOut(d, query, wres) } : { name: H.file, args: { query, vector_store_ids: [d.vs], max_num_results: 5 }, out: fileOut(d, query, r.chance(0.3) ? [hits[1], hits[0], hits[2]] : hits) };
    const idx = tp.turn(text, [call], web ? r.int(900, 4000) : r.int(200, 1200));
    if (!web) { fsCount++; if (fsCount === 3 && waste === null) waste = idx; }
  }
  return { waste, note: `${withWeb ? "file search and web search alternate" : "file search only"}; ${n} reworded queries about the ${x.label} remedy return the same three chunks (sampling, limits, intake steps) and never the remedy; the agent neither opens another document nor asks. Waste from the third file search.` };
}
function sceneSearchTwin(c) {
  const { tp, d, r } = c; const H = hosted(d); const x = d.measures[d.sq];
  c.tp.user(d.phr.search.replace("{id}", c.main), "staff");
  const qs = r.shuffle(paraphrases(d, x));
  tp.turn(say(c, "search"), [{ name: H.file, args: { query: qs[0], vector_store_ids: [d.vs] }, out: fileOut(d, qs[0], [chunk(d, 1, 4, d.sq), chunk(d, 2, 6, d.sq)]) }]);
  const sec = r.int(9, 14); const contract = d.docs.find((z) => /buyer|owner|processor/.test(z.auth)) ?? d.docs[0];
  const toc = { file_id: "file-" + factDice(contract.fn).an(22), filename: contract.fn, text: `Table of contents … §${sec} Non-conforming goods and claims ……… p.${r.int(11, 30)}; §${sec + 1} Force majeure; §${sec + 2} Governing law.` };
  tp.turn(c.voice === "terse" ? null : `The first hits are limits and sampling. The contract's table of contents should tell me where remedies live.`, [{ name: H.file, args: { query: `${contract.title} table of contents claims`, vector_store_ids: [d.vs] }, out: fileOut(d, "toc", [toc, chunk(d, 0, 3, 0)]) }]);
  const disc = r.int(3, 12);
  const clause = { file_id: toc.file_id, filename: contract.fn, text: `§${sec}.2 Where ${x.label} exceeds the limit in §4 by not more than ${r.int(10, 30)} %, Buyer may accept the ${d.entity} at a price reduction of ${disc} % per started unit of exceedance, notified in writing within ${r.int(3, 10)} working days. §${sec}.3 Beyond that tolerance Buyer may reject; Seller bears return freight and re-testing at an accredited laboratory.` };
  tp.turn(c.voice === "terse" ? null : `§${sec} it is. Searching inside that file only.`, [{ name: H.file, args: { query: `§${sec} non-conforming ${x.label} price reduction reject`, vector_store_ids: [d.vs], filters: { type: "eq", key: "filename", value: contract.fn } }, out: fileOut(d, "clause", [clause], { type: "eq", key: "filename", value: contract.fn }) }]);
  if (r.chance(0.5)) tp.turn(say(c, "open"), [{ name: T(d).get, args: { id: c.main }, out: recordOut(d, c.main, c.style) }]);
  const v = facts(d, c.main).m[x.key];
  tp.final(`${contract.title}, §${sec}.2–${sec}.3: within the tolerance band the buyer may accept at −${disc} % per started unit of exceedance (written notice required); beyond it the buyer may reject and the seller pays return freight and re-testing. ${c.main} has ${x.label} ${fmt(v, x.dp)} ${x.unit} against ${x.limit}. ${r.chance(0.4) ? d.phr.thanks : ""}`.trim());
  return { waste: null, note: "file search: generic hits → table of contents points to the claims section → filtered search returns the clause; answer cites it." };
}

// --- loop 3 and its twin: hand-offs between named agents -------------------------------------------------------
const handoff = (to) => ({ name: `transfer_to_${to}`, args: {}, out: J({ assistant: to }) });
function sceneHandoffLoop(c) {
  const { tp, d, r } = c; const [A, B] = d.agents; tp.named = true; tp.who = A;
  const bad = fails(d, facts(d, c.main)); const why = bad.length ? `${bad[0].label} is out of limit (${fmt(facts(d, c.main).m[bad[0].key], bad[0].dp)} vs ${bad[0].limit})` : `only ${facts(d, c.main).readings.length} samples were drawn, fewer than the contract asks for`;
  const cycles = r.int(3, 6); let waste = null;
  for (let i = 0; i < cycles; i++) {
    tp.who = A;
    const ta = i === 0 ? say(c, "hand", { agent: B }) : c.voice === "terse" ? null : r.pick([`${B} needs the ${d.need.noun}; the record shows none, which ${B} can read as well. Passing back so it can decide.`, `${B} is the owner of the ${d.emitNoun}; handing over again with the same facts.`, `I don't have a tool for the ${d.need.noun} decision. ${B} should make the call.`, `Returning to ${B}: the ${d.entity} is unchanged and the decision is theirs.`]);
    const idx = tp.turn(ta, [handoff(B)], r.int(20, 120));
    if (i === 1) waste = idx;
    tp.who = B;
    if (i === 0 || r.chance(0.6)) tp.turn(c.voice === "terse" ? null : `Checking whether a ${d.need.noun} exists for ${c.main}.`, [{ name: T(d).extra, args: { ref: c.main, kind: d.need.pfx.replace(/-$/, "").toLowerCase() }, out: (t) => J({ ref: c.main, found: false, items: [], searched: [T(d).extra.replace("_lookup", ""), d.need.noun], request_id: t.rid(), took_ms: t.r.int(20, 400) }) }]);
    tp.turn(c.voice === "terse" ? null : r.pick([`No ${d.need.noun} on file for ${c.main}, and ${why}. That is ${A}'s to obtain; handing back.`, `I can't issue the ${d.emitNoun} without a ${d.need.noun}. ${A} handles those.`, `Still no ${d.need.noun}. Sending back to ${A}, who owns that.`]), [handoff(A)], r.int(20, 120));
  }
  return { waste, note: `${A} and ${B} hand the same ${d.entity} back and forth ${cycles} times; ${B} re-checks a ${d.need.noun} that is never there, and neither asks staff. Waste from ${A}'s second transfer.` };
}
function sceneHandoffTwin(c) {
  const { tp, d, r } = c; const [A, B, C] = d.agents; tp.named = true; tp.who = A;
  const variant = r.pick(["relay", "fetch"]);
  tp.turn(say(c, "hand", { agent: B }), [handoff(B)], r.int(20, 120));
  tp.who = B;
  if (variant === "relay") {
    tp.turn(c.voice === "terse" ? null : "Reading the latest values for the certificate.", [{ name: T(d).get, args: { id: c.main, fields: d.measures.map((x) => x.key) }, out: recordOut(d, c.main, "json") }]);
    tp.turn(c.voice === "terse" ? null : `Values are in range. Pricing/paperwork is ${C}'s part.`, [handoff(C)], r.int(20, 120));
    tp.who = C;
    tp.turn(c.voice === "terse" ? null : "Creating the structured record.", [{ name: T(d).emit, args: emitPayload(d, c.main, { ok: true }), out: (t) => J({ ok: true, id: `${d.emitNoun.split(" ")[0].toUpperCase().slice(0, 4)}-${t.r.int(10000, 99999)}`, version: 1, pdf_file_id: "file-" + t.r.an(22), request_id: t.rid() }) }]);
    tp.turn(null, [handoff(A)], r.int(20, 120)); tp.who = A;
    tp.final(`Done: ${B} confirmed the values for ${c.main} and ${C} issued the ${d.emitNoun}. ${d.phr.thanks}`);
    return { waste: null, note: `${A} → ${B} (reads values) → ${C} (issues the record) → ${A}; each agent does a different part once.` };
  }
  tp.turn(c.voice === "terse" ? null : `Checking for a ${d.need.noun} on ${c.main}.`, [{ name: T(d).extra, args: { ref: c.main, kind: d.need.pfx.replace(/-$/, "").toLowerCase() }, out: (t) => J({ ref: c.main, found: false, items: [], request_id: t.rid() }) }]);
  tp.turn(c.voice === "terse" ? null : `No ${d.need.noun} filed under the ${d.entity} id. ${A} can look it up by counterparty.`, [handoff(A)], r.int(20, 120));
  tp.who = A; const w = `${d.need.pfx}${r.int(100, 999)}`;
  tp.turn(c.voice === "terse" ? null : `Searching ${d.need.noun}s by counterparty (${facts(d, c.main).party}) instead of by ${d.entity} id.`, [{ name: T(d).extra, args: { counterparty: facts(d, c.main).party, kind: d.need.pfx.replace(/-$/, "").toLowerCase(), since: "2026-10-01" }, out: (t) => J({ found: true, items: [{ ref: w, kind: d.need.noun, covers: [c.main], measure: d.measures[0].key, max_value: +(d.measures[0].limit * 1.1).toFixed(2), signed_by: "quality desk", signed_at: t.local(-86400000 * 3) }], request_id: t.rid() }) }]);
  tp.turn(c.voice === "terse" ? null : `Found ${w} covering ${c.main}; handing back to ${B} with the reference.`, [handoff(B)], r.int(20, 120));
  tp.who = B;
  tp.turn(c.voice === "terse" ? null : `Issuing with ${d.need.noun} ${w}.`, [{ name: T(d).emit, args: { ...emitPayload(d, c.main, { ok: true }), attachment_ref: w }, out: (t) => J({ ok: true, id: `C-${t.r.int(10000, 99999)}`, version: 1, attachment_ref: w, request_id: t.rid() }) }]);
  tp.final(`${c.main}: ${d.emitNoun} issued with ${d.need.noun} ${w} (found by counterparty, not by ${d.entity} id). ${d.phr.thanks}`);
  return { waste: null, note: `${A} → ${B} (no ${d.need.noun} by id) → ${A} (finds it by counterparty) → ${B} (issues); the second hand-off carries new information.` };
}

// --- loop 4 and its twin: polling a background job --------------------------------------------------------------
function jobPrinter(d, job, total) {
  return (t, done, state, extra = {}) => J({ job_id: job, status: state, progress: { done, total }, updated_at: extra.upd ?? t.local(), polled_at: t.local(), queue_position: extra.pos ?? 0, worker: extra.worker ?? `w-${t.r.int(1, 9)}`, eta_s: state === "completed" ? 0 : t.r.int(30, 900), request_id: t.rid(), ...(extra.result ? { result: extra.result } : {}) });
}
function submitJob(c, vs) {
  const { tp, d, r } = c; const job = (vs ? "vsf_" : "job_") + r.an(18); const total = vs ? r.int(180, 900) : r.int(24, 160);
  if (vs) tp.turn(c.voice === "terse" ? null : `The new lab PDF for ${c.main} has to be searchable before I cite it; adding it to ${d.vs}.`, [{ name: "vector_store_file_add", args: { vector_store_id: d.vs, file_id: "file-" + r.an(22), attributes: { ref: c.main } }, out: (t) => J({ id: job, object: "vector_store.file", status: "in_progress", vector_store_id: d.vs, created_at: Math.floor(t.t / 1000), usage_bytes: 0, chunks: { done: 0, total } }) }]);
  else tp.turn(say(c, "open"), [{ name: T(d).submit, args: { ids: [c.main, ...c.others.slice(0, r.int(1, 5))], priority: r.pick(["normal", "high"]) }, out: (t) => J({ job_id: job, status: "queued", queue_position: t.r.int(1, 6), submitted_at: t.local(), request_id: t.rid() }) }]);
  return { job, total, tool: vs ? "vector_store_file_status" : T(d).status, args: vs ? { vector_store_id: d.vs, file_id: job } : { job_id: job } };
}
function sceneStuckPoll(c) {
  const { tp, d, r } = c; const vs = r.chance(0.4); const J0 = submitJob(c, vs); const pr = jobPrinter(d, J0.job, J0.total);
  const sleeps = r.chance(0.6); const moving = r.int(1, 3); const frozenAt = Math.floor(J0.total * r.num(0.3, 0.85, 2));
  let waste = null, done = 0, lastUpd = null, unchanged = -1; const n = r.int(7, 13);
  for (let i = 0; i < n; i++) {
    if (sleeps) {
      const s = r.pick([20, 30, 30, 45, 60]);
      const idx = tp.turn(c.voice === "reasoner" && r.chance(0.5) ? say(c, "poll") : null, [{ name: "sleep", args: { seconds: s }, out: `slept ${s}s` }], s * 1000 + r.int(2, 40));
      if (unchanged >= 1 && waste === null) waste = idx;
    }
    const moved = i < moving; done = moved ? Math.floor(frozenAt * (i + 1) / moving) : frozenAt;
    const text = c.voice === "terse" ? null : i === 0 ? say(c, "poll") : r.pick([`Still ${done}/${J0.total}. Checking again.`, say(c, "poll"), "Polling.", `Worker is alive (eta keeps updating); one more look.`, null]);
    const idx = tp.turn(text, [{ name: J0.tool, args: J0.args, out: (t) => { if (moved) lastUpd = t.local(-r.int(500, 20000)); return pr(t, done, "in_progress", { upd: lastUpd }); } }], r.int(90, 700));
    if (!moved) unchanged++;
    if (!sleeps && unchanged === 2 && waste === null) waste = idx;
  }
  return { waste, note: `${vs ? "vector-store file ingestion" : d.jobNoun} advances ${moving} time(s), then sticks at ${frozenAt}/${J0.total} with the same updated_at while eta, worker and request ids change; the agent keeps polling${sleeps ? " with sleeps" : ""}. Waste from the turn after the second unchanged poll.` };
}
function sceneBackoffPoll(c) {
  const { tp, d, r } = c; const vs = r.chance(0.4); const J0 = submitJob(c, vs); const pr = jobPrinter(d, J0.job, J0.total);
  const n = r.int(4, 8); let wait = r.pick([5, 8, 10]); const rl = r.int(1, n - 2);
  for (let i = 0; i < n; i++) {
    tp.turn(c.voice === "terse" ? null : `Backing off ${wait}s before the next status check.`, [{ name: "sleep", args: { seconds: wait }, out: `slept ${wait}s` }], wait * 1000);
    if (i === rl) {
      tp.turn(null, [{ name: J0.tool, args: J0.args, out: (t) => J({ error: { type: "rate_limit_error", code: "rate_limited", message: "Too many status requests for this job. Retry after 12s.", retry_after_s: 12, request_id: t.rid() } }) }]);
      tp.turn(c.voice === "terse" ? null : "Rate-limited; waiting the 12 s it asks for.", [{ name: "sleep", args: { seconds: 12 }, out: "slept 12s" }], 12000);
    }
    const done = Math.floor(J0.total * (i + 1) / n); const state = i === n - 1 ? "completed" : "in_progress";
    tp.turn(c.voice === "terse" ? null : say(c, "poll"), [{ name: J0.tool, args: J0.args, out: (t) => pr(t, done, state, state === "completed" ? { result: { file_id: "file-" + t.r.an(22), rows: done, failures: t.r.int(0, 2) } } : {}) }]);
    wait = Math.min(wait * 2, 120);
  }
  tp.final(`${vs ? "The lab PDF is indexed" : `The ${d.jobNoun} finished`} (${J0.total}/${J0.total}). ${fails(d, facts(d, c.main)).length ? `${c.main} still has out-of-limit values; holding the ${d.emitNoun}.` : `${c.main} is within limits; the ${d.emitNoun} can go.`}`);
  return { waste: null, note: `${vs ? "vector-store ingestion" : d.jobNoun} polled ${n} times with doubling sleeps; progress moves every poll, one 429 is honoured, and the job completes.` };
}

// --- loop 5 and its twin: a strict structured-output tool ------------------------------------------------------
function emitPayload(d, id, o = {}) {
  const fa = facts(d, id); const e = d.enumField;
  const p = { [d.entity.replace(/ /g, "_") + "_id"]: id, [e.key]: o.enumBad ? e.bad : e.ok, sampled_on: o.dateBad ? fa.received.slice(0, 16).replace("T", " ") : fa.received.slice(0, 10), counterparty: fa.party };
  p.results = Object.fromEntries(d.measures.map((x) => [x.key, o.strNums ? fmt(fa.m[x.key], x.dp) + (x.unit ? " " + x.unit : "") : fa.m[x.key]]));
  if (!o.noSampler) p.sampled_by = fa.sampler;
  if (o.notes) p.notes = o.notes;
  return p;
}
const schemaErr = (t, param, msg) => J({ error: { type: "invalid_request_error", code: "schema_validation_failed", param, message: msg, request_id: t.rid() } });
function sceneSchemaLoop(c) {
  const { tp, d, r } = c; const e = d.enumField; const n = r.int(5, 9); let waste = null;
  const errA = (t) => schemaErr(t, e.key, `Invalid enum value '${e.bad}' at $.${e.key}; expected one of ${J(e.opts)}`);
  const errB = (t) => schemaErr(t, "sampled_on", `String '${facts(d, c.main).received.slice(0, 16).replace("T", " ")}' at $.sampled_on does not match format 'date' (YYYY-MM-DD)`);
  const notes = [null, "values from lab export", `checked ${tp.local().slice(0, 10)}`, "re-submitted", "see lab PDF", null];
  for (let i = 0; i < n; i++) {
    const a = i % 2 === 0; // even attempts: enum wrong, date right; odd attempts: enum right, date wrong
    const text = i === 0 ? say(c, "emit") : c.voice === "terse" ? null : a ? r.pick([`Fixed the date to YYYY-MM-DD.`, `sampled_on is now a plain date; resubmitting.`, `Date format corrected.`]) : r.pick([`${e.key} must be an enum; using ${e.ok}.`, `Switching ${e.key} to the enum constant.`, `Corrected ${e.key}.`]);
    const idx = tp.turn(text, [{ name: T(d).emit, args: emitPayload(d, c.main, { enumBad: a, dateBad: !a, notes: r.pick(notes) ?? undefined }), out: a ? errA : errB }], r.int(60, 500));
    if (i === 2) waste = idx;
  }
  return { waste, note: `structured-output tool rejects ${e.key}='${e.bad}'; fixing it brings back a datetime in sampled_on, fixing that brings back the free-text enum — the two rejected payloads alternate ${n} times. Waste from the third attempt (a payload already rejected).` };
}
function sceneSchemaTwin(c) {
  const { tp, d, r } = c; const e = d.enumField;
  tp.turn(say(c, "emit"), [{ name: T(d).emit, args: emitPayload(d, c.main, { enumBad: true, dateBad: true }), out: (t) => schemaErr(t, e.key, `Invalid enum value '${e.bad}' at $.${e.key}; expected one of ${J(e.opts)}`) }]);
  tp.turn(c.voice === "terse" ? null : `${e.key} → ${e.ok}.`, [{ name: T(d).emit, args: emitPayload(d, c.main, { dateBad: true }), out: (t) => schemaErr(t, "sampled_on", `String at $.sampled_on does not match format 'date'`) }]);
  const third = r.pick(["strNums", "noSampler"]);
  tp.turn(c.voice === "terse" ? null : "Keeping the enum, sampled_on as a date now.", [{ name: T(d).emit, args: emitPayload(d, c.main, { [third]: true }), out: (t) => third === "strNums" ? schemaErr(t, `results.${d.measures[0].key}`, `Expected number, received string at $.results.${d.measures[0].key}`) : schemaErr(t, "sampled_by", "Missing required property 'sampled_by'") }]);
  tp.turn(c.voice === "terse" ? null : third === "strNums" ? "Results as bare numbers, units belong to the schema." : "Adding sampled_by from the record.", [{ name: T(d).emit, args: emitPayload(d, c.main, {}), out: (t) => J({ ok: true, id: `${e.key.slice(0, 2).toUpperCase()}-${t.r.int(100000, 999999)}`, version: 1, schema: `${T(d).emit}.v${t.r.int(2, 4)}`, pdf_file_id: "file-" + t.r.an(22), request_id: t.rid() }) }]);
  tp.final(`${d.emitNoun[0].toUpperCase() + d.emitNoun.slice(1)} for ${c.main} accepted (version 1). Three schema fixes on the way: ${e.key} enum, date format, ${third === "strNums" ? "numeric results" : "sampled_by"}. ${r.chance(0.4) ? d.phr.thanks : ""}`.trim());
  return { waste: null, note: `structured-output tool: three different validation errors fixed cumulatively (${e.key}, sampled_on, ${third === "strNums" ? "numbers" : "sampled_by"}), then accepted.` };
}

// --- loop 6 and its twin: cursors -----------------------------------------------------------------------------
function listPage(d, ids, cursorOut, hasMore, page, total) {
  return (t) => J({ data: ids.map((id) => { const fa = facts(d, id); return { id, status: fa.status, counterparty: fa.party, received_at: fa.received, [d.measures[0].key]: fa.m[d.measures[0].key], updated_at: fa.received }; }), has_more: hasMore, next_cursor: cursorOut, page, total_estimate: total, request_id: t.rid(), took_ms: t.r.int(30, 700) });
}
function pageIds(d, seedKey, n) { const f = factDice(seedKey); return Array.from({ length: n }, () => d.id(f)); }
function sceneCursorLoop(c) {
  const { tp, d, r } = c; c.tp.user(d.phr.list, "staff");
  const pages = r.int(2, 4); const size = r.pick([20, 25, 25, 30]); const P = Array.from({ length: pages }, (_, i) => pageIds(d, d.key + c.main + "p" + i, i === pages - 1 ? r.int(6, size) : size));
  const reuse = r.chance(0.5); const cur = Array.from({ length: pages + 1 }, () => "eyJvIjo" + r.an(26)); // reuse: cur[k] asks for page k
  const total = P.reduce((a, p) => a + p.length, 0) + r.int(0, 4);
  const n = pages + r.int(4, 9); let waste = null; const filt = { status: "awaiting_certificate", sort: "-updated_at", limit: size };
  let next = null;
  for (let i = 0; i < n; i++) {
    let k, outCursor;
    if (reuse) { k = i === 0 ? 0 : 1 + ((i - 1) % (pages - 1)); outCursor = k + 1 < pages ? cur[k + 1] : cur[1]; }
    else { k = i % pages; outCursor = "eyJvIjo" + r.an(26); }
    const args = { ...filt, ...(next ? { cursor: next } : {}) };
    const text = i === 0 ? say(c, "page") : c.voice === "terse" ? null : r.pick([say(c, "page"), `Page ${i + 1}; has_more is still true.`, `Continuing from ${next.slice(0, 12)}….`, null]);
    const idx = tp.turn(text, [{ name: T(d).list, args, out: listPage(d, P[k], outCursor, true, i + 1, total) }], r.int(60, 900));
    if (reuse && i === pages) waste = idx; // first request with a cursor already used
    if (!reuse && i === pages + 1) waste = idx; // first request after a page whose ids were all seen
    next = outCursor;
  }
  return { waste, note: `list pagination wraps after ${pages} page(s) of ${size}: ${reuse ? "the last page hands back the cursor of page 2, already used" : "the last page returns a fresh-looking cursor that serves page 1's ids again"}; page counter and request ids keep counting up and the agent keeps paging. Waste from ${reuse ? "the first request with a reused cursor" : "the request after the first repeated page"}.` };
}
function sceneCursorTwin(c) {
  const { tp, d, r } = c; const H = hosted(d); c.tp.user(d.phr.list, "staff");
  const pages = r.int(3, 7); const size = r.pick([20, 25, 30]); const P = Array.from({ length: pages }, (_, i) => pageIds(d, d.key + c.main + "q" + i, i === pages - 1 ? r.int(3, size) : size));
  const total = P.reduce((a, p) => a + p.length, 0); let next = null;
  for (let i = 0; i < pages; i++) {
    const last = i === pages - 1; const outCursor = last ? null : "eyJvIjo" + r.an(26);
    tp.turn(i === 0 ? say(c, "page") : c.voice === "terse" ? null : r.pick([say(c, "page"), `${(i * size)} of ~${total} so far.`, null]), [{ name: T(d).list, args: { status: "awaiting_certificate", limit: size, ...(next ? { cursor: next } : {}) }, out: listPage(d, P[i], outCursor, !last, i + 1, total) }], r.int(60, 900));
    next = outCursor;
  }
  if (r.chance(0.6)) tp.turn(say(c, "code"), [{ name: H.code, args: { container: tp.cntr, code: `from collections import Counter\nparties = ${J(P.flat().map((id) => facts(d, id).party))}\nprint("\\n".join(map(str, Counter(parties).most_common())))` }, out: codeOut(Object.entries(P.flat().reduce((a, id) => { const p = facts(d, id).party; a[p] = (a[p] || 0) + 1; return a; }, {})).map(([k, v]) => `('${k}', ${v})`).join("\n"), "") }]);
  tp.final(`${total} ${plural(d.entity)} are waiting for ${an(d.emitNoun)} (${pages} page${pages > 1 ? "s" : ""}, has_more=false on the last). Oldest: ${P[pages - 1].at(-1)}. ${r.chance(0.4) ? d.phr.thanks : ""}`.trim());
  return { waste: null, note: `pagination: ${pages} pages, each with new ids and a new cursor, ends with has_more=false.` };
}

// --- legit 7: repeats somebody asked for (cron wake-ups, or staff asking for N checks) ---------------------------
function queueOut(d, items) {
  return (t) => J({ queue: d.queue, messages: items.map((id) => ({ message_id: "msg_" + t.r.hex(16), receipt: t.r.an(32), body: { ref: id, event: t.r.pick(["lab_result_ready", "sample_logged", "document_uploaded"]) }, enqueued_at: t.local(-t.r.int(5000, 600000)), receive_count: 1 })), visible: items.length, in_flight: t.r.int(0, 2), polled_at: t.local(), request_id: t.rid() });
}
function sceneCronTicks(c) {
  const { tp, d, r } = c; const asked = !c.cron; const ticks = r.int(3, 5); const n = r.int(10, 30);
  if (asked) tp.user(d.phr.repeat.replace("{n}", n).replace("{m}", ticks), "staff");
  let seen = 0;
  for (let i = 0; i < ticks; i++) {
    if (!asked && i > 0) { tp.adv(n * 60000); tp.user(cronLine(tp, d, n, i), "scheduler"); }
    if (asked && i > 0) tp.turn(c.voice === "terse" ? null : `Check ${i + 1} of ${ticks} is due in ${n} minutes.`, [{ name: "sleep", args: { seconds: n * 60 } , out: `slept ${n * 60}s` }], n * 60000);
    const items = r.chance(0.45) ? [c.others[(seen++) % c.others.length]] : [];
    tp.turn(c.voice === "terse" ? null : `Tick ${i + 1}: polling ${d.queue}.`, [{ name: "queue_poll", args: { queue: d.queue, max_messages: 10, wait_seconds: 5 }, out: queueOut(d, items) }]);
    if (items.length) {
      tp.turn(say(c, "open", { id: items[0] }), [{ name: T(d).get, args: { id: items[0] }, out: recordOut(d, items[0], c.style) }]);
      tp.turn(null, [{ name: "queue_ack", args: { queue: d.queue, ref: items[0] }, out: (t) => J({ acked: 1, request_id: t.rid() }) }]);
    }
    if (!asked && i < ticks - 1) tp.final(items.length ? `Processed ${items[0]} (${fails(d, facts(d, items[0])).length ? "flagged" : "in limits"}). Sleeping until the next wake-up.` : "Queue empty; nothing to do until the next wake-up.");
  }
  tp.final(asked ? `${ticks} checks done, ${n} minutes apart: ${seen ? `${seen} new event${seen > 1 ? "s" : ""} (${c.others.slice(0, seen).join(", ")})` : "nothing new"}. ${d.phr.thanks}` : `Wake-up ${ticks}: ${seen ? `${seen} event(s) handled since the first wake-up` : "queue empty all along"}; going back to sleep.`);
  return { waste: null, note: `${asked ? `staff asked for ${ticks} checks ${n} min apart` : `${ticks} cron wake-ups, ${n} min apart`}; the queue poll repeats by request, each answered and acted on.` };
}
function cronLine(tp, d, n, i) { return `⏰ cron "${n === 60 ? "0 * * * *" : `*/${n} * * * *`}" fired ${tp.iso()} · trigger trg_${tp.r.an(12)} · wake ${i + 1} · agent ${d.agents[0]} · queue ${d.queue}`; }

// --- ambiguous ------------------------------------------------------------------------------------------------
function ambCreep(c) {
  const { tp, d, r } = c; const J0 = submitJob(c, false); const pr = jobPrinter(d, J0.job, J0.total);
  let done = Math.floor(J0.total * 0.4); let waste = null; const n = r.int(8, 11);
  for (let i = 0; i < n; i++) {
    tp.turn(null, [{ name: "sleep", args: { seconds: 60 }, out: "slept 60s" }], 60000);
    if (i % 3 === 0) done += 1;
    const idx = tp.turn(c.voice === "terse" ? null : `Progress ${done}/${J0.total}.`, [{ name: J0.tool, args: J0.args, out: (t) => pr(t, done, "in_progress") }]);
    if (i === 4) waste = idx;
  }
  tp.final(`The ${d.jobNoun} is moving very slowly (${done}/${J0.total}, about one item every three minutes). I stopped polling; at this rate it needs hours — staff may want to restart it.`);
  return { waste, note: `progress creeps by one item every third poll; ${n} polls a minute apart before giving up. Doubt from the fifth poll.` };
}
function ambReminder(c) {
  const { tp, d, r } = c; const ticks = 4; let waste = null; const party = facts(d, c.main).party;
  for (let i = 0; i < ticks; i++) {
    if (i > 0) { tp.adv(3600000); tp.user(cronLine(tp, d, 60, i), "scheduler"); }
    tp.turn(null, [{ name: T(d).get, args: { id: c.main }, out: recordOut(d, c.main, "json") }]);
    const idx = tp.turn(c.voice === "terse" ? null : `Still no documents from ${party}; sending the reminder.`, [{ name: "notify_party", args: { to: party, template: "missing_documents", ref: c.main }, out: (t) => J({ sent: true, message_id: "ntf_" + t.r.hex(16), channel: "email", request_id: t.rid() }) }]);
    if (i === 2) waste = idx;
    tp.final(`Reminder ${i + 1} sent to ${party} for ${c.main}.`);
  }
  return { waste, note: `hourly cron wake-ups; each re-reads the same record and re-sends the same reminder to ${party}. Reminders might be policy; doubt from the third.` };
}
function ambThinHandoff(c) {
  const { tp, d, r } = c; const [A, B] = d.agents; tp.named = true; tp.who = A; let waste = null;
  tp.turn(say(c, "hand", { agent: B }), [handoff(B)]); tp.who = B;
  tp.turn(null, [{ name: T(d).extra, args: { ref: c.main }, out: (t) => J({ ref: c.main, found: false, request_id: t.rid() }) }]);
  tp.turn(`Nothing filed for ${c.main}. ${A}, can you find the counterparty's reference?`, [handoff(A)]); tp.who = A;
  tp.turn(null, [{ name: T(d).get, args: { id: c.main, include: ["history"] }, out: recordOut(d, c.main, "pretty") }]);
  waste = tp.turn(`History mentions an email from ${facts(d, c.main).party} but no reference number. Passing that to ${B}.`, [handoff(B)]); tp.who = B;
  tp.turn(null, [{ name: T(d).extra, args: { counterparty: facts(d, c.main).party }, out: (t) => J({ found: false, request_id: t.rid() }) }]);
  tp.turn(`Still nothing. Back to ${A}.`, [handoff(A)]); tp.who = A;
  tp.final(`Neither agent can find the reference for ${c.main}; a person needs to call ${facts(d, c.main).party}.`);
  return { waste, note: `two round trips ${A}↔${B}; the second carries only a faint lead. Doubt from ${A}'s second transfer.` };
}
function ambMarginal(c) {
  const { tp, d, r } = c; const H = hosted(d); const x = d.measures[d.sq]; tp.user(d.phr.search.replace("{id}", c.main), "staff");
  const qs = r.shuffle(paraphrases(d, x)); let waste = null; const n = 6; const acc = [chunk(d, 1, 4, 2)];
  for (let i = 0; i < n; i++) {
    acc.push(chunk(d, (i + 2) % d.docs.length, 5 + i, (i + 2) % d.measures.length));
    const idx = tp.turn(c.voice === "terse" ? null : i ? "One new marginal hit; trying another wording." : say(c, "search"), [{ name: H.file, args: { query: qs[i], vector_store_ids: [d.vs] }, out: fileOut(d, qs[i], acc.slice(-3)) }]);
    if (i === 3) waste = idx;
  }
  tp.final(`I could not find an explicit remedy for ${x.label} in the stored documents; the closest text is the intake flagging rule. Treat it as not covered by contract.`);
  return { waste, note: "six reworded file searches, each adds one low-relevance new chunk; final answer is a hedge. Doubt from the fourth search." };
}

const LOOPS = { "sandbox-same-traceback": sceneSandboxLoop, "search-orbit": sceneSearchLoop, "handoff-pingpong": sceneHandoffLoop, "frozen-progress-poll": sceneStuckPoll, "schema-see-saw": sceneSchemaLoop, "cursor-wraparound": sceneCursorLoop };
const TWINS = { "sandbox-debug-converges": sceneSandboxTwin, "search-narrows": sceneSearchTwin, "handoff-relay": sceneHandoffTwin, "backoff-poll-completes": sceneBackoffPoll, "schema-fixes-stack": sceneSchemaTwin, "pagination-runs-out": sceneCursorTwin, "cron-or-asked-repeats": sceneCronTicks };
const AMBS = { "creeping-progress-poll": ambCreep, "cron-reminder-resend": ambReminder, "handoff-with-thin-news": ambThinHandoff, "search-marginal-gains": ambMarginal };

// ─── 6. casting ──────────────────────────────────────────────────────────────────────────────────────────────────
function systemPrompt(d, tp, cron, agent) {
  const H = hosted(d); const T0 = d.tools;
  return [
    `# ${agent}`,
    `Runtime: ${d.sdk}. Site: ${d.place}.`,
    cron ? `You run unattended. A scheduler wakes you; each wake-up arrives as a message from "scheduler". Finish each wake-up with a short status line.` : `Staff write to you in chat, often in ${d.lang.split(" (")[0]}. Answer in English; keep identifiers exact.`,
    `Hosted tools: ${H.web}, ${H.file} (vector store ${d.vs}), ${H.code} (container ${tp.cntr}).`,
    `Function tools: ${[T0.get, T0.list, T0.emit, T0.submit, T0.status, T0.extra, "sleep", "queue_poll", "queue_ack", "notify_party", "vector_store_file_add", "vector_store_file_status"].join(", ")}.`,
    `Hand-offs: ${d.agents.filter((a) => a !== agent).map((a) => `transfer_to_${a}`).join(", ")}.`,
    `${d.emitNoun[0].toUpperCase() + d.emitNoun.slice(1)}s go through ${T0.emit} (strict JSON schema). Never invent lab values.`,
  ].join("\n");
}

function buildRun(d, label, kind, r, pre) {
  const start = Date.UTC(2026, 10, 2) + r.int(0, 34) * 86400000 + r.int(4, 18) * 3600000 + r.int(0, 3599) * 1000;
  const tp = new Tape(r, d, start, r.pick(d.models)); tp.cntr = "cntr_" + r.hex(24); tp.week = r.int(44, 50);
  const c = { tp, d, r, voice: r.pick(VOICES), main: d.id(r), others: [] };
  const seen = new Set([c.main]); while (c.others.length < 40) { const id = d.id(r); if (!seen.has(id)) { seen.add(id); c.others.push(id); } }
  c.cron = kind === "cron-or-asked-repeats" ? r.chance(0.5) : kind === "cron-reminder-resend" ? true : r.chance(0.25);
  tp.named = d.hosted === "agents" && r.chance(0.5); tp.who = d.agents[0];
  tp.sys(systemPrompt(d, tp, c.cron, d.agents[0]));
  if (c.cron) tp.user(cronLine(tp, d, r.pick([10, 15, 20, 30]), 0), "scheduler");
  else tp.user(`${d.phr.greet} ${r.pick(d.phr.task).replace("{id}", c.main)}`, "staff");
  if (c.cron) tp.turn(null, [{ name: "queue_poll", args: { queue: d.queue, max_messages: 10 }, out: queueOut(d, [c.main]) }]);
  const nPre = preamble(c, pre);
  const fn = LOOPS[kind] ?? TWINS[kind] ?? AMBS[kind];
  const out = fn(c);
  return { messages: tp.msgs, waste: out.waste, note: `${out.note} Voice ${c.voice}; ${c.cron ? "cron-woken; " : ""}${nPre} preamble step${nPre === 1 ? "" : "s"}.` };
}

function cast() {
  const r = new Dice(SEED);
  const loopKinds = Object.keys(LOOPS), twinKinds = Object.keys(TWINS), ambKinds = Object.keys(AMBS);
  const ambDomains = new Set([1, 3, 6, 8]); // four trades carry one ambiguous run each (5 legit instead of 6)
  const plan = []; let tw = 0;
  DOMAINS.forEach((d, di) => {
    loopKinds.forEach((k, ki) => plan.push({ d, label: "loop", kind: k, di, ki }));
    const nLegit = ambDomains.has(di) ? 5 : 6;
    for (let j = 0; j < nLegit; j++) plan.push({ d, label: "legit", kind: twinKinds[tw++ % twinKinds.length] });
    if (ambDomains.has(di)) plan.push({ d, label: "ambiguous", kind: ambKinds[[...ambDomains].indexOf(di)] });
  });
  const runs = [];
  for (const p of plan) {
    const rr = new Dice(r.int(1, 2 ** 31 - 2));
    const band = rr.f(); const pre = band < 0.3 ? rr.int(1, 3) : band < 0.68 ? rr.int(4, 11) : rr.int(18, 27);
    const run = buildRun(p.d, p.label, p.kind, rr, pre);
    runs.push({ ...p, ...run });
  }
  const order = r.shuffle(runs); const ids = new Set();
  for (const x of order) { let id; do { id = "h" + r.chars(9, "abcdefghjkmnpqrstuvwxyz23456789"); } while (ids.has(id)); ids.add(id); x.id = id; }
  return order.map((x) => {
    const asst = x.messages.map((m, i) => [m, i]).filter(([m]) => m.role === "assistant");
    const lf = x.label === "legit" ? null : x.waste;
    return {
      trace: { id: x.id, messages: x.messages },
      label: { id: x.id, label: x.label, loop_from: lf, loop_from_message: lf == null ? null : asst[lf][1], kind: x.kind, domain: x.d.key, steps: asst.length, note: x.note },
    };
  });
}

// ─── 7. checks ───────────────────────────────────────────────────────────────────────────────────────────────────
function validate(rows) {
  const err = []; const bad = (id, m) => err.push(`${id}: ${m}`);
  const cnt = { loop: 0, legit: 0, ambiguous: 0 }; const perDom = {}; const ids = new Set();
  for (const { trace: t, label: l } of rows) {
    if (t.id !== l.id) bad(t.id, "id mismatch"); if (ids.has(t.id)) bad(t.id, "dup id"); ids.add(t.id);
    cnt[l.label]++; perDom[l.domain] = (perDom[l.domain] ?? 0) + 1;
    const msgs = t.messages; if (msgs[0].role !== "system") bad(t.id, "no system");
    const open = new Map(); const callIds = new Set();
    msgs.forEach((m, i) => {
      if (!m.timestamp && m.role !== "system") bad(t.id, `no timestamp at ${i}`);
      if (i > 1 && m.timestamp && msgs[i - 1].timestamp && m.timestamp < msgs[i - 1].timestamp) bad(t.id, `clock goes back at ${i}`);
      if (m.role === "assistant") {
        if (open.size) bad(t.id, `assistant at ${i} before all tool answers`);
        for (const tc of m.tool_calls ?? []) { if (callIds.has(tc.id)) bad(t.id, "dup call id"); callIds.add(tc.id); open.set(tc.id, tc.function.name); JSON.parse(tc.function.arguments); if (tc.type !== "function") bad(t.id, "type"); }
      } else if (m.role === "tool") {
        if (!open.has(m.tool_call_id)) bad(t.id, `orphan tool answer at ${i}`); else { if (open.get(m.tool_call_id) !== m.name) bad(t.id, "tool name mismatch"); open.delete(m.tool_call_id); }
        if (typeof m.content !== "string" || !m.content.length) bad(t.id, "empty tool content");
      } else if (m.role === "user") { if (open.size) bad(t.id, `user at ${i} before tool answers`); }
    });
    if (open.size) bad(t.id, "unanswered call");
    const last = msgs.at(-1); const asst = msgs.map((m, i) => [m, i]).filter(([m]) => m.role === "assistant");
    if (l.steps !== asst.length) bad(t.id, "steps");
    if (l.label === "loop") { if (last.role !== "tool") bad(t.id, "loop must end on a tool answer"); }
    else if (!(last.role === "assistant" && !last.tool_calls)) bad(t.id, `${l.label} must end on a final answer`);
    if (l.label === "legit") { if (l.loop_from !== null || l.loop_from_message !== null) bad(t.id, "legit with loop_from"); }
    else {
      if (!Number.isInteger(l.loop_from) || l.loop_from < 1 || l.loop_from >= asst.length) bad(t.id, `loop_from ${l.loop_from}`);
      else if (asst[l.loop_from][1] !== l.loop_from_message) bad(t.id, "loop_from_message disagrees");
      if (l.label === "loop" && asst.length - l.loop_from < 2) bad(t.id, "loop too short after loop_from");
    }
    if (!/^h[a-z2-9]{9}$/.test(t.id)) bad(t.id, "id not opaque");
  }
  if (cnt.loop !== 60 || cnt.legit !== 56 || cnt.ambiguous !== 4) err.push(`counts ${J(cnt)}`);
  for (const [k, v] of Object.entries(perDom)) if (v !== 12) err.push(`domain ${k} has ${v}`);
  if (Object.keys(perDom).length !== 10) err.push("need ten domains");
  return { err, cnt };
}

const rows = cast();
const tracesTxt = rows.map((x) => J(x.trace)).join("\n") + "\n";
const labelsTxt = rows.map((x) => J(x.label)).join("\n") + "\n";
const { err, cnt } = validate(rows);
// determinism: a second cast from the same seed must print the same bytes
const again = cast(); if (again.map((x) => J(x.trace)).join("\n") + "\n" !== tracesTxt) err.push("non-deterministic");
if (err.length) { console.error(err.slice(0, 40).join("\n")); process.exit(1); }
const TP = join(HERE, "traces.jsonl"), LP = join(HERE, "labels.jsonl");
const sha = (s) => createHash("sha256").update(s).digest("hex").slice(0, 16);
if (process.argv.includes("--check")) {
  const same = existsSync(TP) && readFileSync(TP, "utf8") === tracesTxt && readFileSync(LP, "utf8") === labelsTxt;
  console.log(same ? `files match the generator (traces ${sha(tracesTxt)}, labels ${sha(labelsTxt)})` : "files DIFFER from the generator"); process.exit(same ? 0 : 1);
}
if (process.argv.includes("--stats")) {
  const by = {}; for (const { label: l } of rows) { const k = `${l.label.padEnd(9)} ${l.kind}`; by[k] = (by[k] ?? 0) + 1; }
  console.log(J(cnt)); for (const [k, v] of Object.entries(by).sort()) console.log(`${String(v).padStart(3)}  ${k}`);
  const lf = rows.filter((x) => x.label.label === "loop").map((x) => x.label.loop_from).sort((a, b) => a - b);
  console.log(`loop_from (assistant index) min ${lf[0]} median ${lf[lf.length >> 1]} max ${lf.at(-1)}; ${lf.filter((v) => v >= 20).length} loops start at turn 20 or later`);
  const sizes = rows.flatMap((x) => x.trace.messages.filter((m) => m.role === "tool").map((m) => m.content.length)).sort((a, b) => a - b);
  console.log(`tool answers: ${sizes.length}, median ${sizes[sizes.length >> 1]} chars, max ${sizes.at(-1)}, ${sizes.filter((s) => s > 3000).length} over 3 KB`);
  process.exit(0);
}
writeFileSync(TP, tracesTxt); writeFileSync(LP, labelsTxt);
// the shared padding step must accept every run
const pad = spawnSync(process.execPath, [join(HERE, "../../../../shared/loop-corpora/pad.mjs"), TP, "/tmp/blind-12ah-padded.jsonl"], { encoding: "utf8" });
if (pad.status !== 0) { console.error("pad.mjs failed:", pad.stderr); process.exit(1); }
const padded = readFileSync("/tmp/blind-12ah-padded.jsonl", "utf8").trim().split("\n").length;
console.log(`wrote ${rows.length} runs ${J(cnt)}; traces ${sha(tracesTxt)}, labels ${sha(labelsTxt)}; pad.mjs ok (${padded} runs)`);
