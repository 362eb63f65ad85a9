// Domain 3: WebShop-style shopping through one `step` tool (search[...] / click[...]), OpenAI call ids, timestamps.
// Operator language: Mooré (Burkina Faso).
import { Run, operator } from "./common.mjs";
import { TASKS } from "./shop-data.mjs";

export const DOMAIN = "webshop-catalog-mos";
const SYSTEM = `You are a web shopping agent in WebShop. Use the step tool with exactly one action: search[<query>] (only on the search page) or click[<clickable>] (a value from available_actions.clickables). Buy exactly one product that matches the instruction; choose its options before clicking Buy Now.`;
const OPEN = ["Ne y yibeoogo! M data tɩ f ra n da bũmb ning sẽn be WebShop pʊgẽ wã. Barka.", "Ne y windga! Ra-y bũmbã sẽn zems gʊlsgã, la y ra ra n yɩɩ a yiibu ye. Barka wʋsgo.", "Yaa sõma. Bao-y bũmbã la y ra-a, n yeel-m a ligdã. Barka."];
const NUDGE = ["Yaa wãna? Y paama?", "Bõe n pa zĩnda? Y tõe n ra?", "Y ket n baoda?"];
const SEP = " [SEP] ";

class Shop {
  constructor(r, ti, { stamps = true } = {}) {
    this.r = r; this.T = TASKS[ti]; this.page = "search"; this.list = []; this.item = null; this.chosen = {}; this.n = 0; this.reward = 0; this.pageNo = 1;
    this.session = `fixed_${r.int(100, 11999)}`;
    this.run = new Run({ r, model: r.pick(["gpt-4o-2024-08-06", "gpt-4o-2024-11-20"]), idStyle: "openai", system: SYSTEM, stamps });
    this.run.user(operator(r.pick(OPEN), `WebShop session ${this.session}. Instruction: ${this.T.instr}`));
  }
  clickables() {
    if (this.page === "search") return [];
    if (this.page === "results") return ["back to search", ...(this.pageNo > 1 ? ["< prev"] : []), "next >", ...this.list.map((p) => p.asin.toLowerCase())];
    if (this.page === "item") return ["back to search", "< prev", ...Object.values(this.item.opts).flat(), "description", "features", "reviews", "buy now"];
    return [];
  }
  obsText() {
    if (this.page === "search") return `WebShop${SEP}Instruction:${SEP}${this.T.instr}${SEP}Search`;
    if (this.page === "results") return `[Back to Search]${SEP}Page ${this.pageNo} (Total results: 50)${SEP}${this.pageNo > 1 ? "< Prev" + SEP : ""}Next >${SEP}` + this.list.map((p) => `${p.asin}${SEP}${p.title}${SEP}${p.price}`).join(SEP);
    if (this.page === "item") { const p = this.item; return `[Back to Search]${SEP}< Prev${SEP}` + Object.entries(p.opts).map(([k, v]) => `${k}${SEP}${v.join(SEP)}`).concat([p.title, `Price: ${p.price}`, `Rating: ${p.rating}`, "Description", "Features", "Reviews", "Buy Now"]).join(SEP); }
    return `Thank you for shopping with us!${SEP}Your code:${SEP}None${SEP}(Paste it in your MTurk interface.)${SEP}Purchased${SEP}asin${SEP}${this.item.asin}${SEP}options${SEP}${JSON.stringify(this.chosen)}${SEP}Your score (min 0.0, max 1.0)${SEP}${this.reward}`;
  }
  apply(action, page2) {
    let m; let ok = true;
    if ((m = action.match(/^search\[(.+)\]$/))) {
      if (this.page !== "search") ok = false;
      else { this.page = "results"; this.pageNo = 1; this.list = m[1] === this.T.narrow ? this.T.narrowList : this.T.broad; }
    } else if ((m = action.match(/^click\[(.+)\]$/))) {
      const c = m[1].toLowerCase();
      if (!this.clickables().includes(c)) ok = false;
      else if (c === "back to search") this.page = "search";
      else if (c === "< prev" && this.page === "item") this.page = "results";
      else if (c === "< prev") { this.pageNo--; this.list = this.pageNo === 1 ? this.T.broad : page2[this.pageNo - 2]; }
      else if (c === "next >") { this.pageNo++; this.list = page2[this.pageNo - 2]; }
      else if (this.page === "results") { this.item = this.list.find((p) => p.asin.toLowerCase() === c); this.page = "item"; this.chosen = {}; }
      else if (c === "buy now") { this.page = "done"; this.reward = this.score(); }
      else if (["description", "features", "reviews"].includes(c)) { /* sub-page, shown as the same item page here */ }
      else { const k = Object.keys(this.item.opts).find((k) => this.item.opts[k].includes(c)); this.chosen[k] = c; }
    } else ok = false;
    return ok;
  }
  score() {
    const w = this.T.want;
    if (this.item.asin !== w.asin) return +(0.4 + 0.35 * Object.entries(w.opts).filter(([k, v]) => this.chosen[k] === v).length / Object.keys(w.opts).length).toFixed(2);
    const hit = Object.entries(w.opts).filter(([k, v]) => this.chosen[k] === v).length;
    return +(0.5 + 0.5 * hit / Object.keys(w.opts).length).toFixed(2);
  }
  step(action, content = null, page2 = null) {
    this.n++;
    const ok = this.apply(action, page2);
    const out = { step: this.n, session: this.session, observation: this.obsText(), reward: this.page === "done" ? this.reward : 0.0, done: this.page === "done",
      available_actions: { has_search_bar: this.page === "search", clickables: this.clickables() }, elapsed_ms: this.r.int(140, 1900) };
    if (!ok) out.info = `invalid action: ${action}`;
    this.run.call("step", { action }, JSON.stringify(out), { content });
  }
  nudge(said) { this.run.user(operator(this.r.pick(NUDGE), "any luck?")); this.run.text(said); }
  final(t) { this.run.text(t); }
}

