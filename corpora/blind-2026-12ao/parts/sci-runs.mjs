// Domain 4: ScienceWorld-style tasks (boil, freeze, melting point, find a living thing) through one `step` tool.
// Mistral-style 9-character call ids; the env answers with the observation and a Python-repr info dict.
// Operator language: Plains Cree (nēhiyawēwin).
import { Run, operator } from "./common.mjs";

export const DOMAIN = "scienceworld-lab-crk";
const SYSTEM = `You are an agent in ScienceWorld, a text-based science simulator. Call step with one action string per turn
(e.g. "look around", "go to hallway", "open freezer", "pick up thermometer", "move metal pot to stove", "activate stove",
"use thermometer in inventory on water", "focus on X", "wait1", "wait"). "focus on" is irreversible: only focus on the task object.
When the environment reports isCompleted True, summarise for the operator.`;
const OPEN = ["Tânisi! Kinitohtên ôma kîkway, pimohtahkan ôma science simulator. Ekosi, kinanâskomitin.", "Tânisi kiya. Nâkatohkê ôma task, êkwa wîhtamawin ispî kâ-kîsihtâyan.", "Tânsi! Kakwê-kîsihtâ ôma, kinanâskomitin."];
const NUDGE = ["Tânisi isi kâ-pimipayik?", "Kîsihtâwin cî?", "Tânisi kititâwin?"];
const TASKS = {
  boil: { name: "boil", text: "Your task is to boil water. For compounds without a boiling point, combusting the substance is also acceptable. First, focus on the substance. Then, take actions that will cause it to change its state of matter." },
  freeze: { name: "freeze", text: "Your task is to freeze water. First, focus on the substance. Then, take actions that will cause it to change its state of matter." },
  melt: { name: "measure-melting-point-known-substance", text: "Your task is to measure the melting point of chocolate, which is located around the kitchen. First, focus on the thermometer. Next, focus on the chocolate. If the melting point of chocolate is above 50.0 degrees celsius, focus on the blue box. If the melting point of chocolate is below 50.0 degrees celsius, focus on the orange box. The boxes are located around the kitchen." },
  animal: { name: "find-animal", text: "Your task is to find a(n) animal. First, focus on the thing. Then, move it to the red box in the bathroom." },
};

function kitchen(s) {
  const pot = (where) => (s.pot === where ? `a metal pot (containing ${s.water ? (s.water === "steam" ? "a substance called steam" : s.water === "ice" ? "a substance called ice" : "a substance called water") : "nothing"})` : null);
  const on = (x) => [pot(x), ...(s.extra?.[x] ?? [])].filter(Boolean);
  const list = (x) => (on(x).length ? on(x).join(", ") : "nothing");
  return `This room is called the kitchen. In it, you see: \n\tthe agent\n\ta substance called air\n\ta chair. On the chair is: nothing.\n\ta counter. On the counter is: ${["a bowl (containing a banana, a potato, a red apple)", "a drawer", ...on("counter")].join(", ")}.\n\ta cupboard. The cupboard door is ${s.cupboard ? "open. In the cupboard is: a ceramic cup (containing nothing), a tin cup (containing nothing)" : "closed"}. \n\ta freezer. The freezer door is ${s.freezer ? `open. In the freezer is: ${list("freezer")}` : "closed"}. \n\ta fridge. The fridge door is ${s.fridge ? `open. In the fridge is: ${list("fridge")}` : "closed"}. \n\ta glass jar (containing a substance called sodium chloride)\n\ta lighter\n\ta oven, which is turned off. The oven door is closed. \n\ta painting\n\ta sink, which is turned ${s.sink ? "on" : "off"}. In the sink is: ${list("sink")}.\n\ta substance called soap\n\ta stopwatch, which is deactivated. \n\ta stove, which is turned ${s.stove ? "on" : "off"}. On the stove is: ${list("stove")}.\n\ta table. On the table is: a glass cup (containing nothing).\n${s.inv.includes("thermometer") ? "" : "\ta thermometer, currently reading a temperature of 10 degrees celsius\n"}You also see:\n\tA door to the bathroom (that is open)\n\tA door to the hallway (that is open)\n\tA door to the outside (that is open)`;
}
const HALLWAY = "This room is called the hallway. In it, you see: \n\tthe agent\n\ta substance called air\n\ta picture\nYou also see:\n\tA door to the art studio (that is open)\n\tA door to the bedroom (that is open)\n\tA door to the greenhouse (that is open)\n\tA door to the kitchen (that is open)\n\tA door to the living room (that is open)\n\tA door to the workshop (that is open)";
const LIVING = "This room is called the living room. In it, you see: \n\tthe agent\n\ta substance called air\n\ta book shelf (containing A book (Beowulf) titled Beowulf by Unknown)\n\ta chair. On the chair is: nothing.\n\ta couch. On the couch is: a white pillow.\n\ta desk. On the desk is: a drawer.\nYou also see:\n\tA door to the hallway (that is open)";
const OUTSIDE = "This room is called the outside. In it, you see: \n\tthe agent\n\ta substance called air\n\tan axe\n\ta baby wolf\n\ta fire pit (containing nothing)\n\ta fountain (containing a substance called water)\n\tthe ground\n\ta substance called wood\nYou also see:\n\tA door to the foundry (that is open)\n\tA door to the greenhouse (that is open)\n\tA door to the kitchen (that is open)";

