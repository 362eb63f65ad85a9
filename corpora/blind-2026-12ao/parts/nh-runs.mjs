// Domain 10: NetHack (NLE language wrapper) played by a LangChain-style ReAct TEXT agent: "Thought / Action:
// nle_step / Action Input" in the assistant turn, "Observation:" back as a user turn. Operator language: Kaqchikel.
import { Run, operator } from "./common.mjs";

export const DOMAIN = "nethack-dungeon-cak";
const SYSTEM = `Answer the following task as best you can. You have access to the following tools:

nle_step: send one NetHack command to the game (e.g. north, south, east, west, far east, search, open, kick, pickup, look, pray, eat, fight east) and get the language observation back.

Use the following format:

Thought: you should always think about what to do
Action: the action to take, should be one of [nle_step]
Action Input: the input to the action
Observation: the result of the action
... (this Thought/Action/Action Input/Observation can repeat N times)
Thought: I now know the final answer
Final Answer: the final answer to the original input question`;
const OPEN = ["Saqarik! Tab'ana' re samaj re' pa NetHack. Matyöx.", "Xseqer! Tachapa' ri etz'anem, ke ri' tab'ij chwe toq xk'is.", "¿La utz awäch? Tab'ana' re jun samaj re' pa ri etz'anem. Matyöx chawe."];
const NUDGE = ["¿Achike nab'än wakami?", "¿La xk'is yan?", "¿Achike rub'eyal?"];

class Hack {
  constructor(r, { role = "valkyrie", hp = 16, maxhp = 16, t = 1, dlvl = 1, gold = 0, ac = 6, inv, hunger = "Not Hungry" }) {
    this.r = r; this.s = { role, hp, maxhp, t, dlvl, gold, ac, hunger, pw: r.int(1, 7) }; this.inv = inv;
    this.run = new Run({ r, model: r.pick(["claude-haiku-4-5-20251001", "claude-3-5-haiku-20241022"]), system: SYSTEM });
  }
  task(t) { this.run.user(operator(this.r.pick(OPEN), t.replace(/^Tech: /, ""))); }
  obs(msg, lang) {
    const s = this.s;
    return `message: ${msg || ""}\nlanguage observation:\n${lang.join("\n")}\ncursor: Yourself a ${s.role}\nStatistics: Dlvl:${s.dlvl} $:${s.gold} HP:${s.hp}(${s.maxhp}) Pw:${s.pw}(${s.pw}) AC:${s.ac} Xp:1/${s.xp ?? 4} T:${s.t} Hunger:${s.hunger}`;
  }
  // one ReAct turn: thought, command, then the game's answer at location `at`
  a(thought, cmd, msg, lang, dt = 1) {
    this.run.text(`${thought ? `Thought: ${thought}\n` : ""}Action: nle_step\nAction Input: ${cmd}`);
    this.s.t += typeof dt === "number" ? dt : this.r.int(dt[0], dt[1]);
    this.run.obs(this.obs(msg, lang));
  }
  nudge(t) { this.run.user(operator(this.r.pick(NUDGE), "status?")); this.run.text(`Thought: The operator wants a status update. ${t}`); }
  final(t) { this.run.text(`Thought: I now know the final answer\nFinal Answer: ${t}`); }
}

const ROOM_A = ["doorway near west", "fountain very near northeast", "horizontal wall near north", "horizontal wall far south", "vertical wall far east", "dark area far east"];
const CORR_B = ["dark part of a room far east", "corridor near west", "corridor very near east", "dead end very near west"];
const DOOR = ["closed door very near west", "vertical wall very near west", "horizontal wall near north", "horizontal wall near south", "dark area far east"];
const DEAD = ["solid stone adjacent north", "solid stone adjacent south", "solid stone adjacent west", "corridor very near east"];

