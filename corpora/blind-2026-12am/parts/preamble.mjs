// Routine work before the part of a run that matters: collection listing, side searches, reads, notes, web look-ups.
// Every step is a different call; nothing here repeats.

export function preamble(ctx, n, avoid = new Set()) {
  const { D, rng } = ctx;
  if (n <= 0) return 0;
  const steps = [];
  const fetched = new Set(avoid);
  steps.push(() => ctx.tool("list", "list", { cols: D.collections }, rng.pick(["Checking which collections are indexed first.", "Listing the stores I can search.", null])));
  const side = rng.shuffle(D.side);
  const docs = rng.shuffle(D.docs.filter((d) => !avoid.has("doc:" + d.id)));
  const webs = rng.shuffle(D.webs || []);
  let di = 0, wi = 0;
  for (const s of side) {
    steps.push(() => ctx.search(s.q, s.hits, { note: rng.pick([`Background first: ${s.q}.`, `Looking up ${s.q} for context.`, null, "Gathering background passages."]), filter: s.filter }));
    const top = s.hits.find((k) => !fetched.has(k));
    if (top && rng.chance(0.7)) {
      fetched.add(top);
      steps.push(() => ctx.fetch(top, "id", rng.pick(["Reading the top passage in full.", null, "Opening that chunk."])));
    }
    if (s.note && rng.chance(0.55)) steps.push(() => ctx.tool("note", "note", { section: s.section || "background", text: s.note }, rng.pick(["Saving that to the working notes.", null])));
    if (rng.chance(0.45) && di < docs.length) { const d = docs[di++]; steps.push(() => ctx.tool("meta", "meta", { doc: d }, rng.pick([`Checking the metadata of ${d.id}.`, null]))); }
    if (D.tools.web && rng.chance(0.3) && wi < webs.length) { const w = webs[wi++]; steps.push(() => ctx.tool("web", "web", { q: w.q, results: w.r }, rng.pick(["Quick web check.", null, `Public sources on ${w.q}.`]))); }
  }
  const k = Math.min(n, steps.length);
  for (let i = 0; i < k; i++) steps[i]();
  return k;
}

// A few short English working notes used between steps (agents' own prose).
export const NOTES = {
  reword: [
    "No direct hit. Trying different wording.",
    "The passages are close but not on point; rephrasing.",
    "Maybe the documents use another term for this. Rephrasing the query.",
    "Let me phrase it the way a tribunal would.",
    "Still not it. One more formulation.",
    "Trying a shorter query with the key terms only.",
    "Perhaps a more specific query will surface it.",
    "Let me search with the technical term instead.",
    "Broadening the query a little.",
    "Trying the question as a statement.",
    "Adding the likely section heading to the query.",
    "Searching with synonyms.",
  ],
  progress: [
    "New passages this time; following the most relevant one.",
    "That narrows it down.",
    "This one looks promising.",
    "Different documents now; reading the top one.",
  ],
};