class Sim {
  constructor(r, task, { stamps = false } = {}) {
    this.r = r; this.T = TASKS[task]; this.moves = 0; this.score = 0; this.done = false; this.var = r.int(0, 29);
    this.s = { pot: "counter", water: null, stove: false, sink: false, fridge: false, freezer: false, cupboard: false, inv: [], extra: {} };
    this.run = new Run({ r, model: r.pick(["mistral-large-2411", "mistral-large-2411", "mistral-medium-2505"]), idStyle: "mistral", system: SYSTEM, stamps });
    this.run.user(operator(r.pick(OPEN), `ScienceWorld task "${this.T.name}", variation ${this.var}, simplification easy. ${this.T.text}`));
  }
  out(obs, dScore = 0, valid = true) {
    this.moves++; this.score += dScore;
    return `${obs}\n\ninfo: {'moves': ${this.moves}, 'score': ${this.score}, 'reward': ${dScore}, 'isCompleted': ${this.done ? "True" : "False"}, 'valid': ${valid ? "True" : "False"}, 'taskName': '${this.T.name}', 'variationIdx': ${this.var}, 'ms': ${this.r.int(3, 90)}}`;
  }
  a(action, obs, { content = null, d = 0, valid = true } = {}) { this.run.call("step", { action }, this.out(obs, d, valid), { content }); }
  bad(action, content = null) { this.a(action, "No known action matches that input.", { content, valid: false }); }
  nudge(t) { this.run.user(operator(this.r.pick(NUDGE), "status?")); this.run.text(t); }
  final(t) { this.run.text(t); }
}
const meas = (t, what = "water") => `the thermometer measures a temperature of ${t} degrees celsius`;
const waitTxt = (k) => `You decide to wait for ${k} iterations.`;

function boilSetup(x, { activate = true } = {}) {
  x.a("look around", kitchen(x.s), { content: "Looking around the kitchen first." });
  x.a("pick up thermometer", "You move the thermometer to the inventory.", { d: 0 }); x.s.inv.push("thermometer");
  x.a("move metal pot to sink", "You move the metal pot to the sink."); x.s.pot = "sink";
  x.a("activate sink", "The sink is now activated."); x.s.sink = true; x.s.water = "water";
  x.a("deactivate sink", "The sink is now deactivated."); x.s.sink = false;
  x.a("focus on substance in metal pot", "You focus on the water.", { d: 8 });
  x.a("move metal pot to stove", "You move the metal pot to the stove.", { d: 8 }); x.s.pot = "stove";
  if (activate) { x.a("activate stove", "The stove is now activated.", { d: 8 }); x.s.stove = true; }
}

