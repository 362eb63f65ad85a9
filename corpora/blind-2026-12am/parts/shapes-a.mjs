// Search-centred shapes: reworded search, rerank round trips, a nudge answered by the same search — and their twins.
// Each shape runs after the errand and the preamble and returns {loopFrom, family} (loopFrom = assistant index or null).
import { NOTES } from "./preamble.mjs";
import { TOOLS } from "./fmt-tools.mjs";

const others = (ctx, exclude, n) => ctx.rng.sample(ctx.D.allChunks.map((c) => c.key).filter((k) => !exclude.includes(k)), n);

// LOOP: the question is re-asked of the search tool in new words; the same top chunks come back with jittered scores.
export function rewordedSearch(ctx, W) {
  const { D, rng } = ctx;
  const m = D.miss;
  const qs = [m.q[0], ...rng.shuffle(m.q.slice(1))];
  let qi = 0;
  ctx.search(qs[qi++], m.hits, { note: rng.pick([`Searching the store for: ${m.q[0]}`, "Starting with a direct query.", null]) });
  if (rng.chance(0.7)) ctx.fetch(m.read, "id", "The first passage is the closest; reading it in full.");
  ctx.search(qs[qi++], m.hits, { note: rng.pick(NOTES.reword) });
  let lf = null;
  const extra = others(ctx, m.hits, 3);
  const notes = rng.shuffle(NOTES.reword);
  for (let i = 0; i < W; i++) {
    let a;
    if (i > 0 && rng.chance(0.18)) a = ctx.fetch(rng.pick(m.hits), rng.pick(["id", "meta"]), rng.pick(["Re-reading this passage in case I missed the figure.", "Checking this chunk again.", null]));
    else if (rng.chance(0.3)) a = ctx.search(qs[qi++ % qs.length], [...m.hits, ...extra], { note: notes[i % notes.length], k: (D.k || 5) + 3 });
    else a = ctx.search(qs[qi++ % qs.length], m.hits, { note: notes[i % notes.length] });
    if (lf === null) lf = a;
  }
  return { loopFrom: lf, family: "miss" };
}

// TWIN: each new wording narrows and brings chunks not seen before, until the answer appears.
export function searchNarrows(ctx) {
  const { D, rng } = ctx;
  const f = D.find;
  ctx.search(f.steps[0].q, f.steps[0].hits, { note: rng.pick([`Searching: ${f.steps[0].q}`, null]) });
  if (rng.chance(0.5)) ctx.fetch(f.steps[0].hits[0], "id", "Reading the top hit.");
  ctx.search(f.steps[1].q, f.steps[1].hits, { filter: f.steps[1].filter, note: "Not specific enough. Narrowing the query." });
  ctx.fetch(f.steps[1].hits[0], "id", rng.pick(NOTES.progress));
  ctx.search(f.steps[2].q, f.steps[2].hits, { filter: f.steps[2].filter, note: "That passage points to a more specific source; searching for it." });
  ctx.fetch(f.answer, rng.pick(["id", "meta"]), "This is the passage with the figure.");
  if (rng.chance(0.5)) ctx.tool("note", "note", { section: f.section || "findings", text: f.noteText }, "Recording the finding with its citation.");
  ctx.final(f.final);
  return { loopFrom: null, family: "find" };
}

// LOOP: search wider, rerank, the same three come out on top; widen again, rerank again.
export function rerankRoundabout(ctx, W) {
  const { D, rng } = ctx;
  const m = D.miss;
  const q = m.q[0];
  const pool = [...m.hits, ...others(ctx, m.hits, 14)];
  const sizes = [8, 12, 16, 10, 14, 12, 16, 8];
  const doSearch = (i, note) => ctx.search(i % 2 && m.q[1 + (i % 3)] ? m.q[1 + (i % 3)] : q, pool, { k: sizes[i % sizes.length], note, top: 0.8 });
  const doRerank = (note) => ctx.rerank(q, m.hits.slice(0, 3), note);
  doSearch(0, "Casting a wide net first, then reranking.");
  doRerank(null);
  doSearch(1, "The reranked top three do not answer it. Widening the candidate set.");
  doRerank("Reranking the wider set.");
  let lf = null;
  for (let i = 0; i < W; i++) {
    const a = i % 2 === 0 ? doSearch(2 + i, rng.pick(["Widening again with a different k.", "Maybe the answer sits lower in the ranking; larger candidate set.", "Trying the hybrid query once more.", null])) : doRerank(rng.pick(["Rerank.", null, "Reranking these candidates."]));
    if (lf === null) lf = a;
  }
  return { loopFrom: lf, family: "miss" };
}

