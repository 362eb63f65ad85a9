// Domain 1: ALFWorld-style household episodes driven by a ReAct TEXT agent (no tool calls: "Thought:/Action:" in the
// assistant turn, "Observation:" back as a user turn). Operator language: Tumbuka (chiTumbuka, Malawi).
import { Run, operator } from "./common.mjs";
import { Alf } from "./alf-env.mjs";

export const DOMAIN = "alfworld-household-tum";
const MODELS = ["gpt-4o-mini-2024-07-18", "gpt-4o-mini-2024-07-18", "gpt-4.1-mini-2025-04-14"];
const SYSTEM = `Interact with a household to solve a task. You are a ReAct agent. At every turn write one line "Thought: ..." (optional) and one line "Action: ..." with exactly one admissible command:
go to {recep}, open {recep}, close {recep}, take {obj} from {recep}, move {obj} to {recep}, clean {obj} with {recep}, heat {obj} with {recep}, cool {obj} with {recep}, use {obj}, examine {obj|recep}, inventory, look, think: {text}.
The environment answers with "Observation: ...". When the task is solved, answer the operator with "Final Answer: ...".
Harness: alfworld 0.3.5 text env (eval_out_of_distribution), max 50 steps.`;

const OPEN = [
  "Moni! Chonde chitani nchito iyi mu nyumba ya simulator, mukandiphalire para mwamala.",
  "Moni nyengo! Ndikupempha kuti mumalizge nchito iyi mu ALFWorld. Yewo chomene.",
  "Mwawuka uli? Chitani episode iyi, ndipo mundiphalire para yamala.",
];
const NUDGE = ["Kasi mwafika nkhu?", "Kasi yili uli sono?", "Nchito yikuluta wuli?"];

function footer(r, env, style) {
  return style === 0 ? `\n[step ${env.n}/50 | won=${env.won ? "True" : "False"} | ${r.int(90, 640)}ms]`
    : `\n(t=${env.n}, reward=${env.won ? "1.0" : "0.0"}, done=${env.won ? "True" : "False"})`;
}

class Ep {
  constructor(r, { room, task, taskText, place, stamps }) {
    this.r = r; this.env = new Alf(r, room, place, task); this.style = r.int(0, 1);
    this.run = new Run({ r, model: r.pick(MODELS), system: SYSTEM, stamps });
    this.taskText = taskText;
    this.run.user(operator(r.pick(OPEN), `episode ${r.hex(6)} — ${taskText} Use the ReAct format; stop when the env reports won.`));
    this.run.user("Here is the task.\n" + this.env.intro(taskText));
  }
  a(thought, action) {
    const txt = thought ? `Thought: ${thought}\nAction: ${action}` : `Action: ${action}`;
    this.run.text(txt);
    this.run.obs(this.env.act(action) + footer(this.r, this.env, this.style));
  }
  think(t) { this.a(null, "think: " + t); }
  visit(names, obj, say = true) {
    for (const n of names) {
      this.a(say && this.r.chance(0.5) ? this.r.pick([`The ${obj} could be at ${n}.`, `Next I check ${n}.`, `Not found yet; ${n} is next.`]) : null, `go to ${n}`);
      if (this.env.rec.get(n).closed === true) this.a(null, `open ${n}`);
      if (this.env.rec.get(n).items.some((i) => i.startsWith(obj + " "))) return n;
    }
    return null;
  }
  nudge() { this.run.user(operator(this.r.pick(NUDGE), "status?")); this.run.text(`Still working on it: ${this.taskText} (${this.env.n} steps so far).`); }
  final(text) { this.run.text(`Thought: The environment reports the task as won.\nFinal Answer: ${text}`); }
}

const pick2 = (env, kind, k, r) => r.sample(env.names().filter((n) => n.startsWith(kind)), k);

