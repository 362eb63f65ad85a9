// Domain 5: Crafter-style survival through one `act` tool (Qwen2.5 on vLLM, chatcmpl-tool ids).
// Operator language: Lakota (Lakȟótiyapi).
import { Run, operator } from "./common.mjs";
import { Crafter } from "./crafter-env.mjs";

export const DOMAIN = "crafter-survival-lkt";
const SYSTEM = `You play Crafter, a 2D survival game, through the act tool. Valid actions: noop, move_left, move_right, move_up, move_down, do, sleep, place_stone, place_table, place_furnace, place_plant, make_wood_pickaxe, make_stone_pickaxe, make_iron_pickaxe, make_wood_sword, make_stone_sword, make_iron_sword.
"do" interacts with the thing you face (collect, drink, attack). Crafting needs a table nearby (adjacent). Unlock as many achievements as you can and keep health, food, drink and energy up.
Runtime: crafter 1.8.3 text wrapper, episode length 10000, vLLM OpenAI server.`;
const OPEN = ["Háu kola! Wóglaka uŋ lé woíčhiyaka ečhúŋ. Philámayaye.", "Háu! Lé škáte kiŋ ečhúŋ na tókhel yaúŋ he owíčhakiyaka.", "Háu kola, lé ečhúŋ yo. Philámayaye."];
const NUDGE = ["Tókhel yaúŋ he?", "Táku ečhúŋ he?", "Wašté he?"];

class Ep {
  constructor(r, opts) {
    this.r = r; this.env = new Crafter(r, opts);
    this.run = new Run({ r, model: r.pick(["Qwen/Qwen2.5-72B-Instruct", "Qwen/Qwen2.5-72B-Instruct-AWQ"]), idStyle: "vllm", system: SYSTEM });
    this.run.user(operator(r.pick(OPEN), `crafter seed ${r.int(1, 99999)}, resumed at step ${this.env.n}. Current observation:\n${this.env.obs(0)}`));
  }
  a(action, content = null) { this.run.call("act", { action }, this.env.act(action), { content }); }
  many(list) { for (const x of list) Array.isArray(x) ? this.a(...x) : this.a(x); }
  nudge(t) { this.run.user(operator(this.r.pick(NUDGE), "how is it going?")); this.run.text(t); }
  final(t) { this.run.text(t); }
}

// ---- loops ----
function loopCraftStone(r) {
  const e = new Ep(r, { x: 2, y: 6, face: [0, 1], step: r.int(40, 400), inv: { sapling: 1 } });
  e.many([["do", "A tree is right in front of me. Collecting wood."], "do", "do", "do", "do"]);
  e.a("move_left", "Face open grass to place a table."); e.a("place_table"); e.a("make_wood_pickaxe", "Table is adjacent; wood pickaxe first.");
  e.a("make_stone_pickaxe", "Now a stone pickaxe.");
  e.a("make_stone_pickaxe", "Trying once more.");
  e.run.mark();
  const seq = [["noop", null], ["make_stone_pickaxe", "The table is right here; crafting the stone pickaxe."], ["do", null], ["make_stone_pickaxe", null], ["make_stone_pickaxe", "Maybe it needs another try."], ["noop", null], ["make_stone_pickaxe", null], ["move_right", null], ["move_left", null], ["make_stone_pickaxe", null], ["make_stone_pickaxe", null]];
  const n = r.int(3, 11);
  for (let i = 0; i < n; i++) e.a(...seq[i]);
  return { run: e.run, note: "tries make_stone_pickaxe next to the table with wood but no stone (inventory never changes), with noop/do in between; loop_from = third crafting attempt", n };
}

function loopCraftAway(r) {
  const e = new Ep(r, { x: 2, y: 6, face: [0, 1], step: r.int(100, 900), inv: { wood: 2 }, ach: ["collect_wood"] });
  e.many(["do", "do", ["move_left", "Placing a table."], "place_table", "make_wood_pickaxe"]);
  e.many([["move_right", "Heading east towards the stone."], "move_right", "move_right", "move_up"]);
  e.a("make_wood_sword", "Zombies come out at night; a sword first.");
  e.a("make_wood_sword", "Again.");
  e.run.mark();
  const seq = ["make_wood_sword", "noop", "make_wood_sword", "make_wood_pickaxe", "make_wood_sword", "noop", "make_wood_sword", "make_wood_sword", "noop", "make_wood_sword"];
  const n = r.int(3, 10);
  for (let i = 0; i < n; i++) e.a(seq[i], i === 2 ? "I have wood, so the sword should work." : null);
  return { run: e.run, note: "tries to craft a wooden sword four cells away from the table (table no longer adjacent, nothing changes); loop_from = third crafting attempt", n };
}

