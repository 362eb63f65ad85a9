// Domain 2: TextWorld cooking games played through one tool per verb (Anthropic-style ids, tool names on answers).
// Operator language: Kikongo.
import { Run, operator } from "./common.mjs";
import { TW } from "./tw-env.mjs";

export const DOMAIN = "textworld-cooking-kg";
const SYSTEM = `You are playing a TextWorld cooking game through tools (look, go, open, close, take, examine, inventory, slice, dice, chop, cook, prepare_meal, eat).
Goal: find the cookbook, gather the ingredients, process them as the recipe says, prepare the meal and eat it. Each tool call is one game command. Keep moves low.
Runner: tw-gym 1.3 / textworld 1.6.1, tiers recipe2+take2+cut+cook+open+go6.`;
const OPEN = [
  "Mbote! Sala kisalu yayi na game ya kulamba madia, sosa score ya mvimba. Ntondele.",
  "Mbote na nge. Beto ke lomba nge kusala game yayi ya kuisina, mpi kuzabisa mono na nsuka.",
  "Kiambote! Lamba madia na game yayi, mpi sala mbote ve kuvutukila ntangu yonso. Ntondele mingi.",
];
const NUDGE = ["Nki kele? Nge me kuma wapi?", "Game ke kwenda nki mutindu?", "Nge me mana ve?"];
const RECIPES = [
  { recipe: [{ name: "red potato", cut: "sliced", cook: "roasted" }, { name: "yellow bell pepper", cut: "diced", cook: null }], place: { fridge: ["red potato", "milk"], ground: ["yellow bell pepper"], table: ["salt"] }, far: "yellow bell pepper" },
  { recipe: [{ name: "purple potato", cut: "chopped", cook: "fried" }, { name: "red onion", cut: null, cook: null }], place: { shelf: ["purple potato", "flour"], ground: ["red onion"] }, far: "red onion" },
  { recipe: [{ name: "carrot", cut: "sliced", cook: "grilled" }, { name: "block of cheese", cut: "diced", cook: null }], place: { ground: ["carrot"], fridge: ["block of cheese", "white tuna"] }, far: "carrot" },
  { recipe: [{ name: "chicken wing", cut: null, cook: "roasted" }, { name: "red apple", cut: "chopped", cook: null }], place: { fridge: ["chicken wing"], table: ["red apple"], shelf: ["black pepper"] }, far: null },
];

class Game {
  constructor(r, ri) {
    const R = RECIPES[ri];
    this.r = r; this.R = R; this.env = new TW(r, R.recipe, JSON.parse(JSON.stringify(R.place)));
    this.gid = `tw-cooking-recipe2+take2+cut+cook+open-${r.alnum(4)}-${r.alnum(8)}`;
    this.run = new Run({ r, model: r.pick(["claude-3-5-sonnet-20241022", "claude-3-5-sonnet-20241022", "claude-3-7-sonnet-20250219"]), idStyle: "anthropic", system: SYSTEM, toolNames: true });
    this.run.user(operator(r.pick(OPEN), `game ${this.gid}; max 80 moves; report the final score.`));
  }
  t(verb, args = {}, content = null) {
    const fb = this.env.do(verb, args);
    const tail = `\n\n[score ${this.env.score}/${this.env.max} | moves ${this.env.moves} | ${this.env.done ? "done" : "running"} | ${this.r.fixed(0.004, 0.05, 3)}s]`;
    this.run.call(verb, args, fb + tail, { content });
  }
  go(d, c) { this.t("go", { direction: d }, c); }
  nudge() { this.run.user(operator(this.r.pick(NUDGE), "status?")); this.run.text(`Score ${this.env.score}/${this.env.max} after ${this.env.moves} moves; still collecting ingredients.`); }
  start() { this.t("look", {}, "Let me look around first."); this.t("examine", { target: "cookbook" }, "There's a cookbook on the counter; reading the recipe."); }
  cookAll(skipTake = false) {
    if (!skipTake && !this.env.inv.includes("knife")) this.t("take", { item: "knife" });
    for (const x of this.R.recipe) {
      if (x.cut) this.t(Object.entries({ slice: "sliced", dice: "diced", chop: "chopped" }).find(([, v]) => v === x.cut)[0], { item: x.name, with: "knife" });
    }
    for (const x of this.R.recipe) {
      if (!x.cook) continue;
      const w = { roasted: "oven", fried: "stove", grilled: "BBQ" }[x.cook];
      if (w === "BBQ" && this.env.loc !== "Backyard") { if (!this.env.doorOpen) this.t("open", { target: "patio door" }); this.go("south"); }
      if (w !== "BBQ" && this.env.loc !== "Kitchen") this.go("north");
      this.t("cook", { item: x.name, with: w }, `The recipe says ${{ roasted: "roast", fried: "fry", grilled: "grill" }[x.cook]}; using the ${w}.`);
    }
    if (this.env.loc !== "Kitchen") this.go("north");
    this.t("prepare_meal", {}); this.t("eat", { item: "meal" });
  }
  final(extra) { this.run.text(`Ntondele! Game finished: score ${this.env.score}/${this.env.max} in ${this.env.moves} moves. ${extra}`); }
}