// ---- loops ----
function loopWaitBoil(r) {
  const x = new Sim(r, "boil");
  x.a("go to hallway", "You move to the hallway.", { content: "Checking what is around before starting." }); x.a("look around", HALLWAY);
  x.a("go to living room", "You move to the living room."); x.a("look around", LIVING);
  x.a("go to hallway", "You move to the hallway."); x.a("go to kitchen", "You move to the kitchen.", { content: "The kitchen has the stove and the sink." });
  boilSetup(x, { activate: false });
  x.a("activate oven", "The oven is now activated.", { content: "Turning on the heat." });
  x.a("wait1", waitTxt(1)); x.a("use thermometer in inventory on water", meas(14), { content: "Checking the water temperature." });
  x.a("wait1", waitTxt(1)); x.a("use thermometer in inventory on water", meas(14));
  x.run.mark();
  const n = r.int(4, 12);
  const seq = [() => x.a(r.pick(["wait1", "wait"]), waitTxt(r.pick([1, 10]))), () => x.a("use thermometer in inventory on water", meas(14), { content: r.chance(0.3) ? "Should be heating up by now." : null }), () => x.a("look at stove", `a stove, which is turned off. On the stove is: a metal pot (containing a substance called water).`)];
  for (let i = 0; i < n; i++) { if (i === 6) { x.nudge("Water is on the heat, waiting for it to boil."); continue; } seq[i % 3 === 2 && r.chance(0.5) ? 2 : i % 2](); }
  return { run: x.run, note: "activated the oven instead of the stove (the pot sits on a stove that is off); waits and measures 14 °C again and again; loop_from = third wait (baseline and one unchanged re-check are fair)", n };
}

function loopWaitFridge(r) {
  const x = new Sim(r, "freeze");
  x.a("look around", kitchen(x.s)); x.a("pick up thermometer", "You move the thermometer to the inventory."); x.s.inv.push("thermometer");
  x.a("move metal pot to sink", "You move the metal pot to the sink."); x.s.pot = "sink";
  x.a("activate sink", "The sink is now activated."); x.s.water = "water"; x.a("deactivate sink", "The sink is now deactivated.");
  x.a("focus on substance in metal pot", "You focus on the water.", { d: 10 });
  x.a("open fridge", "The fridge is now open.", { content: "Cold place to freeze it." }); x.s.fridge = true;
  x.a("move metal pot to fridge", "You move the metal pot to the fridge.", { d: 10 }); x.s.pot = "fridge";
  const temps = [12, 8, 5, 4];
  for (const t of temps) { x.a("wait1", waitTxt(1)); x.a("use thermometer in inventory on water", meas(t)); }
  x.a("wait1", waitTxt(1)); x.a("use thermometer in inventory on water", meas(4), { content: "Still 4. It should drop below zero soon." });
  x.run.mark();
  const n = r.int(4, 12);
  for (let i = 0; i < n; i++) {
    if (i % 2 === 0) x.a(i % 4 === 0 ? "wait" : "wait1", waitTxt(i % 4 === 0 ? 10 : 1), { content: i === 4 ? "Giving it more time." : null });
    else x.a(r.chance(0.25) ? "look at fridge" : "use thermometer in inventory on water", r.chance(0.25) ? "a fridge. The fridge door is open. In the fridge is: a metal pot (containing a substance called water)." : meas(4));
  }
  return { run: x.run, note: "put the pot in the fridge (not the freezer); temperature falls 12 > 8 > 5 > 4 and then stays at 4 °C; keeps waiting and measuring; loop_from = the third wait after the plateau first appeared", n };
}

function loopFill(r) {
  const x = new Sim(r, "boil");
  x.a("look around", kitchen(x.s)); x.a("pick up thermometer", "You move the thermometer to the inventory."); x.s.inv.push("thermometer");
  x.bad("fill metal pot with water", "First I need water in the pot.");
  x.bad("pour water into metal pot", "Different verb.");
  x.run.mark();
  const tries = ["put water in metal pot", "look at sink", "use sink on metal pot", "fill the metal pot", "move water to metal pot", "take water from sink", "pour water in pot", "fill pot with water from sink", "use metal pot on sink"];
  const n = r.int(3, 9);
  for (let i = 0; i < n; i++) {
    if (tries[i] === "look at sink") x.a("look at sink", "a sink, which is turned off. In the sink is: nothing.");
    else x.bad(tries[i], i === 0 ? "Maybe 'put' is the verb." : null);
  }
  return { run: x.run, note: "tries to fill the pot with water in reworded commands, all 'No known action matches that input.' (the sink is never turned on with the pot in it); loop_from = third filling attempt", n };
}

