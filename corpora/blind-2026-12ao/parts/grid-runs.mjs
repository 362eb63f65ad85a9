// Domain 7: MiniGrid/BabyAI-style missions through one `step` tool, Llama 3.3 on Groq (call_xxxx ids).
// Operator language: Komi (Komi-Zyrian).
import { Run, operator } from "./common.mjs";
import { Grid } from "./grid-env.mjs";

export const DOMAIN = "minigrid-babyai-kpv";
const SYSTEM = `You are an agent in a BabyAI grid world. Each turn call step with one action: "turn left", "turn right", "go forward", "pick up", "drop", "toggle", "done".
You see a 7x7 area in front of you; positions are given relative to you. Doors may be locked; a locked door opens with toggle only while you carry the key of its colour. Finish the mission in as few steps as possible.`;
const OPEN = ["Видза олан! Вӧч миссия тайӧ гридын. Аттьӧ.", "Видза олан, ёрт! Тайӧ уджсӧ вӧч, лыддьы вощӧмъяс. Аттьӧ ыджыдсьыс.", "Чолӧм! Миссия вӧчны колӧ регыдджык."];
const NUDGE = ["Кыдз мунӧ?", "Мый вӧчан?", "Помалін нин?"];

class Ep {
  constructor(r, cfg, goal) {
    this.r = r; this.g = new Grid(cfg); this.g.goal = goal;
    this.run = new Run({ r, model: r.pick(["llama-3.3-70b-versatile", "llama-3.3-70b-versatile", "meta-llama/llama-4-maverick-17b-128e-instruct"]), idStyle: "groq", system: SYSTEM });
    this.run.user(operator(r.pick(OPEN), `BabyAI level ${cfg.level ?? "BabyAI-Custom"}, seed ${r.int(1000, 99999)}. Current observation:\n${this.g.obs()}`));
  }
  s(action, content = null) { this.run.call("step", { action }, this.g.act(action), { content }); }
  seq(list) { for (const x of list) Array.isArray(x) ? this.s(...x) : this.s(x); }
  nudge(t) { this.run.user(operator(this.r.pick(NUDGE), "status?")); this.run.text(t); }
  final(t) { this.run.text(t); }
}

const twoRooms = (color, state, extra = [], agent = [3, 2], dir = 0) => ({ w: 11, h: 7, split: { x: 5, door: { y: 3, color, state } }, objs: extra, agent, dir });
const doorOpen = (g) => g.objs.some((o) => o.type === "door" && o.state === "open");
const holding = (t, c) => (g) => g.carry?.type === t && g.carry?.color === c;

// ---- loops ----
function loopLocked(r, v) {
  const [c, keyPos, start, dir, path] = v === 0 ? ["yellow", [2, 5], [3, 2], 0, [["go forward", "The door is to the right of the way ahead."], "turn right", "go forward", "turn left"]]
    : ["purple", [1, 1], [4, 5], 3, [["go forward", "Heading to the purple door."], "go forward", "turn right"]];
  const e = new Ep(r, { ...twoRooms(c, "locked", [{ type: "key", color: c, x: keyPos[0], y: keyPos[1] }, { type: "ball", color: "green", x: 8, y: 2 }], start, dir), mission: `open the ${c} door`, level: "BabyAI-UnlockLocal-v0" }, doorOpen);
  e.seq(path);
  e.s("toggle", "Facing the door; opening it."); e.s("toggle", "Once more.");
  e.run.mark();
  const pool = ["go forward", "toggle", "turn left", "turn right", "toggle", "go forward", "toggle", "toggle", "turn right", "turn left", "toggle"];
  const n = r.int(3, 11);
  for (let i = 0; i < n; i++) { if (i === 7) { e.nudge(`Trying to open the ${c} door.`); continue; } e.s(pool[i], i === 1 ? "Maybe I need to be closer." : null); }
  return { run: e.run, note: `toggles the locked ${c} door without carrying the ${c} key (visible earlier in the room), with blocked forwards and turn-backs in between; loop_from = third toggle`, n };
}