// ---- loops ----
function loopPace(r, v) {
  const h = new Hack(r, { t: r.int(300, 1800), dlvl: v === 0 ? 2 : 3, gold: r.int(0, 90) });
  h.task(`Tech: NLE NetHackChallenge-v0, character ${h.s.role}. Find the downstairs on this level and descend.`);
  if (v === 1) {
    const pre = [["Start by checking the upstairs room.", "far south", "", ["staircase up near north", "doorway far east", "horizontal wall near south"]], [null, "far east", "", ["corridor near east", "doorway adjacent west"]], [null, "far east", "You see here 12 gold pieces.", ["corridor near east", "dark area far east"]], ["Gold.", "pickup", "l - 12 gold pieces.", ["corridor near east"]], [null, "far northeast", "", ["doorway near north", "dark area far northeast"]], ["A newt.", "fight north", "You kill the newt!", ["newt corpse adjacent north", "doorway near north"]], [null, "far north", "", ROOM_A]];
    for (const [th, c, m, l] of pre.slice(0, r.int(4, 7))) { h.a(th, c, m, l, [2, 9]); if (c === "pickup") h.s.gold += 12; }
  }
  h.a("I should explore the room first.", "far east", "", ROOM_A, [3, 9]);
  h.a("No stairs in this room. The corridor west may lead somewhere.", "far west", "", CORR_B, [6, 14]);
  h.a("The corridor ends. Back to the room to look again.", "far east", "", ROOM_A, [6, 14]);
  h.a("Maybe I missed a branch in the corridor.", "far west", "", CORR_B, [6, 14]);
  h.run.mark();
  const n = r.int(4, 12);
  const th = ["The stairs must be near the room.", null, "Let me check the corridor one more time.", null, "Trying the room again.", "Back west."];
  for (let i = 0; i < n; i++) {
    if (i === 6 && r.chance(0.5)) { h.nudge("Still looking for the downstairs; the room and corridor are explored."); continue; }
    h.a(th[i % th.length], i % 2 === 0 ? "far east" : "far west", "", i % 2 === 0 ? ROOM_A : CORR_B, [6, 14]);
  }
  return { run: h.run, note: "runs far east to the same room and far west to the same dead-end corridor (same language observations, only T grows), never searches or tries the doorway; loop_from = start of the second full east/west pass", n };
}

function loopLocked(r, v) {
  const h = new Hack(r, { t: r.int(100, 900), inv: "a - a +1 long sword (weapon in hand)" });
  h.task("Tech: NLE NetHackChallenge-v0. Get through the door to the west and explore beyond it.");
  h.a("The door is to the west.", "west", "This door is locked.", DOOR);
  h.a("It is locked; open it.", "open", "In what direction?", DOOR, 0);
  h.a(null, "west", "This door is locked.", DOOR);
  h.run.mark();
  const seq = v === 0
    ? [["Maybe it just needs another try.", "open"], [null, "west"], ["Try to unlock it.", "apply"], [null, "west"], [null, "open"], [null, "west"], ["Once more.", "west"], [null, "open"], [null, "west"]]
    : [["Try untrapping/forcing it.", "untrap"], [null, "west"], [null, "open"], [null, "west"], ["Search for a key here.", "look"], [null, "open"], [null, "west"], [null, "west"], [null, "open"]];
  const ans = { open: "In what direction?", west: "This door is locked.", apply: "You don't have anything to use or apply.", untrap: "You know of no traps there.", look: "There is a doorway here... no, you see no objects here." };
  const n = r.int(4, 9);
  for (let i = 0; i < n; i++) { const [th, c] = seq[i]; h.a(th, c, ans[c], DOOR, c === "open" ? 0 : 1); }
  return { run: h.run, note: "tries to open / walk into a locked door (\"This door is locked.\") in turns with open/apply/untrap prompts, never kicks; loop_from = the second open-west round", n };
}

function loopLook(r) {
  const h = new Hack(r, { t: r.int(500, 2500), dlvl: 4, gold: r.int(40, 300) });
  h.task("Tech: NLE NetHackChallenge-v0. There is an item under you; identify what it is and decide whether to pick it up.");
  const here = ["altar adjacent north", "horizontal wall near north", "doorway far east", "vertical wall near west"];
  h.a("Let me look at what is here.", "look", "There is a grave here. You see here a scroll labeled VERR YED HORRE.", here);
  h.a("A scroll. Let me look again to be sure of the label.", ":", "There is a grave here. You see here a scroll labeled VERR YED HORRE.", here, 0);
  h.run.mark();
  const seq = [["look", "There is a grave here. You see here a scroll labeled VERR YED HORRE."], ["far look", "Pick an object."], ["look", "There is a grave here. You see here a scroll labeled VERR YED HORRE."], [":", "There is a grave here. You see here a scroll labeled VERR YED HORRE."], ["look", "There is a grave here. You see here a scroll labeled VERR YED HORRE."], ["esc", ""], [":", "There is a grave here. You see here a scroll labeled VERR YED HORRE."]];
  const n = r.int(2, 7);
  for (let i = 0; i < n; i++) h.a(i === 0 ? "Maybe looking again tells me what kind of scroll." : null, seq[i][0], seq[i][1], here, 0);
  return { run: h.run, note: "looks at the same unidentified scroll with look / : / far look, always the same text (turn counter does not move); loop_from = third look", n };
}