// ---- loops ----
function loopRequery(r, ti) {
  const s = new Shop(r, ti); const q = s.T.queries;
  s.step(`search[${q[0]}]`, "Searching with the key words from the instruction.");
  const first = s.T.broad[r.int(0, 2)];
  if (r.chance(0.6)) { s.step(`click[${first.asin}]`); s.step("click[< Prev]", first.price.slice(1) > s.T.instr.match(/lower than ([\d.]+)/)[1] * 1 ? `${first.price} is over the budget; back to the list.` : `Not a match ("${first.title.slice(0, 40).trim()}…"); back to the list.`); }
  s.step("click[Back to Search]", "Nothing here fits all the constraints. Trying a different wording.");
  s.step(`search[${q[1]}]`);
  s.run.mark();
  const n = r.int(4, 12); let k = 2; let i = 0;
  while (i < n) {
    if (s.page === "results") {
      if (i === 5 && r.chance(0.6)) { s.nudge("Still searching; the results keep showing the same products."); i++; continue; }
      if (r.chance(0.25)) { s.step(`click[${first.asin}]`, "Let me check this one again."); s.step("click[< Prev]"); i += 2; continue; }
      s.step("click[Back to Search]", r.chance(0.4) ? r.pick(["Let me phrase the query differently.", "Maybe a shorter query works better.", "Reordering the keywords."]) : null); i++;
    } else { s.step(`search[${q[k++ % q.length]}]`); i++; }
  }
  return { run: s.run, note: `re-searches with reworded queries (back to search, search) and gets the same ten ASINs each time; loop_from = the Back to Search before the third wording`, n };
}