// ---- loops ----
function loopPace(r, v) {
  if (v === 0) {
    const e = new Ep(r, { room: "kitchen", task: { kind: "heat", obj: "egg", target: "diningtable", state: "heat" }, taskText: "heat some egg and put it in diningtable.", place: { "fridge 1": ["egg 1", "cup 2"] } });
    e.think("To solve the task, I need to find and take an egg, heat it with microwave, then put it in diningtable. An egg is more likely to appear on countertop (1-3), stoveburner (1-4), diningtable (1).");
    const cands = [...pick2(e.env, "countertop", 3, r), ...pick2(e.env, "stoveburner", 2, r), "diningtable 1", ...pick2(e.env, "cabinet", r.int(1, 3), r)];
    e.visit(cands, "egg");
    const A = cands[0], B = cands[3];
    e.a("I have not found an egg yet. It was probably on a counter and I missed it.", `go to ${A}`);
    e.a(null, `go to ${B}`);
    e.run.mark();
    const n = r.int(4, 9);
    for (let i = 0; i < n; i++) {
      if (i === 3 && r.chance(0.7)) { e.think("the egg should be near the stove or on a counter."); continue; }
      const to = e.env.loc === A ? B : A;
      const t = r.chance(0.45) ? r.pick([`Let me look at ${to} once more, eggs are usually there.`, `Maybe ${to} has it after all.`, `Checking ${to} again.`]) : null;
      e.a(t, `go to ${to}`);
    }
    return { run: e.run, note: `paces between ${A} and ${B} (both already seen) instead of opening the fridge; loop_from = the return to ${A} that starts the second pass`, pre: cands.length, n };
  }
  const e = new Ep(r, { room: "bedroom", task: { kind: "put", obj: "cellphone", target: "bed", need: 2 }, taskText: "find two cellphone and put them in bed.", place: { "desk 1": ["cellphone 1", "pen 2"], "drawer 4": ["cellphone 3"] } });
  e.think("First I need to find the first cellphone. A cellphone is likely on desk, sidetable, dresser, shelf or drawer.");
  e.a(null, "go to desk 1"); e.a(null, "take cellphone 1 from desk 1"); e.a(null, "go to bed 1"); e.a(null, "move cellphone 1 to bed 1");
  e.think("Now I need the second cellphone. I will try sidetable, dresser and shelves.");
  const spots = [...pick2(e.env, "sidetable", 1, r), "dresser 1", ...pick2(e.env, "shelf", r.int(3, 6), r), "garbagecan 1", ...pick2(e.env, "desk 2", 1, r)];
  e.visit(spots, "cellphone");
  const A = "desk 1", B = spots[0], C = "dresser 1";
  e.a("The second cellphone may have been next to the first one.", `go to ${A}`);
  e.a(null, `go to ${B}`); e.a(null, `go to ${C}`);
  e.run.mark();
  const n = r.int(5, 11);
  const cyc = [A, B, C];
  for (let i = 0; i < n; i++) {
    if (i === 4) e.nudge();
    e.a(r.chance(0.35) ? r.pick(["Let me check again carefully.", `A cellphone could be on ${cyc[i % 3]}.`, "Still looking for the second cellphone."]) : null, `go to ${cyc[i % 3]}`);
  }
  return { run: e.run, note: `three-stop cycle desk 1 -> ${B} -> dresser 1 repeated, never opens a drawer; loop_from = first step of the second pass`, pre: 5 + spots.length, n };
}

