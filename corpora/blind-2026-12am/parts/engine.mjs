// Builds one run: messages in OpenAI chat format, a clock, noise, and the bookkeeping the labels need.
import { makeRng, makeClock, callId, hashStr } from "./rng.mjs";
import { SEARCH } from "./fmt-search.mjs";
import { TOOLS } from "./fmt-tools.mjs";

// Give a domain's store stable ids, offsets and hashes (seeded by the domain name only).
export function loadDomain(D) {
  if (D._loaded) return D;
  const rng = makeRng("store:" + D.domain);
  D.byKey = {};
  D.allChunks = [];
  let n = rng.int(180, 900);
  for (const doc of D.docs) {
    doc.ingested = doc.ingested || `2025-${String(rng.int(1, 11)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}T${String(rng.int(0, 23)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}Z`;
    doc.sha = rng.hex(64);
    doc.nchunks = doc.nchunks ?? (doc.chunks.length ? doc.pages * rng.int(2, 4) : 0);
    let off = rng.int(0, 3) * 1000;
    doc.chunks.forEach((ch, i) => {
      n += rng.int(1, 37);
      const c = { key: ch.k, doc, page: ch.p, text: ch.t, split: ch.s ?? i, off: ch.o ?? (off += rng.int(900, 4200)), ver: rng.int(1, 6) };
      c.id = D.chunkId ? D.chunkId(rng, doc, c, n) : `c-${n}`;
      c.hid = rng.hex(64);
      c.uuid = rng.uuid();
      D.byKey[ch.k] = c;
      D.allChunks.push(c);
    });
  }
  // Fill {key} placeholders in the domain's prose with the chunk ids the store gave them.
  const fill = (v) => {
    if (typeof v === "string") return v.replace(/\{(\w+)\}/g, (m, k) => (D.byKey[k] ? D.byKey[k].id : m));
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === "object") { for (const k of Object.keys(v)) v[k] = fill(v[k]); return v; }
    return v;
  };
  for (const f of ["miss", "find", "trunc", "cite", "file", "decomp", "kw", "kg", "side"]) if (D[f]) D[f] = fill(D[f]);
  // Chunks that may fill a short result list: background passages, never the ones a run is looking for.
  const reserved = new Set([D.find.answer, ...D.find.steps[2].hits, ...D.trunc.next, D.kg.srcKey]);
  D.padPool = [...new Set(D.side.flatMap((x) => x.hits))].filter((k) => !reserved.has(k));
  D._loaded = true;
  return D;
}