function loopClickCycle(r, ti) {
  const s = new Shop(r, ti);
  if (ti === 3) {
    s.step(`search[${s.T.queries[0]}]`, "Broad search first.");
    for (const p of s.T.broad.slice(0, 2)) { s.step(`click[${p.asin}]`); s.step("click[< Prev]", `${p.title.slice(0, 30)}… does not fit.`); }
    s.step("click[Next >]", "Next page.", [s.T.broad.slice(5)]); s.step("click[< Prev]", null, [s.T.broad.slice(5)]);
    s.step("click[Back to Search]", "A narrower query.");
  }
  s.step(`search[${s.T.narrow}]`, "Searching with the instruction's key words.");
  const [A, B] = [s.T.narrowList[0], s.T.narrowList[1]];
  const k = Object.keys(s.T.want.opts)[0];
  s.step(`click[${A.asin}]`); s.step(`click[${s.T.want.opts[k]}]`, `Selecting ${k}.`); s.step("click[< Prev]", "Before buying, comparing with the other candidate.");
  s.step(`click[${B.asin}]`); s.step("click[< Prev]", `${B.price} vs ${A.price}. Going back to the first one.`);
  s.run.mark();
  const n = r.int(5, 12);
  const seq = [[`click[${A.asin}]`, "Re-checking the first product."], [`click[${s.T.want.opts[k]}]`, null], ["click[< Prev]", "Let me compare once more."], [`click[${B.asin}]`, null], ["click[< Prev]", null]];
  for (let i = 0; i < n; i++) { const [act, c] = seq[i % 5]; s.step(act, c && r.chance(0.5) ? c : null); }
  return { run: s.run, note: `alternates between product pages ${A.asin} and ${B.asin} (selecting the same option, back, other product, back) without buying; loop_from = the second visit to ${A.asin} after both were seen`, n };
}

function loopOption(r) {
  const s = new Shop(r, 2);
  s.step(`search[${s.T.queries[0]}]`);
  s.step("click[B08F2HNW7M]", "This waffle henley comes in heather grey; checking sizes.");
  s.step("click[heather grey]"); s.step("click[large]", "Now size large.");
  s.step("click[Large]", "Maybe the case matters.");
  s.run.mark();
  const tries = ["click[size large]", "click[l]", "click[large ]", "click[heather grey]", "click[LARGE]", "click[large]", "click[size: large]", "click[Large (L)]", "click[large]"];
  const n = r.int(3, 8);
  for (let i = 0; i < n; i++) s.step(tries[i], i === 0 ? "The size list should include large." : null);
  return { run: s.run, note: "clicks size 'large' on an item whose sizes are medium / x-large / xx-large, respelled each time (invalid action, page unchanged); loop_from = third size click", n };
}

// ---- legit twins ----
function legitNarrow(r, ti) {
  const s = new Shop(r, ti);
  s.step(`search[${s.T.queries[0]}]`);
  s.step("click[Back to Search]", "None of these has every requirement and a matching price. A more specific query.");
  s.step(`search[${s.T.narrow}]`);
  const w = s.T.want;
  s.step(`click[${w.asin}]`, "The first result matches the title and the price.");
  for (const v of Object.values(w.opts)) s.step(`click[${v}]`);
  s.step("click[Buy Now]");
  s.final(`Barka! Bought ${w.asin} with ${JSON.stringify(w.opts)} for ${s.T.narrowList[0].price}; score ${s.reward}. The second query narrowed the results.`);
  return { run: s.run, note: "the second query returns a different, narrower list; buys the matching product with options (reward 1.0)" };
}

function legitCompare(r) {
  const s = new Shop(r, 3);
  s.step(`search[${s.T.narrow}]`);
  const [A, B] = s.T.narrowList;
  s.step(`click[${A.asin}]`); s.step("click[< Prev]", "Checking the lavender one as an alternative.");
  s.step(`click[${B.asin}]`); s.step("click[< Prev]", "That one has lavender; the first is plain chamomile and cheaper. Going back to buy it.");
  s.step(`click[${A.asin}]`);
  s.step("click[20 count (pack of 1)]"); s.step("click[chamomile]"); s.step("click[Buy Now]");
  s.final(`Bought ${A.asin} (20 count, chamomile) for ${A.price}; score ${s.reward}.`);
  return { run: s.run, note: "looks at two products once each, then returns to the first and buys it" };
}

function legitOptionFixed(r) {
  const s = new Shop(r, 2);
  s.step(`search[${s.T.narrow}]`);
  s.step("click[B09N8S4LQV]"); s.step("click[l]", "Size L.");
  s.step("click[large]", "The clickable is spelled 'large'.");
  s.step("click[heather grey]"); s.step("click[Buy Now]");
  s.final(`Bought B09N8S4LQV in large / heather grey, $29.99; score ${s.reward}.`);
  return { run: s.run, note: "one invalid option spelling, then the exact clickable; buys" };
}