function loopInvalid(r, v) {
  if (v === 0) {
    const ct = "countertop " + r.int(1, 2);
    const e = new Ep(r, { room: "kitchen", task: { kind: "clean", obj: "mug", target: "coffeemachine", state: "clean" }, taskText: "put a clean mug in coffeemachine.", place: { [ct]: ["mug 1", "spoon 2", "bread 1"] } });
    e.think("I need a mug, clean it with sinkbasin, then put it in coffeemachine.");
    const pre = pick2(e.env, "cabinet", r.int(3, 8), r);
    e.visit(pre, "mug");
    e.a(null, `go to ${ct}`); e.a(null, `take mug 1 from ${ct}`);
    e.a("Now I clean the mug.", "clean mug 1 with sinkbasin 1");
    e.a("That did not work. Maybe the wording is different.", "clean mug 1 using sinkbasin 1");
    e.run.mark();
    const tries = ["wash mug 1 with sinkbasin 1", "inventory", "clean mug 1 with sinkbasin 1", "rinse mug 1 in sinkbasin 1", "think: the mug must be cleaned before it goes to the coffeemachine.", "clean the mug 1 with the sinkbasin 1", "use sinkbasin 1", "clean mug 1 with sinkbasin 1", "put mug 1 in sinkbasin 1", "clean mug 1 with sinkbasin 1"];
    const n = r.int(3, 9);
    for (let i = 0; i < n; i++) e.a(i % 3 === 0 ? r.pick(["I am holding the mug, so cleaning should work.", "Let me try cleaning again.", "Maybe another verb works."]) : null, tries[i]);
    return { run: e.run, note: `cleans the mug while standing at ${ct}, not at the sinkbasin; "Nothing happens." every time, verb reworded; loop_from = third cleaning attempt (one rewording is fair)`, pre: pre.length + 4, n };
  }
  const e = new Ep(r, { room: "bedroom", task: { kind: "look", obj: "alarmclock" }, taskText: "examine the alarmclock with the desklamp.", place: { "desk 1": ["alarmclock 2", "pencil 1"], "sidetable 2": ["desklamp 1", "keychain 1"] } });
  e.a("I need to find an alarmclock and then use the desklamp.", "go to desk 1");
  e.a(null, "take alarmclock 2 from desk 1");
  e.a("Now turn on the desklamp.", "use desklamp 1");
  e.a(null, "turn on desklamp 1");
  e.run.mark();
  const tries = ["examine alarmclock 2 with desklamp 1", "use desklamp 1", "look", "switch on desklamp 1", "use desklamp 1", "examine alarmclock 2", "use desklamp 1", "toggle desklamp 1", "use desklamp 1"];
  const n = r.int(3, 8);
  for (let i = 0; i < n; i++) e.a(r.chance(0.4) ? r.pick(["The desklamp should be here somewhere.", "Try using the lamp again.", "I am holding the alarmclock; using the lamp completes the task."]) : null, tries[i]);
  return { run: e.run, note: "uses/turns on desklamp 1 from desk 1 although the lamp is on sidetable 2 (never looks for it); loop_from = third lamp attempt", pre: 4, n };
}

function loopOpenClose(r) {
  const cab = "cabinet " + r.int(3, 5);
  const e = new Ep(r, { room: "kitchen", task: { kind: "cool", obj: "lettuce", target: "countertop", state: "cool" }, taskText: "cool some lettuce and put it in countertop.", place: { [cab]: ["lettuce 1"], "fridge 1": ["apple 2", "potato 1", "winebottle 1"] } });
  e.think("Lettuce is most likely in the fridge or on a countertop.");
  const pre = [...pick2(e.env, "countertop", 2, r), "diningtable 1"];
  e.visit(pre, "lettuce");
  e.a(null, "go to fridge 1"); e.a(null, "open fridge 1");
  e.a("No lettuce in the fridge. I will close it and look elsewhere.", "close fridge 1");
  e.a(null, `go to ${pre[0]}`);
  e.run.mark();
  const n = r.int(6, 12);
  const seq = ["go to fridge 1", "open fridge 1", "close fridge 1", `go to ${pre[0]}`];
  const th = { 0: "Lettuce is normally kept cold; the fridge again.", 1: null, 2: "Still not there.", 3: "Back to the counter." };
  for (let i = 0; i < n; i++) e.a(r.chance(0.5) ? th[i % 4] : null, seq[i % 4]);
  return { run: e.run, note: `opens and closes fridge 1 (same contents) and walks back to ${pre[0]}, over and over; the lettuce is in ${cab}; loop_from = second walk to the fridge`, pre: pre.length + 4, n };
}

function loopExamine(r) {
  const cab = "cabinet " + r.int(2, 4);
  const e = new Ep(r, { room: "bathroom", task: { kind: "put", obj: "spraybottle", target: "toilet" }, taskText: "put some spraybottle on toilet.", place: { [cab]: ["spraybottle 1"], "countertop 1": ["soapbottle 2", "candle 1", "toiletpaper 1"] } });
  e.a("A spraybottle is usually on the countertop, toilet or in a cabinet.", "go to countertop 1");
  e.a("I see a soapbottle, maybe the spraybottle is behind it.", "examine countertop 1");
  e.run.mark();
  const seq = ["look", "examine countertop 1", "examine soapbottle 2", "go to countertop 1", "examine countertop 1", "inventory", "examine countertop 1", "look"];
  const n = 2;
  for (let i = 0; i < n; i++) e.a(i === 0 ? "Let me look more carefully at the countertop." : r.chance(0.3) ? "The spraybottle should be near the soap." : null, seq[i]);
  return { run: e.run, note: `re-examines countertop 1 in other words (look / examine / go to where it stands) with the same answer; spraybottle is in ${cab}; loop_from = third look at the countertop`, pre: 2, n };
}