function loopSpin(r) {
  const e = new Ep(r, { ...twoRooms("grey", "closed", [{ type: "ball", color: "red", x: 8, y: 4 }, { type: "box", color: "blue", x: 1, y: 5 }], [2, 3], 3), mission: "go to the red ball", level: "BabyAI-GoToObjDoor-v0" }, () => false);
  e.seq([["turn left", "Scanning for the red ball."], "turn left", "turn left", "turn left"]);
  e.run.mark();
  const pool = ["turn left", "turn left", "turn right", "turn right", "turn left", "turn left", "turn left", "turn left", "turn right", "turn left", "turn left"];
  const n = r.int(4, 11);
  for (let i = 0; i < n; i++) e.s(pool[i], i === 2 ? "Let me look the other way." : i === 5 ? "Still no red ball in view." : null);
  return { run: e.run, note: "spins in place (the same four views) looking for a ball that is in the other room behind a closed door; loop_from = fifth turn (one full scan is fair)", n };
}

function loopWiggle(r) {
  const e = new Ep(r, { w: 8, h: 8, objs: [{ type: "key", color: "blue", x: 6, y: 6 }, { type: "box", color: "green", x: 6, y: 1 }], agent: [1, 1], dir: 0, mission: "pick up the blue key", level: "BabyAI-PickupLoc-v0" }, holding("key", "blue"));
  e.seq([["go forward", "Moving in."], "go forward"]);
  e.s("turn right", "Key should be somewhere south-east."); e.s("turn left", "Or straight on?");
  e.run.mark();
  const n = r.int(4, 12);
  for (let i = 0; i < n; i++) e.s(i % 2 === 0 ? "turn right" : "turn left", i % 4 === 0 && r.chance(0.5) ? r.pick(["Checking right again.", "Comparing both directions."]) : null);
  return { run: e.run, note: "wiggles turn right / turn left between the same two views instead of walking; loop_from = start of the second right/left pair", n };
}

function loopWall(r) {
  const e = new Ep(r, { w: 8, h: 8, objs: [{ type: "box", color: "purple", x: 6, y: 5 }], agent: [2, 3], dir: 2, mission: "go to the purple box", level: "BabyAI-GoToLocal-v0" }, () => false);
  e.s("go forward", "Going ahead."); e.s("go forward", "The box should be this way.");
  e.s("turn left"); e.s("turn right", "Back to the front.");
  e.run.mark();
  const pool = ["go forward", "turn left", "turn right", "go forward", "go forward", "turn right", "turn left", "go forward", "turn left", "turn right", "go forward"];
  const n = r.int(3, 11);
  for (let i = 0; i < n; i++) e.s(pool[i], i === 0 ? "Forward again." : null);
  return { run: e.run, note: "walks into the west wall (position unchanged) and turns left/right back, repeatedly; the box is behind it to the east; loop_from = second pass of forward / turn / turn", n };
}

function loopPaceCells(r) {
  const e = new Ep(r, { w: 8, h: 8, objs: [{ type: "ball", color: "grey", x: 6, y: 6 }, { type: "key", color: "red", x: 1, y: 6 }], agent: [3, 2], dir: 0, mission: "put the red key next to the grey ball", level: "BabyAI-PutNextLocal-v0" }, () => false);
  e.seq([["go forward", "Looking around this corner."], "turn left", "turn left", "go forward", "turn left", "turn left"]);
  e.run.mark();
  const pool = ["go forward", "turn left", "turn left", "go forward", "turn right", "turn right", "go forward", "turn left", "turn left", "go forward", "turn left", "turn left"];
  const n = r.int(5, 12);
  for (let i = 0; i < n; i++) e.s(pool[i], i === 3 ? "Back to the other spot." : null);
  return { run: e.run, note: "steps forward, turns around, steps back, turns around between the same two cells; loop_from = first step of the second back-and-forth", n };
}

// ---- legit twins ----
function legitUnlock(r, v) {
  const c = v === 0 ? "yellow" : "purple";
  const e = new Ep(r, { ...twoRooms(c, "locked", [{ type: "key", color: c, x: 2, y: 5 }]), mission: `open the ${c} door`, level: "BabyAI-UnlockLocal-v0" }, doorOpen);
  e.seq(["go forward", "turn right", "go forward", "turn left"]);
  e.s("toggle", "Opening the door.");
  e.s("turn right", `Locked. The ${c} key is in the south-west corner; getting it.`);
  e.seq(["go forward", "go forward", "turn right", "go forward", "pick up", "turn right", "go forward", "go forward", "turn right", "go forward"]);
  e.s("toggle", "Back at the door with the key.");
  e.final(`Door opened in ${e.g.n} steps (reward ${e.g.reward}). Аттьӧ.`);
  return { run: e.run, note: "one toggle on the locked door, then fetches the key and returns; the second toggle opens it" };
}