// TWIN: rerank, then a filtered search brings a new candidate set whose top answers the question.
export function rerankThenFilter(ctx) {
  const { D, rng } = ctx;
  const f = D.find;
  const pool0 = [...f.steps[0].hits, ...others(ctx, [...f.steps[0].hits, ...f.steps[1].hits, f.answer], 5)];
  ctx.search(f.steps[0].q, pool0, { k: 8, note: "Wide candidate set first." });
  ctx.rerank(f.steps[0].q, f.steps[0].hits.slice(0, 3), null);
  const pool1 = [f.answer, ...f.steps[1].hits.filter((k) => k !== f.answer)];
  ctx.search(f.steps[1].q, pool1, { k: 6, filter: f.steps[1].filter || f.hint.filter, note: "Top three are general. Restricting to the relevant source type." });
  ctx.rerank(f.steps[1].q, pool1.slice(0, 3), "Reranking the filtered set.");
  ctx.fetch(f.answer, "id", rng.pick(["The new top result answers it; reading it in full.", null]));
  ctx.final(f.final);
  return { loopFrom: null, family: "find" };
}

// LOOP: nothing found, the staff member nudges, the agent runs the same search again and again.
export function nudgeSameSearch(ctx, W) {
  const { D, rng } = ctx;
  const m = D.miss;
  ctx.search(m.q[0], m.hits, { note: null });
  if (rng.chance(0.5)) ctx.fetch(m.read, "id", null);
  ctx.say(m.say);
  ctx.user(`${rng.pick(D.staff.nudge)}\nTech: ${m.nudge}`);
  const nk = m.nudgeKey;
  ctx.search(`${m.q[0]} ${nk}`, m.hits, { note: "Checking again as asked." });
  let lf = null;
  const qs = rng.shuffle([m.q[0], `${nk} ${m.q[1]}`, m.q[0], `${m.q[2]} ${nk}`, `${m.q[0]} ${nk}`, m.q[3]]);
  for (let i = 0; i < W; i++) {
    const a = ctx.search(qs[i % qs.length], m.hits, { note: rng.pick(["Searching once more.", "Let me make sure.", null, "Running the search again.", "Another look."]) });
    if (lf === null) lf = a;
  }
  return { loopFrom: lf, family: "miss" };
}

// TWIN: the nudge carries a hint; the agent uses it, finds the passage and answers.
export function nudgeHintApplied(ctx) {
  const { D, rng } = ctx;
  const f = D.find;
  ctx.search(f.steps[0].q, f.steps[0].hits, { note: null });
  ctx.say(f.say);
  ctx.user(`${rng.pick(D.staff.nudge)}\nTech: ${f.hint.text}`);
  ctx.search(f.hint.q, [f.answer, ...f.steps[2].hits.filter((k) => k !== f.answer)], { filter: f.hint.filter, note: "Using the hint: restricting the search to that source." });
  ctx.fetch(f.answer, "id", "Found it; reading the passage.");
  if (rng.chance(0.4)) ctx.tool("note", "note", { section: f.section || "findings", text: f.noteText }, null);
  ctx.final(f.final);
  return { loopFrom: null, family: "find" };
}

// AMBIGUOUS: the answer is found, then confirmed again through other indexes and a second read.
export function crossIndexConfirm(ctx) {
  const { D, rng } = ctx;
  const f = D.find;
  ctx.search(f.hint.q, [f.answer, ...f.steps[2].hits.filter((k) => k !== f.answer)], { filter: f.hint.filter, note: null });
  ctx.fetch(f.answer, "id", "Reading the passage.");
  const lf = ctx.search(f.steps[2].q, [f.answer, ...f.steps[1].hits], { note: "Confirming against the wider store before I commit." });
  ctx.fetch(f.answer, rng.pick(["page", "meta"]), "Confirming the figure on the page itself.");
  if (D.tools.web && D.webs && D.webs.length) ctx.tool("web", "web", { q: D.webs[0].q, results: D.webs[0].r }, "And a public-source check.");
  ctx.final(f.final);
  return { loopFrom: lf, family: "find" };
}