// ---- legit twins ----
function legitTwo(r, v) {
  if (v === 0) {
    const e = new Ep(r, { room: "kitchen", task: { kind: "put", obj: "saltshaker", target: "drawer", need: 2 }, taskText: "put two saltshaker in drawer.", place: { "countertop 1": ["saltshaker 1", "bread 2"], "countertop 3": ["saltshaker 2", "knife 1"] } });
    e.think("I need two saltshakers. First find one, put it in a drawer, then find the second.");
    e.a(null, "go to countertop 1"); e.a(null, "take saltshaker 1 from countertop 1");
    e.a(null, "go to drawer 1"); e.a(null, "open drawer 1"); e.a(null, "move saltshaker 1 to drawer 1");
    e.a("One done. The second one may be on another countertop.", "go to countertop 2");
    e.a(null, "go to countertop 3"); e.a(null, "take saltshaker 2 from countertop 3");
    e.a("Back to drawer 1, it is already open.", "go to drawer 1"); e.a(null, "move saltshaker 2 to drawer 1");
    e.final(`Both saltshakers are in drawer 1 (${e.env.n} steps). Yewo.`);
    return { run: e.run, note: "visits drawer 1 twice, each time with a saltshaker in hand; placed count grows to 2 and the env reports won" };
  }
  const e = new Ep(r, { room: "bedroom", task: { kind: "put", obj: "cellphone", target: "bed", need: 2 }, taskText: "find two cellphone and put them in bed.", place: { "desk 1": ["cellphone 1", "pen 2"], "drawer 4": ["cellphone 3"] } });
  e.a(null, "go to desk 1"); e.a(null, "take cellphone 1 from desk 1"); e.a(null, "go to bed 1"); e.a(null, "move cellphone 1 to bed 1");
  e.nudge();
  e.think("The second cellphone is not in plain sight on the desk; I will open the drawers one by one.");
  const found = e.visit(["drawer 1", "drawer 2", "drawer 3", "drawer 4"], "cellphone", false);
  e.a(null, `take cellphone 3 from ${found}`); e.a(null, "go to bed 1"); e.a(null, "move cellphone 3 to bed 1");
  e.final(`Two cellphones are on bed 1; the second was in ${found}. Yewo chomene.`);
  return { run: e.run, note: "opens drawers 1-4 in turn (new contents each time) and returns to bed 1 a second time with the second phone; won" };
}

function legitFixed(r) {
  const ct = "countertop " + r.int(1, 2);
  const e = new Ep(r, { room: "kitchen", task: { kind: "clean", obj: "mug", target: "coffeemachine", state: "clean" }, taskText: "put a clean mug in coffeemachine.", place: { [ct]: ["mug 1", "spoon 2"] } });
  const pre = pick2(e.env, "cabinet", r.int(1, 3), r);
  e.visit(pre, "mug");
  e.a(null, `go to ${ct}`); e.a(null, `take mug 1 from ${ct}`);
  e.a("Clean the mug.", "clean mug 1 with sinkbasin 1");
  e.a("Nothing happened because I am not at the sinkbasin. I should go there first.", "go to sinkbasin 1");
  e.a(null, "clean mug 1 with sinkbasin 1");
  e.a(null, "go to coffeemachine 1"); e.a(null, "move mug 1 to coffeemachine 1");
  e.final("The clean mug is in coffeemachine 1. The first clean failed only because I was still at the counter.");
  return { run: e.run, note: "one failed clean at the counter, then walks to the sinkbasin and it works; won" };
}