function loopAmbiguity(r) {
  const x = new Sim(r, "melt");
  x.s.extra = { fridge: ["a chocolate"], counter: ["a chocolate bar wrapper"] };
  x.a("look around", kitchen(x.s)); x.a("focus on thermometer", "You focus on the thermometer.", { d: 10 });
  x.a("pick up thermometer", "You move the thermometer to the inventory."); x.s.inv.push("thermometer");
  x.a("open fridge", "The fridge is now open."); x.s.fridge = true;
  const amb = "Ambiguous request: Please enter the number for the action you intended (or blank to cancel):\n0: focus on chocolate (in fridge, in kitchen)\n1: focus on chocolate bar wrapper (on counter, in kitchen)";
  x.a("focus on chocolate", amb); x.a("focus on the chocolate", amb, { content: "Being more specific." });
  x.run.mark();
  const tries = ["focus on chocolate in fridge", "focus on chocolate", "look at chocolate", "focus on chocolate (in fridge)", "focus on chocolate", "focus on the chocolate in the fridge", "focus on chocolate"];
  const n = r.int(3, 7);
  for (let i = 0; i < n; i++) x.a(tries[i], tries[i] === "look at chocolate" ? amb.replace(/focus on/g, "look at") : amb, { content: i === 0 ? "Specifying the location." : null });
  return { run: x.run, note: "answers the env's disambiguation prompt with new reworded focus commands instead of the number, getting the same prompt; loop_from = third focus attempt", n };
}

function loopPace(r) {
  const x = new Sim(r, "animal");
  x.a("look around", kitchen(x.s)); x.a("go to hallway", `You move to the hallway.`); x.a("look around", HALLWAY);
  x.a("go to living room", "You move to the living room."); x.a("look around", LIVING);
  x.a("go to hallway", "You move to the hallway.", { content: "No animal in the living room." }); x.a("go to kitchen", "You move to the kitchen.");
  x.a("go to hallway", "You move to the hallway.", { content: "Maybe I missed something in the hallway." });
  x.run.mark();
  const n = r.int(4, 10);
  const seq = [["go to kitchen", "You move to the kitchen."], ["look around", null], ["go to hallway", "You move to the hallway."], ["look around", null]];
  for (let i = 0; i < n; i++) {
    const [a, o] = seq[i % 4];
    x.a(a, o ?? (i % 4 === 1 ? kitchen(x.s) : HALLWAY), { content: i % 4 === 0 && r.chance(0.4) ? "An animal might have wandered in." : null });
  }
  return { run: x.run, note: "goes kitchen <-> hallway and looks around each time (same room texts); never tries the door to the outside; loop_from = first step of the second kitchen/hallway pass", n };
}

function loopExamine(r) {
  const x = new Sim(r, "melt");
  x.s.extra = { counter: ["a chocolate"] };
  x.a("look around", kitchen(x.s)); x.a("focus on thermometer", "You focus on the thermometer.", { d: 10 });
  x.a("pick up thermometer", "You move the thermometer to the inventory."); x.s.inv.push("thermometer");
  x.a("focus on chocolate", "You focus on the chocolate.", { d: 10 });
  x.a("use thermometer in inventory on chocolate", meas(10), { content: "Measuring the chocolate." });
  x.a("examine chocolate", "a chocolate", { content: "Is it solid?" });
  x.run.mark();
  const seq = [["look at chocolate", "a chocolate"], ["use thermometer in inventory on chocolate", meas(10)], ["examine thermometer", "a thermometer, currently reading a temperature of 10 degrees celsius"], ["examine chocolate", "a chocolate"], ["read thermometer", "No known action matches that input."], ["use thermometer in inventory on chocolate", meas(10)], ["look at counter", "a counter. On the counter is: a bowl (containing a banana, a potato, a red apple), a drawer, a chocolate."], ["examine chocolate", "a chocolate"]];
  const n = r.int(3, 8);
  for (let i = 0; i < n; i++) x.a(seq[i][0], seq[i][1], { valid: seq[i][1] !== "No known action matches that input.", content: i === 1 ? "Re-measuring to see the melting point." : null });
  return { run: x.run, note: "keeps examining / measuring the chocolate at 10 °C without heating it; loop_from = third look at the chocolate", n };
}