function takeLocal(g) {
  for (const x of g.R.recipe) {
    if (g.R.place.fridge?.includes(x.name)) { if (!g.env.fridgeOpen) g.t("open", { target: "fridge" }); g.t("take", { item: x.name }); }
    if (g.R.place.table?.includes(x.name)) g.t("take", { item: x.name });
  }
}

// ---- loops ----
function loopPace(r, v) {
  const g = new Game(r, v === 0 ? 0 : 2);
  g.start(); takeLocal(g);
  g.go("east", `The ${g.R.far} is not in the kitchen. Checking the pantry.`);
  g.go("west"); g.go("west", "Nothing useful in the pantry. Trying the living room.");
  if (v === 1) { g.t("examine", { target: "sofa" }, "Checking the sofa."); g.go("north"); g.t("examine", { target: "bed" }); g.t("look", {}); g.go("south"); g.t("inventory", {}); }
  g.go("east");
  const [d1, d2, place] = v === 0 ? ["east", "west", "pantry"] : ["west", "east", "living room"];
  g.go(d1, `Maybe the ${g.R.far} is in the ${place} and I missed it.`); g.go(d2);
  g.run.mark();
  const n = r.int(4, 12);
  for (let i = 0; i < n; i++) {
    if (i === 5) g.nudge();
    else if (i % 4 === 3 && r.chance(0.5)) g.t("inventory", {}, `Still missing the ${g.R.far}.`);
    else { const out = g.env.loc === "Kitchen"; g.go(out ? d1 : d2, out && r.chance(0.4) ? r.pick([`One more look in the ${place}.`, `The ${g.R.far} must be somewhere close.`]) : null); }
  }
  return { run: g.run, note: `shuttles Kitchen <-> ${place} (same room texts) looking for the ${g.R.far}, never opens the patio door to the south; loop_from = first step of the second Kitchen/${place} pass`, n };
}

function loopExamine(r, v) {
  const g = new Game(r, v === 0 ? 3 : 1);
  g.start();
  if (v === 0) { takeLocal(g); g.t("take", { item: "knife" }); g.t("chop", { item: "red apple", with: "knife" }); }
  else {
    g.go("west", "Exploring first."); g.go("north"); g.t("examine", { target: "bed" }); g.go("south"); g.go("east");
    g.go("east"); g.t("take", { item: "purple potato" }); g.go("west"); g.t("take", { item: "knife" }); g.t("chop", { item: "purple potato", with: "knife" });
  }
  const heat = v === 0 ? "oven" : "stove";
  g.t("examine", { target: "cookbook" }, "Checking how it must be cooked.");
  g.t("examine", { target: heat }); g.t("examine", { target: heat === "oven" ? "stove" : "oven" });
  g.run.mark();
  const seq = [["examine", { target: "cookbook" }, "Re-reading the recipe to be sure which appliance."], ["examine", { target: heat }], ["inventory", {}], ["examine", { target: "recipe" }], ["examine", { target: heat === "oven" ? "stove" : "oven" }], ["examine", { target: "cookbook" }], ["look", {}], ["examine", { target: heat }, "Confirming what the appliance does."], ["examine", { target: "cookbook" }]];
  const n = r.int(4, 9);
  for (let i = 0; i < n; i++) g.t(...seq[i]);
  return { run: g.run, note: `holds the cut ingredient but keeps re-reading the cookbook and examining oven/stove/inventory in turn, never cooks; loop_from = third reading of the cookbook`, n };
}

function loopInvalid(r, v) {
  const g = new Game(r, v === 0 ? 0 : 2);
  g.start();
  const item = v === 0 ? "red potato" : "block of cheese";
  g.t("open", { target: "fridge" }); g.t("take", { item });
  const verb = v === 0 ? "slice" : "dice";
  g.t(verb, { item }, `Now ${verb} the ${item}.`);
  g.t(verb, { item, with: "knife" }, "Specifying the knife explicitly.");
  g.run.mark();
  const alt = v === 0 ? "chop" : "slice";
  const seq = [[verb, { item: item.split(" ").at(-1), with: "knife" }], ["inventory", {}], [verb, { item: `the ${item}`, with: "the knife" }], [alt, { item, with: "knife" }], [verb, { item }], ["examine", { target: item }], [verb, { item, with: "knife" }], [verb, { item: item, tool: "knife" }], [verb, { item }]];
  const n = r.int(2, 8);
  for (let i = 0; i < n; i++) g.t(seq[i][0], seq[i][1], i === 0 ? "Maybe the game wants the short name." : null);
  return { run: g.run, note: `tries to ${verb} the ${item} while the knife is still on the counter ("Cutting something requires a knife."), arguments reworded; loop_from = third cutting attempt`, n };
}