function loopPray(r) {
  const h = new Hack(r, { t: r.int(1400, 3000), hunger: "Weak", hp: 9, maxhp: 22 });
  h.task("Tech: NLE NetHackChallenge-v0. You are weak from hunger; fix it and keep exploring.");
  const here = ["corridor near east", "corridor near west", "dark area far north"];
  h.a("I am Weak. Praying fixes hunger.", "pray", "You begin praying to Tyr. You feel that Tyr is displeased.", here, 3);
  h.a("Eat something instead.", "eat", "You don't have anything to eat.", here, 0);
  h.a("Pray again.", "pray", "You begin praying to Tyr. You feel that Tyr is displeased.", here, 3);
  h.run.mark();
  const seq = [["eat", "You don't have anything to eat."], ["pray", "You begin praying to Tyr. You feel that Tyr is displeased."], ["eat", "You don't have anything to eat."], ["pray", "You begin praying to Tyr. You feel that Tyr is displeased."], ["look", "You see no objects here."], ["pray", "You begin praying to Tyr. You feel that Tyr is displeased."], ["eat", "You don't have anything to eat."]];
  const n = r.int(3, 7);
  for (let i = 0; i < n; i++) h.a(i === 1 ? "Maybe the god answers now." : null, seq[i][0], seq[i][1], here, seq[i][0] === "pray" ? 3 : 0);
  return { run: h.run, note: "Weak with an empty pack: alternates pray (\"Tyr is displeased\", prayer timeout) and eat (\"nothing to eat\"), never looks for food; loop_from = the second eat", n };
}

// ---- legit twins ----
function legitKick(r) {
  const h = new Hack(r, { t: r.int(100, 900) });
  h.task("Tech: NLE NetHackChallenge-v0. Get through the door to the west.");
  h.a("The door is to the west.", "west", "This door is locked.", DOOR);
  h.a("Locked. Kick it.", "kick", "In what direction?", DOOR, 0); h.a(null, "west", "WHAMM!!", DOOR);
  h.a("Kicking takes a few tries.", "kick", "In what direction?", DOOR, 0); h.a(null, "west", "WHAMM!!", DOOR);
  h.a(null, "kick", "In what direction?", DOOR, 0); h.a(null, "west", "As you kick the door, it crashes open!", ["broken door very near west", "dark area far west", "horizontal wall near north"]);
  h.a("Open now.", "far west", "", ["lit room far west", "staircase down far southwest", "doorway very near east"], [4, 8]);
  h.final("Kicked the locked door open on the third kick; there is a room with downstairs to the west.");
  return { run: h.run, note: "kicks a locked door three times (WHAMM!! twice, then it crashes open); NetHack kicks succeed by chance" };
}

function legitSearch(r) {
  const h = new Hack(r, { t: r.int(600, 2000), dlvl: 2 });
  h.task("Tech: NLE NetHackChallenge-v0. This corridor dead-ends; find the way on.");
  h.a("Dead end. Hidden passages are common; searching.", "search", "", DEAD);
  for (let i = 0; i < 3; i++) h.a(i === 1 ? "Keep searching a few more turns." : null, "search", "", DEAD);
  h.a(null, "search", "You find a hidden passage.", ["corridor adjacent north", "solid stone adjacent south", "corridor very near east"]);
  h.a("Found it.", "far north", "", ["doorway near north", "dark area far north"], [3, 6]);
  h.final("Searched five turns at the dead end and found a hidden passage north.");
  return { run: h.run, note: "searches five times at a dead end (NetHack's way to find hidden passages); the fifth finds one" };
}

