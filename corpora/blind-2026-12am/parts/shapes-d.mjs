// Listing and graph shapes: result paging that wraps round, a two-node knowledge-graph cycle — and their twins.
import { TOOLS } from "./fmt-tools.mjs";

const cursor = (rng, off) => Buffer.from(JSON.stringify({ o: off, s: rng.hex(6), t: rng.int(1e9, 2e9) })).toString("base64").replace(/=+$/, "");

// LOOP: after the last real page the cursor wraps to page one; the agent keeps paging through the same hits.
export function pagingWrap(ctx, W) {
  const { D, rng } = ctx;
  const k = D.kw;
  const ps = k.pageSize || 8;
  const pages = Math.ceil(k.rows.length / ps);
  const total = k.rows.length + k.hidden;
  let cur = null, lf = null, n = 0;
  const page = (note) => {
    const i = n % pages;
    const rows = k.rows.slice(i * ps, i * ps + ps);
    n++;
    const next = cursor(rng, (n * ps) % (pages * ps));
    const a = ctx.tool("kw", "kw", { q: k.q, cursor: cur, rows, next, total, pageNo: n }, note);
    cur = next;
    return a;
  };
  page(rng.pick([`Keyword search for every document mentioning ${k.term}.`, "Listing all matches."]));
  for (let i = 1; i < pages; i++) page(rng.pick(["Next page.", null, "Continuing."]));
  page(`Total says ${total}; there should be more. Next page.`);
  page(rng.pick(["Next page.", null]));
  for (let i = 0; i < W; i++) {
    const a = page(rng.pick(["Next page.", null, "Continuing through the results.", `Still short of ${total}; next page.`, "More."]));
    if (lf === null) lf = a;
  }
  return { loopFrom: lf, family: "kw" };
}

// TWIN: pages through to next_cursor null, collecting new hits each time, then summarises.
export function pagingToEnd(ctx) {
  const { D, rng } = ctx;
  const k = D.kw;
  const ps = k.pageSize || 8;
  const pages = Math.ceil(k.rows.length / ps);
  let cur = null;
  for (let i = 0; i < pages; i++) {
    const rows = k.rows.slice(i * ps, i * ps + ps);
    const next = i === pages - 1 ? null : cursor(rng, (i + 1) * ps);
    ctx.tool("kw", "kw", { q: k.q, cursor: cur, rows, next, total: k.rows.length, pageNo: i + 1 }, i === 0 ? `Keyword search for every document mentioning ${k.term}.` : rng.pick(["Next page.", null]));
    cur = next;
  }
  if (rng.chance(0.6)) ctx.fetch(k.readKey, "id", "Reading the most relevant hit in full.");
  ctx.tool("note", "note", { section: k.section || "list", text: k.noteText }, "Saving the list.");
  ctx.final(k.final);
  return { loopFrom: null, family: "kw" };
}

// LOOP: two entities point at each other; the agent keeps hopping between them looking for a third.
export function kgCycle(ctx, W) {
  const { D, rng } = ctx;
  const g = D.kg;
  const [A, B] = g.cycle.map((id) => g.ents[id]);
  ctx.tool("kg", "kg", { ent: A }, rng.pick([`Graph lookup for ${A.label}.`, null]));
  ctx.tool("kg", "kg", { ent: B }, `${A.label} links to ${B.label}; following the edge.`);
  ctx.tool("kg", "kg", { ent: A, depth: 2 }, "That leads back. Looking again with depth 2.");
  const seq = [[B, "id", 2], [A, "name"], g.searchQ ? "search" : [B, "name"], [B, "id"], [A, "id", 3], [B, "name", 2], [A, "id"], [B, "id", 3]];
  let lf = null;
  for (let i = 0; i < W; i++) {
    const s = seq[i % seq.length];
    let a;
    if (s === "search") a = ctx.search(g.searchQ, g.searchHits, { note: "Searching the documents for the controlling entity." });
    else a = ctx.tool("kg", "kg", { ent: s[0], by: s[1], depth: s[2] }, rng.pick([`Checking ${s[0].label} again for another edge.`, "Following the edge.", null, "Maybe the name lookup resolves differently."]));
    if (lf === null) lf = a;
  }
  return { loopFrom: lf, family: "kg" };
}

// TWIN: each hop reaches a new entity until the chain ends; the agent cites the source of the last edge.
export function kgChain(ctx) {
  const { D, rng } = ctx;
  const g = D.kg;
  const ents = g.chain.map((id) => g.ents[id]);
  ents.forEach((e, i) => ctx.tool("kg", "kg", { ent: e, depth: i === 0 && rng.chance(0.3) ? 1 : undefined }, i === 0 ? `Graph lookup for ${e.label}.` : rng.pick([`Following to ${e.label}.`, null, "Next hop."])));
  ctx.fetch(g.srcKey, "id", "Reading the document behind the last edge.");
  ctx.final(g.final);
  return { loopFrom: null, family: "kg" };
}

export { TOOLS };