function legitPages(r) {
  const s = new Shop(r, 1);
  const mk = (t, p) => ({ asin: "B0" + r.alnum(8).toUpperCase(), title: t, price: p, opts: {}, rating: "N.A." });
  const page2 = [
    [mk("Dried Mango Cheeks Unsweetened 1 lb", "$15.99"), mk("Organic Dried Pineapple Rings 2 lb", "$26.50"), mk("Mango Chips Baked 6 Pack", "$13.99"), mk("Organic Dried Apricots 2 lb", "$22.95"), mk("Dehydrated Mango Dices 10 lb", "$79.00")],
    [s.T.narrowList[0], mk("Organic Dried Mango Strips 1 lb", "$14.99"), mk("Kent Mango Dried Slices 2 lb Conventional", "$21.99"), mk("Organic Dried Banana 2 lb", "$17.49")],
  ];
  s.step(`search[${s.T.queries[0]}]`);
  s.step("click[Next >]", "Page 1 has nothing in a 2 lb organic bag; next page.", page2);
  s.step("click[Next >]", "Still no 2 lb organic unsweetened bag.", page2);
  s.step(`click[${s.T.want.asin}]`, "This one on page 3 matches.", page2);
  s.step("click[2 pound]"); s.step("click[Buy Now]");
  s.final(`Found it on page 3: ${s.T.want.asin}, 2 pound, ${s.T.narrowList[0].price}; score ${s.reward}.`);
  return { run: s.run, note: "pages through results (each page new products), finds the match on page 3, buys" };
}

function ambiguousBrowse(r) {
  const s = new Shop(r, 2);
  s.step(`search[${s.T.queries[0]}]`);
  const seen = ["B07JMZQ7T1", "B08F2HNW7M", "B07DLWHZ4N", "B09H3Q5P8B", "B07L9PFY2W"];
  const why = ["no heather grey option", "no size large", "short sleeves", "$39.99 over budget", "regular fit, not slim"];
  seen.forEach((a, i) => {
    if (i === 3) s.run.mark();
    s.step(`click[${a}]`, i ? `Previous one: ${why[i - 1]}. Next candidate.` : null);
    s.step("click[< Prev]");
  });
  s.step("click[B07L9PFY2W]", "The regular-fit one meets colour, size, sleeves and price; taking it as the closest match.");
  s.step("click[heather grey]"); s.step("click[large]"); s.step("click[Buy Now]");
  s.final(`Bought B07L9PFY2W (heather grey, large, $16.90) — regular fit, not slim; score ${s.reward}.`);
  return { run: s.run, note: "opens five different products from one result list one by one (each new, each failing one criterion) and settles for the closest; doubt begins at the fourth product page" };
}

export function build(r) {
  const out = [];
  const lp = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "loop", kind, note: `${x.note}. ${x.n} looping calls recorded; single step tool, gpt-4o, call_ ids, timestamps; Mooré operator` }); };
  const lg = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "legit", kind, note: `${x.note}; Mooré operator` }); };
  lp(loopRequery, "shop-requery-same-results", 0); lp(loopRequery, "shop-requery-same-results", 1); lp(loopRequery, "shop-requery-same-results", 3);
  lp(loopClickCycle, "product-page-ping-pong", 2); lp(loopClickCycle, "product-page-ping-pong", 3);
  lp(loopOption, "invalid-action-reworded");
  lg(legitNarrow, "search-narrows", 0); lg(legitNarrow, "search-narrows", 1);
  lg(legitCompare, "compare-then-buy"); lg(legitOptionFixed, "invalid-then-fixed"); lg(legitPages, "browse-pages");
  const a = ambiguousBrowse(r); out.push({ run: a.run, label: "ambiguous", kind: "many-candidates-browse", note: `${a.note}; Mooré operator` });
  return out.map((o) => ({ ...o, domain: DOMAIN }));
}