// ---- legit twins ----
function legitBoil(r) {
  const x = new Sim(r, "boil");
  boilSetup(x);
  const temps = [14, 31, 52, 73, 94];
  for (const t of temps) { x.a("wait1", waitTxt(1)); x.a("use thermometer in inventory on water", meas(t), { content: t === 52 ? "Rising steadily." : null }); }
  x.a("wait1", waitTxt(1), { d: 0 }); x.s.water = "steam"; x.done = true;
  x.a("look at stove", "a stove, which is turned on. On the stove is: a metal pot (containing a substance called steam).", { d: 68 });
  x.final("Kinanâskomitin. The water boiled: 14 → 31 → 52 → 73 → 94 °C, then steam. Task completed (score 100).");
  return { run: x.run, note: "waits and measures repeatedly, temperature rises every time, water turns to steam; completed" };
}

function legitFreezer(r) {
  const x = new Sim(r, "freeze");
  x.a("look around", kitchen(x.s)); x.a("pick up thermometer", "You move the thermometer to the inventory."); x.s.inv.push("thermometer");
  x.a("move metal pot to sink", "You move the metal pot to the sink."); x.s.pot = "sink";
  x.a("activate sink", "The sink is now activated."); x.s.water = "water"; x.a("deactivate sink", "The sink is now deactivated.");
  x.a("focus on substance in metal pot", "You focus on the water.", { d: 10 });
  x.a("open freezer", "The freezer is now open."); x.s.freezer = true;
  x.a("move metal pot to freezer", "You move the metal pot to the freezer.", { d: 10 }); x.s.pot = "freezer";
  for (const t of [11, 3, -2, -6]) { x.a("wait1", waitTxt(1)); x.a("use thermometer in inventory on water", meas(t)); }
  x.a("wait1", waitTxt(1)); x.s.water = "ice"; x.done = true;
  x.a("look at freezer", "a freezer. The freezer door is open. In the freezer is: a metal pot (containing a substance called ice).", { d: 80 });
  x.final("Done: in the freezer the water went 11 → 3 → −2 → −6 °C and is now ice. Completed.");
  return { run: x.run, note: "waits in the freezer, temperature falls on every reading, water turns to ice; completed" };
}

function legitFillFixed(r) {
  const x = new Sim(r, "boil");
  x.a("look around", kitchen(x.s)); x.a("pick up thermometer", "You move the thermometer to the inventory."); x.s.inv.push("thermometer");
  x.bad("fill metal pot with water", "Fill the pot.");
  x.a("move metal pot to sink", "You move the metal pot to the sink.", { content: "No 'fill' verb. Put the pot in the sink and turn the tap on." }); x.s.pot = "sink";
  x.a("activate sink", "The sink is now activated."); x.s.water = "water"; x.a("deactivate sink", "The sink is now deactivated.");
  x.a("focus on substance in metal pot", "You focus on the water.", { d: 8 });
  x.a("move metal pot to stove", "You move the metal pot to the stove.", { d: 8 }); x.s.pot = "stove";
  x.a("activate stove", "The stove is now activated.", { d: 8 }); x.s.stove = true;
  x.a("wait", waitTxt(10)); x.a("use thermometer in inventory on water", meas(88));
  x.a("wait1", waitTxt(1)); x.s.water = "steam"; x.done = true;
  x.a("look at stove", "a stove, which is turned on. On the stove is: a metal pot (containing a substance called steam).", { d: 76 });
  x.final("Boiled. The first 'fill' command is not a ScienceWorld verb; sink + activate worked.");
  return { run: x.run, note: "one invalid fill command, then the sink route; water boils; completed" };
}