function loopPlaceStone(r) {
  const e = new Ep(r, { x: 9, y: 5, face: [1, 0], step: r.int(380, 520), inv: { wood: 3, wood_pickaxe: 1, sapling: 2 }, ach: ["collect_wood", "place_table", "make_wood_pickaxe"], status: { energy: 5 } });
  e.env.day = 0.22;
  e.a("noop", "It is getting dark. I should wall myself in with stone.");
  e.a("place_stone"); e.a("place_stone", "Placing stone in front.");
  e.run.mark();
  const seq = [["move_up", null], ["place_stone", "Blocking the north side."], ["move_down", null], ["place_stone", null], ["noop", null], ["place_stone", "Stone wall in front."], ["move_right", null], ["place_stone", null], ["place_stone", null]];
  const n = r.int(3, 9);
  for (let i = 0; i < n; i++) e.a(...seq[i]);
  return { run: e.run, note: "tries to place stone for a shelter with no stone in the inventory (it has a wood pickaxe and never mines); loop_from = third place_stone", n };
}

function loopBumpStone(r) {
  const e = new Ep(r, { x: 2, y: 6, face: [0, 1], step: r.int(150, 700), inv: { wood: 1, sapling: 1 }, ach: ["collect_wood", "place_table"] });
  const k = r.int(2, 5);
  for (let i = 0; i < k; i++) e.a("do", i === 0 ? "More wood before heading out." : null);
  e.a("move_up", "Enough wood. Going east towards the stone and coal.");
  for (let i = 0; i < 8; i++) e.a("move_right", i === 4 ? "Stone area ahead." : null);
  e.a("move_right", "Coal is to the south-east; heading there."); e.a("move_right", "Stone is in the way; walk through.");
  e.a("do", "Break the stone.");
  e.run.mark();
  const seq = ["move_right", "do", "move_right", "noop", "do", "move_right", "do", "move_right", "do"];
  const n = r.int(3, 9);
  for (let i = 0; i < n; i++) e.a(seq[i], i === 1 ? "Mining the stone blocking the way." : null);
  return { run: e.run, note: "walks into stone and hits it with no pickaxe (no stone collected, no move); cycle move_right/do; loop_from = start of the second move/do pass", n };
}

function loopBumpWater(r) {
  const e = new Ep(r, { x: 3, y: 3, face: [-1, 0], step: r.int(60, 300), inv: { wood: 1 }, ach: ["collect_wood", "collect_drink"], status: { drink: 9 } });
  e.a("move_left", "The sand and the other shore are to the west."); e.a("move_left", "Water ahead; keep going.");
  e.a("do");
  e.run.mark();
  const seq = ["move_left", "do", "noop", "move_left", "do", "move_left", "move_left", "do", "move_left"];
  const n = r.int(3, 9);
  for (let i = 0; i < n; i++) e.a(seq[i], i === 3 ? "The water must be crossable." : null);
  return { run: e.run, note: "keeps moving left into water with full drink (no move, no change) and pressing do; loop_from = second move_left/do pass", n };
}

function loopPace(r) {
  const e = new Ep(r, { x: 2, y: 6, face: [0, 1], step: r.int(200, 900), inv: { wood: 1, wood_pickaxe: 1, stone: 1 }, ach: ["collect_wood", "place_table", "make_wood_pickaxe", "collect_stone"], status: { drink: 6 } });
  e.many([["do", "Topping up wood."], "do", ["move_up", null], ["move_up", null], ["move_left", "Drink first; water to the north-west."], "move_up", "do", "do", ["move_right", "Now east."], "move_right", "move_right", "move_right", "move_down", "move_right"]);
  e.many([["move_up", "Looking for iron; scanning around."], "move_up", "move_down", "move_down", ["move_left", null], ["move_right", "Iron is not in view. Let me check east again."]]);
  e.a("move_right"); e.a("move_left", "Nothing new; back.");
  e.run.mark();
  const n = r.int(4, 12);
  for (let i = 0; i < n; i++) e.a(i % 2 === 0 ? "move_right" : "move_left", i % 5 === 0 ? r.pick(["Checking east for iron.", "Maybe iron shows up from here.", "Scanning once more."]) : null);
  return { run: e.run, note: "steps right and left between the same two cells (two alternating views, iron never comes into view); loop_from = start of the second right/left pass", n };
}

// ---- legit twins ----
function legitWood(r) {
  const e = new Ep(r, { x: 2, y: 6, face: [0, 1], step: r.int(0, 40) });
  e.many([["do", "Tree in front; collecting wood."], "do", "do", "do", "do", ["move_left", "Five wood. Placing a table on the grass."], "place_table", "make_wood_pickaxe", "make_wood_sword"]);
  e.final("Collected 5 wood, placed a table, made a wood pickaxe and a wood sword. Achievements: collect_wood, place_table, make_wood_pickaxe, make_wood_sword. Philámayaye.");
  return { run: e.run, note: "do on a tree five times, wood 1 > 5, then table and tools" };
}