function legitOpenVarious(r) {
  const cab = "cabinet " + r.int(3, 5);
  const e = new Ep(r, { room: "kitchen", task: { kind: "cool", obj: "lettuce", target: "countertop", state: "cool" }, taskText: "cool some lettuce and put it in countertop.", place: { [cab]: ["lettuce 1"], "fridge 1": ["apple 2", "potato 1"] } });
  e.a(null, "go to fridge 1"); e.a(null, "open fridge 1");
  e.a("No lettuce in the fridge. I will close it and search the cabinets.", "close fridge 1");
  const found = e.visit(["cabinet 1", "cabinet 2", "cabinet 3", "cabinet 4", "cabinet 5"], "lettuce", false);
  e.a(null, `take lettuce 1 from ${found}`);
  e.a("Now cool it in the fridge.", "go to fridge 1"); e.a(null, "cool lettuce 1 with fridge 1");
  e.a(null, "go to countertop 1"); e.a(null, "move lettuce 1 to countertop 1");
  e.final(`Lettuce found in ${found}, cooled with fridge 1, placed on countertop 1.`);
  return { run: e.run, note: "same open verb on cabinet 1..5 (different contents each), then back to the fridge with the lettuce to cool it; won" };
}

function legitLamp(r) {
  const e = new Ep(r, { room: "bedroom", task: { kind: "look", obj: "alarmclock" }, taskText: "examine the alarmclock with the desklamp.", place: { "desk 1": ["alarmclock 2", "pencil 1"], "sidetable 2": ["desklamp 1", "keychain 1"] } });
  e.a(null, "go to desk 1"); e.a(null, "take alarmclock 2 from desk 1"); e.a(null, "examine alarmclock 2");
  e.a("Now I need the desklamp; it is not on the desk.", "use desklamp 1");
  e.a("The lamp is not here. Sidetables often have lamps.", "go to sidetable 1");
  if (!e.env.rec.has("sidetable 2")) e.env.rec.set("sidetable 2", { kind: "sidetable", closed: null, items: ["desklamp 1", "keychain 1"] });
  e.a(null, "go to sidetable 2"); e.a(null, "use desklamp 1");
  e.final("I held the alarmclock under desklamp 1 on sidetable 2.");
  return { run: e.run, note: "one lamp attempt at the desk, then walks to the sidetables and finds the lamp; won" };
}

function legitLong(r) {
  const cab = "cabinet " + r.int(3, 4);
  const e = new Ep(r, { room: "bathroom", task: { kind: "put", obj: "spraybottle", target: "toilet" }, taskText: "put some spraybottle on toilet.", place: { "countertop 1": ["soapbottle 2", "candle 1"], "cabinet 1": ["cloth 1"], "cabinet 2": [], "cabinet 3": ["toiletpaper 3"], "cabinet 4": ["soapbar 1"], [cab]: ["spraybottle 1", ...({ "cabinet 3": ["toiletpaper 3"], "cabinet 4": ["soapbar 1"] }[cab] ?? [])] } });
  e.a(null, "go to countertop 1"); e.a("Not on the counter.", "examine countertop 1");
  e.think("Spraybottles are often stored in cabinets under the sink. I will open cabinet 1 to 4.");
  e.visit(["toilet 1", "garbagecan 1"], "spraybottle");
  const found = e.visit(["cabinet 1", "cabinet 2", "cabinet 3", "cabinet 4"], "spraybottle", true);
  e.a(null, `take spraybottle 1 from ${found}`); e.a(null, "go to toilet 1"); e.a(null, "move spraybottle 1 to toilet 1");
  e.final(`Spraybottle 1 from ${found} is on toilet 1.`);
  return { run: e.run, note: "one look at the countertop, then opens each cabinet in turn; won" };
}

export function build(r) {
  const out = [];
  const lp = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "loop", kind, note: `${x.note}. ${x.pre} preamble steps, ${x.n} looping turns recorded; ReAct text (no tool calls); Tumbuka operator` }); };
  const lg = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "legit", kind, note: `${x.note}; ReAct text; Tumbuka operator` }); };
  lp(loopPace, "pace-two-places", 0); lp(loopPace, "pace-two-places", 1);
  lp(loopInvalid, "invalid-action-reworded", 0); lp(loopInvalid, "invalid-action-reworded", 1);
  lp(loopOpenClose, "open-close-container"); lp(loopExamine, "examine-same-thing");
  lg(legitTwo, "revisit-with-purpose", 0); lg(legitTwo, "revisit-with-purpose", 1);
  lg(legitFixed, "invalid-then-fixed"); lg(legitOpenVarious, "open-each-container");
  lg(legitLamp, "examine-then-act"); lg(legitLong, "long-exploration");
  return out.map((o) => ({ ...o, domain: DOMAIN }));
}
