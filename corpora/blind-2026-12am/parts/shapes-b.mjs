// Reading and citing shapes: one passage fetched through aliases, a citation check that keeps failing — and their twins.
import { TOOLS } from "./fmt-tools.mjs";

// LOOP: the passage is cut at a chunk boundary; the agent fetches the same chunk by id, page, offset, window 0, uri...
export function chunkAliasRefetch(ctx, W) {
  const { D, rng } = ctx;
  const t = D.trunc;
  ctx.search(t.q, t.hits, { note: rng.pick([null, `Searching for ${t.q}.`]) });
  ctx.fetch(t.key, "id", "The table I need is in this chunk; opening it.");
  ctx.fetch(t.key, "page", "The table is cut off at the end of the chunk. Fetching the whole page instead.");
  const ways = ["offset", "window", "meta", "uri", "id", "page", "offset", "window", "id", "offset"];
  const start = rng.int(0, 3);
  const notes = {
    offset: ["Trying by character offset to get past the cut.", "Reading from a later offset inside the table.", "Offset read further in."],
    window: ["Asking for the chunk with its surrounding text.", "Fetching with the context window option."],
    meta: ["Maybe the metadata view returns the full text.", "Fetching with metadata; the parser may have split the table."],
    uri: ["Fetching through the document uri.", "Trying the uri form of the address."],
    id: ["Re-fetching the chunk; the row I need should follow.", "Let me read it once more."],
    page: ["Fetching the page again.", "Whole page once more."],
  };
  const len = ctx.K(t.key).text.length;
  let lf = null;
  for (let i = 0; i < W; i++) {
    const by = ways[(start + i) % ways.length];
    const extra = by === "window" ? { win: 0 } : by === "offset" ? { delta: rng.int(1, len - 1) } : {};
    const a = ctx.fetch(t.key, by, rng.chance(0.85) ? rng.pick(notes[by]) : null, extra);
    if (lf === null) lf = a;
  }
  return { loopFrom: lf, family: "trunc" };
}

// TWIN: the agent walks forward chunk by chunk; each read returns the next part of the table.
export function chunkWindowWalk(ctx) {
  const { D, rng } = ctx;
  const t = D.trunc;
  ctx.search(t.q, t.hits, { note: null });
  ctx.fetch(t.key, "id", "Opening the chunk with the table.");
  const k0 = ctx.K(t.key), k1 = ctx.K(t.next[0]);
  ctx.call("fetch", () => TOOLS.fetch(ctx, { c: k0, by: "window", win: 1, body: k0.text + "\n" + k1.text }), "Cut at the chunk boundary; asking for the neighbouring chunk.");
  ctx.fetch(t.next[1], rng.pick(["id", "page"]), "The last rows continue in the next chunk.");
  if (rng.chance(0.5)) ctx.tool("note", "note", { section: t.section || "extract", text: t.noteText }, "Saving the extracted rows.");
  ctx.final(t.final);
  return { loopFrom: null, family: "trunc" };
}

// LOOP: the citation check fails for the same reason; the agent rewrites the sentence but keeps the unsupported figure.
export function citationRewrite(ctx, W) {
  const { D, rng } = ctx;
  const c = D.cite;
  ctx.tool("note", "note", { section: c.section, text: c.draft }, "Writing the draft paragraph.");
  ctx.tool("cite", "cite", { sentence: c.good[0].s, cites: c.good[0].c.map((k) => ctx.K(k).id), ok: true }, "Checking each cited sentence.");
  const bad = c.bad;
  const cites = bad.c.map((k) => ctx.K(k).id);
  ctx.tool("cite", "cite", { sentence: bad.s, cites, ok: false, reason: bad.reason, quote: bad.quote }, null);
  const two = rng.chance(0.5);
  const rw = rng.shuffle(bad.rewrites);
  if (two) ctx.tool("note", "note", { section: c.section, text: rw[0] }, "Rephrasing the sentence.");
  ctx.tool("cite", "cite", { sentence: rw[0], cites, ok: false, reason: bad.reason, quote: bad.quote }, two ? null : "Rephrased; checking again.");
  let lf = null;
  for (let i = 0; i < W; i++) {
    const s = rw[(i >> (two ? 1 : 0)) % (rw.length - 1) + 1];
    let a;
    if (two && i % 2 === 0) a = ctx.tool("note", "note", { section: c.section, text: s }, rng.pick(["Tightening the wording.", "Rewriting the sentence so it matches the source.", null]));
    else a = ctx.tool("cite", "cite", { sentence: s, cites, ok: false, reason: bad.reason, quote: bad.quote }, two ? null : rng.pick(["Another wording.", "Softer claim; re-checking.", null, "Rechecking."]));
    if (lf === null) lf = a;
  }
  return { loopFrom: lf, family: "cite" };
}

// TWIN: one failure, the agent reads the cited chunk, corrects the figure, the check passes and it moves on.
export function citationFixed(ctx) {
  const { D, rng } = ctx;
  const c = D.cite;
  ctx.tool("note", "note", { section: c.section, text: c.draft }, "Writing the draft paragraph.");
  ctx.tool("cite", "cite", { sentence: c.good[0].s, cites: c.good[0].c.map((k) => ctx.K(k).id), ok: true }, null);
  const cites = c.bad.c.map((k) => ctx.K(k).id);
  ctx.tool("cite", "cite", { sentence: c.bad.s, cites, ok: false, reason: c.bad.reason, quote: c.bad.quote }, null);
  if (rng.chance(0.5)) ctx.tool("cite", "cite", { sentence: c.bad.rewrites[0], cites, ok: false, reason: c.bad.reason, quote: c.bad.quote }, "Rephrased once; checking.");
  ctx.fetch(c.bad.c[0], "id", "Reading the cited passage to see what it actually says.");
  ctx.tool("cite", "cite", { sentence: c.fixed.s, cites: c.fixed.c.map((k) => ctx.K(k).id), ok: true }, "The source gives a different figure; corrected.");
  ctx.tool("note", "note", { section: c.section, text: c.fixed.s }, null);
  ctx.tool("cite", "cite", { sentence: c.good[1].s, cites: c.good[1].c.map((k) => ctx.K(k).id), ok: true }, "Next sentence.");
  ctx.final(c.final);
  return { loopFrom: null, family: "cite" };
}