function legitExplore(r, v) {
  const h = new Hack(r, { t: r.int(300, 1800), dlvl: v + 1 });
  h.task("Tech: NLE NetHackChallenge-v0. Find the downstairs and descend.");
  if (v === 0) {
    h.a("Exploring the room.", "far east", "", ROOM_A, [3, 9]);
    h.a(null, "far west", "", CORR_B, [6, 14]);
    h.a("Dead end west; the room also has an exit on the north side I have not tried.", "far east", "", ROOM_A, [6, 14]);
    h.a(null, "far north", "", ["doorway very near south", "corridor near north", "dark area far northeast"], [4, 9]);
    h.a(null, "far northeast", "", ["staircase down near east", "horizontal wall near north", "doorway far southwest"], [5, 10]);
  } else {
    h.a("Corridor first.", "far west", "", CORR_B, [5, 12]);
    h.a("Dead end. Back east and try the south exit of the room.", "far east", "", ROOM_A, [6, 14]);
    h.a(null, "far south", "", ["doorway adjacent north", "corridor near south", "dark area far southwest"], [3, 8]);
    h.a(null, "far southwest", "", ["lit room near southwest", "fountain far west", "doorway adjacent northeast"], [4, 9]);
    h.a(null, "far west", "", ["staircase down near west", "vertical wall far west", "fountain near north"], [3, 7]);
    h.a("Stairs to the west.", "west", "", ["staircase down very near west", "fountain near north"], [1, 2]);
  }
  h.a("Stairs!", "far east", "There is a staircase down here.", ["staircase down adjacent", "horizontal wall near north"], [2, 4]);
  h.a(null, ">", "", ["dark area far east", "doorway near north", "staircase up adjacent"], 1);
  h.s.dlvl++;
  h.final(`Found the downstairs north-east of the first room and descended to Dlvl ${h.s.dlvl}.`);
  return { run: h.run, note: "crosses the first room twice, then takes the unexplored north exit and reaches the stairs" };
}

function legitFight(r) {
  const h = new Hack(r, { t: r.int(50, 400) });
  h.task("Tech: NLE NetHackChallenge-v0. Clear the room.");
  const jk = ["jackal adjacent east", "horizontal wall near north", "doorway far south"];
  h.a("A jackal next to me.", "fight east", "You miss the jackal.", jk);
  h.a(null, "fight east", "You hit the jackal. The jackal bites!", jk); h.s.hp -= 2;
  h.a(null, "fight east", "You kill the jackal!", ["jackal corpse adjacent east", "horizontal wall near north", "doorway far south"]); h.s.xp = 5;
  h.final("Killed the jackal in three attacks (HP " + h.s.hp + ").");
  return { run: h.run, note: "fight east three times; the messages change (miss, hit, kill)" };
}

function legitPray(r) {
  const h = new Hack(r, { t: r.int(900, 1500), hunger: "Weak", hp: 5, maxhp: 22 });
  h.task("Tech: NLE NetHackChallenge-v0. You are weak; recover and continue.");
  h.a("Weak and low HP; prayer timeout should be fine this early.", "pray", "You begin praying to Tyr. You feel a hopeful feeling. You feel much better.", ["corridor near east"], 3);
  h.s.hp = 22; h.s.hunger = "Not Hungry";
  h.a("Fixed. Moving on.", "far east", "", ["doorway near east", "dark area far east"], [4, 9]);
  h.final("Prayed once: hunger and HP restored (22/22).");
  return { run: h.run, note: "one prayer fixes hunger and HP; moves on" };
}

export function build(r) {
  const out = [];
  const lp = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "loop", kind, note: `${x.note}. ${x.n} looping turns recorded; LangChain-style ReAct text (no tool calls), claude haiku; Kaqchikel operator` }); };
  const lg = (f, kind, ...a) => { const x = f(r, ...a); out.push({ run: x.run, label: "legit", kind, note: `${x.note}; ReAct text; Kaqchikel operator` }); };
  lp(loopPace, "pace-two-places", 0); lp(loopPace, "pace-two-places", 1);
  lp(loopLocked, "invalid-action-reworded", 0); lp(loopLocked, "invalid-action-reworded", 1);
  lp(loopLook, "examine-same-thing"); lp(loopPray, "rejected-request-repeated");
  lg(legitKick, "retry-with-chance"); lg(legitSearch, "retry-with-chance"); lg(legitExplore, "revisit-with-purpose", 0);
  lg(legitExplore, "revisit-with-purpose", 1); lg(legitFight, "same-action-new-message"); lg(legitPray, "one-shot-fix");
  return out.map((o) => ({ ...o, domain: DOMAIN }));
}