// ---- legit twins ----
function legitExplore(r, v) {
  const g = new Game(r, v === 0 ? 0 : 2);
  g.start(); takeLocal(g);
  g.go("east", `The ${g.R.far} is not here; pantry first.`); g.go("west");
  if (v === 1) { g.go("west"); g.go("east", "Living room was empty. Only the south door is left."); }
  g.t("open", { target: "patio door" }, "The south door is closed; opening it.");
  g.go("south"); g.go("east"); g.t("take", { item: g.R.far }); g.go("west");
  if (g.R.recipe.some((x) => x.cook === "grilled")) { g.go("north"); g.t("take", { item: "knife" }); g.cookAll(true); }
  else { g.go("north"); g.cookAll(); }
  g.final(`The ${g.R.far} was in the garden behind the patio door.`);
  return { run: g.run, note: "walks Kitchen/Pantry/Livingroom and back, then opens the patio door and finds the last ingredient; score rises to max" };
}

function legitExamineOnce(r) {
  const g = new Game(r, 3);
  g.start(); takeLocal(g); g.t("take", { item: "knife" }); g.t("chop", { item: "red apple", with: "knife" });
  g.t("examine", { target: "oven" }, "Roast means the oven; checking."); g.t("cook", { item: "chicken wing", with: "oven" });
  g.t("prepare_meal", {}); g.t("eat", { item: "meal" });
  g.final("Examined the oven once before roasting.");
  return { run: g.run, note: "reads the recipe once, examines the oven once, cooks; score to max" };
}

function legitKnifeFix(r, v) {
  const g = new Game(r, v === 0 ? 0 : 2);
  g.start();
  const item = v === 0 ? "red potato" : "block of cheese";
  g.t("open", { target: "fridge" }); g.t("take", { item });
  g.t(v === 0 ? "slice" : "dice", { item }, "Cutting it.");
  g.t("take", { item: "knife" }, "It needs a knife in hand; the knife is on the counter.");
  g.t(v === 0 ? "slice" : "dice", { item, with: "knife" });
  g.t("open", { target: "patio door" }); g.go("south"); g.go("east"); g.t("take", { item: g.R.far }); g.go("west");
  if (v === 0) { g.go("north"); g.t("dice", { item: "yellow bell pepper", with: "knife" }); g.t("cook", { item: "red potato", with: "oven" }); g.t("prepare_meal", {}); g.t("eat", { item: "meal" }); }
  else { g.t("slice", { item: "carrot", with: "knife" }); g.t("cook", { item: "carrot", with: "BBQ" }); g.go("north"); g.t("prepare_meal", {}); g.t("eat", { item: "meal" }); }
  g.final("First cut failed without the knife; took it and continued.");
  return { run: g.run, note: "one cut without the knife, then takes the knife and every cut scores; finishes" };
}

function legitTwoTrips(r) {
  const g = new Game(r, 1);
  g.t("look", {}); g.go("east", "Pantry has a shelf; checking it before the recipe."); g.t("examine", { target: "shelf" });
  g.go("west"); g.t("examine", { target: "cookbook" });
  g.go("east", "The recipe needs the purple potato from the pantry shelf."); g.t("take", { item: "purple potato" }); g.go("west");
  g.t("open", { target: "patio door" }); g.go("south"); g.go("east"); g.t("take", { item: "red onion" }); g.go("west"); g.go("north");
  g.cookAll();
  g.final("Two trips to the pantry: the first before I had read the recipe.");
  return { run: g.run, note: "visits the pantry twice (before and after reading the recipe), takes the potato on the second visit; score to max" };
}

export function build(r) {
  const out = [];
  const lp = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "loop", kind, note: `${x.note}. ${x.n} looping calls recorded; one tool per verb, toolu ids, tool names on answers; Kikongo operator` }); };
  const lg = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "legit", kind, note: `${x.note}; Kikongo operator` }); };
  lp(loopPace, "pace-two-places", 0); lp(loopPace, "pace-two-places", 1);
  lp(loopExamine, "examine-same-thing", 0); lp(loopExamine, "examine-same-thing", 1);
  lp(loopInvalid, "invalid-action-reworded", 0); lp(loopInvalid, "invalid-action-reworded", 1);
  lg(legitExplore, "revisit-with-purpose", 0); lg(legitExplore, "revisit-with-purpose", 1);
  lg(legitExamineOnce, "examine-then-act"); lg(legitKnifeFix, "invalid-then-fixed", 0); lg(legitKnifeFix, "invalid-then-fixed", 1);
  lg(legitTwoTrips, "revisit-with-purpose");
  return out.map((o) => ({ ...o, domain: DOMAIN }));
}