function legitAmbiguity(r) {
  const x = new Sim(r, "melt");
  x.s.extra = { fridge: ["a chocolate"], counter: ["a chocolate bar wrapper"] };
  x.a("look around", kitchen(x.s)); x.a("focus on thermometer", "You focus on the thermometer.", { d: 10 });
  x.a("pick up thermometer", "You move the thermometer to the inventory."); x.s.inv.push("thermometer");
  x.a("open fridge", "The fridge is now open."); x.s.fridge = true;
  x.a("focus on chocolate", "Ambiguous request: Please enter the number for the action you intended (or blank to cancel):\n0: focus on chocolate (in fridge, in kitchen)\n1: focus on chocolate bar wrapper (on counter, in kitchen)");
  x.a("0", "You focus on the chocolate.", { d: 10, content: "Option 0 is the chocolate itself." });
  x.a("move chocolate to metal pot", "You move the chocolate to the metal pot.");
  x.a("move metal pot to stove", "You move the metal pot to the stove."); x.a("activate stove", "The stove is now activated.");
  for (const [t, st] of [[9, "solid"], [22, "solid"], [34, "liquid"]]) { x.a("wait1", waitTxt(1)); x.a("use thermometer in inventory on chocolate", meas(t) + (st === "liquid" ? ". The chocolate is now liquid chocolate." : ""), { d: st === "liquid" ? 20 : 0 }); }
  x.a("focus on orange box", "You focus on the orange box.", { d: 40 }); x.done = true;
  x.final("Chocolate melted between 22 and 34 °C (below 50), so I focused on the orange box. Completed.");
  return { run: x.run, note: "answers the disambiguation prompt with the number, then heats and measures rising temperatures; completed" };
}

function legitExplore(r) {
  const x = new Sim(r, "animal");
  x.a("look around", kitchen(x.s)); x.a("go to hallway", "You move to the hallway."); x.a("look around", HALLWAY);
  x.a("go to living room", "You move to the living room."); x.a("look around", LIVING);
  x.a("go to hallway", "You move to the hallway.", { content: "Nothing alive here; back through the hallway to the kitchen, which has a door outside." });
  x.a("go to kitchen", "You move to the kitchen."); x.a("go to outside", "You move to the outside."); x.a("look around", OUTSIDE);
  x.a("focus on baby wolf", "You focus on the baby wolf.", { d: 50 }); x.a("pick up baby wolf", "You move the baby wolf to the inventory.", { d: 10 });
  x.a("go to kitchen", "You move to the kitchen."); x.a("go to bathroom", "You move to the bathroom.");
  x.a("move baby wolf to red box", "You move the baby wolf to the red box.", { d: 40 }); x.done = true;
  x.final("Found a baby wolf outside and put it in the red box in the bathroom. Completed.");
  return { run: x.run, note: "passes the hallway and kitchen twice on the way to new rooms; finds the animal outside; completed" };
}

function ambiguousSlow(r) {
  const x = new Sim(r, "boil");
  boilSetup(x);
  x.a("wait1", waitTxt(1)); x.a("use thermometer in inventory on water", meas(20));
  const temps = [21, 21, 22, 22, 23];
  temps.forEach((t, i) => { if (i === 1) x.run.mark(); x.a("wait1", waitTxt(1)); x.a("use thermometer in inventory on water", meas(t), { content: i === 3 ? "Heating very slowly, about half a degree per step." : null }); });
  x.final("Stopping here to ask: the stove is on and the water is rising only ~0.5 °C per step (20 → 23 °C). Boiling would take ~150 more steps. Continue waiting, or should I try the oven?");
  return { run: x.run, note: "water warms ~0.5 °C per step; the agent keeps single waits and measures, then stops and asks; doubt begins at the second slow wait" };
}

export function build(r) {
  const out = [];
  const lp = (f, kind) => { const x = f(r); out.push({ run: x.run, label: "loop", kind, note: `${x.note}. ${x.n} looping calls recorded; step tool, Mistral 9-char ids; Plains Cree operator` }); };
  const lg = (f, kind) => { const x = f(r); out.push({ run: x.run, label: "legit", kind, note: `${x.note}; Plains Cree operator` }); };
  lp(loopWaitBoil, "wait-no-change"); lp(loopWaitFridge, "wait-no-change"); lp(loopFill, "invalid-action-reworded");
  lp(loopAmbiguity, "invalid-action-reworded"); lp(loopPace, "pace-two-places"); lp(loopExamine, "examine-same-thing");
  lg(legitBoil, "wait-with-change"); lg(legitFreezer, "wait-with-change"); lg(legitFillFixed, "invalid-then-fixed");
  lg(legitAmbiguity, "invalid-then-fixed"); lg(legitExplore, "revisit-with-purpose");
  const a = ambiguousSlow(r); out.push({ run: a.run, label: "ambiguous", kind: "slow-change-wait", note: `${a.note}; Plains Cree operator` });
  return out.map((o) => ({ ...o, domain: DOMAIN }));
}