function legitScan(r) {
  const e = new Ep(r, { w: 8, h: 8, objs: [{ type: "ball", color: "red", x: 2, y: 6 }, { type: "box", color: "blue", x: 6, y: 1 }], agent: [4, 3], dir: 3, mission: "pick up the red ball", level: "BabyAI-PickupLoc-v0" }, holding("ball", "red"));
  e.seq([["turn left", "Scanning for the red ball."], "turn left"]);
  e.seq([["go forward", "Red ball ahead on the right."], "go forward", "turn right", "go forward", "go forward", "turn left", "pick up"]);
  e.final(`Picked up the red ball (reward ${e.g.reward}).`);
  return { run: e.run, note: "half a turn of scanning, then walks to the ball and picks it up" };
}

function legitCorridor(r) {
  const e = new Ep(r, { w: 13, h: 5, objs: [{ type: "key", color: "blue", x: 11, y: 2 }], agent: [1, 2], dir: 0, mission: "pick up the blue key", level: "BabyAI-KeyCorridorS3R1-v0" }, holding("key", "blue"));
  for (let i = 0; i < 9; i++) e.s("go forward", i === 0 ? "Long corridor; heading east." : i === 5 ? "The key is 4 steps ahead now." : null);
  e.s("pick up");
  e.final(`Blue key picked up after walking the corridor (reward ${e.g.reward}).`);
  return { run: e.run, note: "nine go-forward calls, each one step closer (the key's distance drops every time)" };
}

function legitWallOnce(r) {
  const e = new Ep(r, { w: 8, h: 8, objs: [{ type: "box", color: "purple", x: 5, y: 3 }], agent: [2, 3], dir: 2, mission: "go to the purple box", level: "BabyAI-GoToLocal-v0" }, (g) => { const [x, y] = g.front(); return x === 5 && y === 3; });
  e.s("go forward"); e.s("go forward", "Box not ahead; the wall is close.");
  e.s("turn left", "Turning around."); e.s("turn left"); e.seq(["go forward", "go forward", "go forward"]);
  e.final(`Reached the purple box (reward ${e.g.reward}).`);
  return { run: e.run, note: "hits the wall once, turns around and reaches the box" };
}

function legitPutNext(r) {
  const e = new Ep(r, { w: 8, h: 8, objs: [{ type: "ball", color: "grey", x: 5, y: 2 }, { type: "key", color: "red", x: 2, y: 4 }], agent: [2, 2], dir: 1, mission: "put the red key next to the grey ball", level: "BabyAI-PutNextLocal-v0" }, (g) => g.objs.some((o) => o.type === "key" && o.color === "red" && Math.abs(o.x - 5) + Math.abs(o.y - 2) === 1));
  e.s("go forward"); e.s("pick up", "Red key in front.");
  e.seq([["turn left", "Now to the grey ball, east."], "go forward", "go forward", "turn left", "drop"]);
  e.final(`Red key dropped next to the grey ball (reward ${e.g.reward}).`);
  return { run: e.run, note: "picks up the key, walks two cells, drops it next to the ball" };
}

export function build(r) {
  const out = [];
  const lp = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "loop", kind, note: `${x.note}. ${x.n} looping calls recorded; step tool, Llama on Groq; Komi operator` }); };
  const lg = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "legit", kind, note: `${x.note}; Komi operator` }); };
  lp(loopLocked, "invalid-action-reworded", 0); lp(loopLocked, "invalid-action-reworded", 1); lp(loopSpin, "spin-in-place");
  lp(loopWiggle, "pace-two-places"); lp(loopWall, "blocked-move-retry"); lp(loopPaceCells, "pace-two-places");
  lg(legitUnlock, "invalid-then-fixed", 0); lg(legitUnlock, "invalid-then-fixed", 1); lg(legitScan, "scan-then-act");
  lg(legitCorridor, "corridor-walk"); lg(legitWallOnce, "blocked-then-around"); lg(legitPutNext, "scan-then-act");
  return out.map((o) => ({ ...o, domain: DOMAIN }));
}