function legitCraftFix(r) {
  const e = new Ep(r, { x: 11, y: 4, face: [0, -1], step: r.int(80, 300), inv: { wood: 4 }, ach: ["collect_wood"] });
  e.many([["place_table", "Table here, close to the stone."], "make_wood_pickaxe", ["make_stone_pickaxe", "Stone pickaxe?"]]);
  e.many([["move_right", "No stone yet. Mining some to the east."], "move_right", "move_right", ["do", "Mining stone."], ["move_left", "Back to the table."], "make_stone_pickaxe"]);
  e.final(`Stone pickaxe made after mining one stone; inventory: ${Object.entries(e.env.inv).filter(([, v]) => v).map(([k, v]) => k + " " + v).join(", ")}.`);
  return { run: e.run, note: "one failed stone-pickaxe craft, then mines stone and returns; second craft succeeds" };
}

function legitCorridor(r) {
  const e = new Ep(r, { x: 3, y: 5, face: [1, 0], step: r.int(30, 200), inv: { wood: 3, wood_pickaxe: 1 }, ach: ["collect_wood", "place_table", "make_wood_pickaxe"] });
  for (let i = 0; i < 9; i++) e.a("move_right", i === 0 ? "Walking east to the stone area." : i === 6 ? "Stone getting close." : null);
  e.a("do", "Mining stone."); e.a("move_right"); e.a("move_down"); e.a("move_right"); e.a("do", "Coal? Face it and mine.");
  e.final(`Walked east to the stone field and mined; inventory: ${Object.entries(e.env.inv).map(([k, v]) => k + " " + v).join(", ")}.`);
  return { run: e.run, note: "nine move_right calls, each to a new cell with a changing view, then mining" };
}

function legitDrink(r) {
  const e = new Ep(r, { x: 3, y: 3, face: [-1, 0], step: r.int(200, 600), inv: { wood: 2 }, ach: ["collect_wood"], status: { drink: 4 } });
  e.a("move_left", "Drink is low (4). Water to the west.");
  for (let i = 0; i < 5; i++) e.a("do", i === 0 ? "Drinking." : null);
  e.final("Drank until drink is 9/9 (five sips from 4).");
  return { run: e.run, note: "do on water five times, drink 4 > 9, then stops" };
}

function legitMine(r) {
  const e = new Ep(r, { x: 12, y: 6, face: [1, 0], step: r.int(300, 800), inv: { wood: 2, wood_pickaxe: 1 }, ach: ["collect_wood", "place_table", "make_wood_pickaxe"] });
  e.a("do", "Stone between me and the coal; mining through."); e.a("move_right"); e.a("do", "Coal in front.");
  e.a("move_down"); e.a("do"); e.a("move_down"); e.a("do");
  e.final(`Mined a path to the coal; inventory: ${Object.entries(e.env.inv).map(([k, v]) => k + " " + v).join(", ")}.`);
  return { run: e.run, note: "repeated do/move pairs, each do removes a block and adds stone or coal" };
}

function ambiguousSleep(r) {
  const e = new Ep(r, { x: 8, y: 7, face: [0, 1], step: r.int(600, 900), inv: { wood: 1, sapling: 1 }, ach: ["collect_wood", "place_table"], status: { energy: 2 } });
  e.env.day = 0.12;
  e.a("sleep", "Energy 2/9 and it is night. Sleeping.");
  for (let i = 0; i < 7; i++) { if (i === 2) e.run.mark(); e.a("sleep", i === 4 ? "Energy is recovering slowly." : null); }
  e.final(`Slept ${8} steps; energy ${e.env.st.energy}/9. Stopping to check in: keep sleeping until morning?`);
  return { run: e.run, note: "sleep repeated while energy rises one point every two steps (observation otherwise identical); doubt begins at the fourth sleep" };
}

export function build(r) {
  const out = [];
  const lp = (f, kind) => { const x = f(r); out.push({ run: x.run, label: "loop", kind, note: `${x.note}. ${x.n} looping calls recorded; act tool, Qwen2.5-72B on vLLM; Lakota operator` }); };
  const lg = (f, kind) => { const x = f(r); out.push({ run: x.run, label: "legit", kind, note: `${x.note}; Lakota operator` }); };
  lp(loopCraftStone, "craft-missing-ingredient"); lp(loopCraftAway, "craft-missing-ingredient"); lp(loopPlaceStone, "craft-missing-ingredient");
  lp(loopBumpStone, "blocked-move-retry"); lp(loopBumpWater, "blocked-move-retry"); lp(loopPace, "pace-two-places");
  lg(legitWood, "same-action-inventory-grows"); lg(legitCraftFix, "craft-fail-then-gather"); lg(legitCorridor, "corridor-walk");
  lg(legitDrink, "same-action-inventory-grows"); lg(legitMine, "same-action-inventory-grows");
  const a = ambiguousSleep(r); out.push({ run: a.run, label: "ambiguous", kind: "slow-change-wait", note: `${a.note}; Lakota operator` });
  return out.map((o) => ({ ...o, domain: DOMAIN }));
}