export function newRun(D, seed, opts = {}) {
  loadDomain(D);
  const rng = makeRng(seed);
  const clock = makeClock(rng, opts.start || `2025-12-${String(rng.int(1, 15)).padStart(2, "0")}T${String(rng.int(5, 15)).padStart(2, "0")}:${String(rng.int(0, 59)).padStart(2, "0")}:00Z`);
  const model = rng.pick(D.models);
  const ctx = { D, rng, clock, model, msgs: [], nA: 0, nCalls: 0, promptTok: rng.int(900, 2600), lang: D.staff };
  const stamp = (m) => { if (D.stamps) m.timestamp = clock.tick(1, 4); return m; };
  const K = (k) => { const c = D.byKey[k]; if (!c) throw new Error(`${D.domain}: no chunk ${k}`); return c; };
  ctx.K = K;

  ctx.sys = (text) => ctx.msgs.push(stamp({ role: "system", content: text }));
  ctx.user = (text, name) => { ctx.promptTok += Math.ceil(text.length / 3.5); ctx.msgs.push(stamp({ role: "user", ...(name ? { name } : {}), content: text })); };
  const usage = (out) => {
    const u = { prompt_tokens: ctx.promptTok, completion_tokens: rng.int(18, 140) };
    if (D.usageTotal) u.total_tokens = u.prompt_tokens + u.completion_tokens;
    ctx.promptTok += u.completion_tokens + Math.ceil((out || "").length / 3.6);
    return u;
  };
  const voice = (note) => {
    if (note === null || note === undefined) return null;
    if (D.voice === "null") return rng.chance(0.25) ? note : null;
    if (D.voice === "thought") return "Thought: " + note;
    if (D.voice === "sparse") return rng.chance(0.6) ? note : null;
    return note;
  };
  // One assistant turn with one tool call, answered right away.
  ctx.call = (toolKey, res, note) => {
    const id = callId(rng, D.idStyle, ++ctx.nCalls);
    const name = D.tools[toolKey];
    if (!name) throw new Error(`${D.domain}: no tool ${toolKey}`);
    const ts = clock.tick(1, 4);
    const r = typeof res === "function" ? res() : res; // rendered after the model's turn, so tool times follow it
    const a = { role: "assistant", content: voice(note), tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(r.args) } }] };
    if (D.agentName) a.name = D.agentName;
    a.model = model;
    a.usage = usage(r.out);
    if (D.stamps) a.timestamp = ts;
    clock.tick(0, D.slow ? 30 : 8);
    ctx.msgs.push(a);
    ctx.nA++;
    const t = { role: "tool", tool_call_id: id, content: r.out };
    if (D.toolMsgName) t.name = name;
    ctx.msgs.push(stamp(t));
    return ctx.nA - 1;
  };
  ctx.say = (text) => {
    const a = { role: "assistant", content: text, model, usage: usage("") };
    if (D.agentName) a.name = D.agentName;
    ctx.msgs.push(stamp(a));
    ctx.nA++;
    return ctx.nA - 1;
  };
  ctx.final = ctx.say;
  ctx.mark = () => ({ a: ctx.nA, m: ctx.msgs.length });

  // Hits with scores that jitter between calls; base scores fall off down the list.
  ctx.hits = (keys, top = 0.84, gap = 0.03, amp = 0.009) => {
    const hs = keys.map((k, i) => ({ c: K(k), score: Math.max(0.05, rng.jitter(top - i * gap - (hashStr(k) % 7) / 1000, amp)) }));
    return hs.sort((x, y) => y.score - x.score);
  };
  // Convenience wrappers around the printers.
  ctx.search = (q, keys, { k = D.k || 5, filter, top, note, tool = "search" } = {}) => {
    let hits = ctx.hits(keys.slice(0, k), top ?? rng.float(0.74, 0.87, 4), rng.float(0.018, 0.04, 4), 0.011);
    if (!filter && hits.length < k) {
      // A vector search returns k results: fill with background chunks, the same ones for the same query text.
      const qr = makeRng(D.domain + "|" + q);
      const extra = qr.shuffle(D.padPool.filter((x) => !keys.includes(x))).slice(0, k - hits.length);
      const floor = Math.min(...hits.map((h) => h.score));
      hits = hits.concat(extra.map((x, i) => ({ c: K(x), score: Number((floor - 0.06 - i * 0.02 - qr.next() * 0.03 + (rng.next() * 2 - 1) * 0.004).toFixed(4)) })));
    }
    ctx.lastHits = hits.map((h) => h.c.key);
    return ctx.call(tool, () => SEARCH[D.searchStyle](ctx, { q, k, filter, hits }), note);
  };
  ctx.fetch = (key, by, note, extra = {}) => ctx.call("fetch", () => TOOLS.fetch(ctx, { c: K(key), by, ...extra }), note);
  ctx.tool = (toolKey, printer, arg, note) => ctx.call(toolKey, () => TOOLS[printer](ctx, arg), note);
  // Rerank the last search's hits: the keys in `good` come out on top (in that order, with jitter), the rest low.
  ctx.rerank = (q, good, note, topN = 3) => {
    const ranked = ctx.lastHits.map((k) => ({ c: K(k), score: good.includes(k) ? rng.jitter(0.95 - good.indexOf(k) * 0.07, 0.015) : rng.float(0.02, 0.38, 4) }));
    ranked.sort((x, y) => y.score - x.score);
    return ctx.call("rerank", () => TOOLS.rerank(ctx, { q, ranked, topN }), note);
  };
  return ctx;
}
