// A small ALFWorld-like household text environment (receptacles, closed containers, one held object).
// It answers the usual verbs with the usual sentences and "Nothing happens." for anything it cannot do.

const LAYOUT = {
  kitchen: { cabinet: [6, 10], countertop: [1, 3], drawer: [3, 5], fridge: [1, 1], microwave: [1, 1], sinkbasin: [1, 1], stoveburner: [4, 4], garbagecan: [1, 1], toaster: [1, 1], coffeemachine: [1, 1], diningtable: [1, 1], shelf: [0, 3] },
  bedroom: { bed: [1, 1], desk: [1, 2], drawer: [4, 8], dresser: [1, 1], garbagecan: [1, 1], shelf: [2, 6], sidetable: [1, 2], safe: [0, 1] },
  bathroom: { bathtubbasin: [1, 1], cabinet: [2, 4], countertop: [1, 1], garbagecan: [1, 1], handtowelholder: [1, 1], sinkbasin: [1, 2], toilet: [1, 1], toiletpaperhanger: [1, 1], towelholder: [1, 1], drawer: [0, 4] },
  livingroom: { armchair: [1, 2], coffeetable: [1, 1], diningtable: [1, 1], drawer: [2, 4], garbagecan: [1, 1], sidetable: [1, 2], sofa: [1, 1], shelf: [1, 4], tvstand: [1, 1], cabinet: [0, 2] },
};
const FILL = {
  kitchen: ["apple", "bread", "butterknife", "cup", "dishsponge", "fork", "kettle", "knife", "ladle", "lettuce", "pan", "peppershaker", "plate", "pot", "potato", "soapbottle", "spatula", "spoon", "winebottle", "bowl"],
  bedroom: ["alarmclock", "book", "cd", "creditcard", "keychain", "laptop", "pen", "pencil", "pillow", "cloth", "mug", "baseballbat"],
  bathroom: ["candle", "cloth", "soapbar", "soapbottle", "toiletpaper", "towel", "handtowel", "plunger", "scrubbrush", "papertowelroll"],
  livingroom: ["box", "creditcard", "keychain", "newspaper", "pillow", "remotecontrol", "statue", "vase", "watch", "laptop", "houseplant"],
};
const CLOSABLE = new Set(["cabinet", "drawer", "fridge", "microwave", "safe"]);
const APPLIANCE = { clean: "sinkbasin", heat: "microwave", cool: "fridge" };
const PAST = { clean: "clean", heat: "heat", cool: "cool" };

export function listing(items) {
  if (!items.length) return "nothing";
  const a = items.map((i) => "a " + i);
  if (a.length === 1) return a[0];
  return a.slice(0, -1).join(", ") + ", and " + a.at(-1);
}

export class Alf {
  // place: { "countertop 1": ["mug 1", ...] } puts task objects; task: { kind, obj, target, need }
  constructor(r, room, place, task) {
    this.r = r; this.room = room; this.task = task; this.rec = new Map(); this.loc = null; this.hold = null;
    this.states = new Map(); this.placed = 0; this.won = false; this.n = 0; this.lampOn = false;
    for (const [k, [lo, hi]] of Object.entries(LAYOUT[room])) {
      const n = r.int(lo, hi);
      for (let i = 1; i <= n; i++) this.rec.set(`${k} ${i}`, { kind: k, closed: CLOSABLE.has(k) ? true : null, items: [] });
    }
    for (const name of Object.keys(place)) if (!this.rec.has(name)) this.rec.set(name, { kind: name.split(" ")[0], closed: CLOSABLE.has(name.split(" ")[0]) ? true : null, items: [] });
    const names = [...this.rec.keys()];
    const counts = {};
    const used = new Set(Object.values(place).flat());
    for (const it of used) { const [b, n] = it.split(" "); counts[b] = Math.max(counts[b] ?? 0, +n); }
    for (let k = 0; k < r.int(10, 17); k++) {
      const b = r.pick(FILL[room]);
      if (task && (b === task.obj)) continue;
      counts[b] = (counts[b] ?? 0) + 1;
      const surf = names.filter((x) => this.rec.get(x).closed === null && !/garbagecan|sinkbasin|toaster|coffeemachine|microwave/.test(x));
      const target = surf.length && r.chance(0.6) ? r.pick(surf) : r.pick(names);
      if (place[target]) continue;
      this.rec.get(target).items.push(`${b} ${counts[b]}`);
    }
    for (const [name, items] of Object.entries(place)) this.rec.get(name).items = items.slice();
  }
  names() { return [...this.rec.keys()]; }
  intro(taskText) {
    return `-= Welcome to TextWorld, ALFRED! =-\n\nYou are in the middle of a room. Looking quickly around you, you see ${listing(this.names())}.\n\nYour task is to: ${taskText}`;
  }
  contents(name) {
    const rc = this.rec.get(name);
    if (rc.closed === true) return `The ${name} is closed.`;
    if (rc.closed === false) return `The ${name} is open. In it, you see ${listing(rc.items)}.`;
    return `On the ${name}, you see ${listing(rc.items)}.`;
  }
  baseOf(item) { return item.split(" ")[0]; }
  act(cmd) {
    this.n++;
    const c = cmd.trim().toLowerCase();
    let m;
    if (c.startsWith("think:")) return "OK.";
    if (c === "inventory" || c === "inv") return this.hold ? `You are carrying: a ${this.hold}.` : "You are not carrying anything.";
    if (c === "look") return this.loc ? `You are facing the ${this.loc}. Next to it, you see nothing.` : "You are in the middle of a room. Looking quickly around you, you see nothing.";
    if ((m = c.match(/^go to (.+)$/))) {
      const name = m[1];
      if (!this.rec.has(name) || this.loc === name) return "Nothing happens.";
      this.loc = name;
      const rc = this.rec.get(name);
      if (rc.closed === null) return `You arrive at ${name}. ${this.contents(name)}`;
      return `You arrive at ${name}. ${this.contents(name)}`;
    }
    if ((m = c.match(/^open (.+)$/))) {
      const rc = this.rec.get(m[1]);
      if (!rc || this.loc !== m[1] || rc.closed !== true) return "Nothing happens.";
      rc.closed = false;
      return `You open the ${m[1]}. ${this.contents(m[1])}`;
    }
    if ((m = c.match(/^close (.+)$/))) {
      const rc = this.rec.get(m[1]);
      if (!rc || this.loc !== m[1] || rc.closed !== false) return "Nothing happens.";
      rc.closed = true;
      return `You close the ${m[1]}.`;
    }
    if ((m = c.match(/^take (\w+ \d+) from (.+)$/))) {
      const rc = this.rec.get(m[2]);
      if (!rc || this.loc !== m[2] || rc.closed === true || this.hold || !rc.items.includes(m[1])) return "Nothing happens.";
      rc.items = rc.items.filter((i) => i !== m[1]); this.hold = m[1];
      return `You pick up the ${m[1]} from the ${m[2]}.`;
    }
    if ((m = c.match(/^(?:move|put) (\w+ \d+) (?:to|in\/on) (.+)$/))) {
      const rc = this.rec.get(m[2]);
      if (!rc || this.loc !== m[2] || rc.closed === true || this.hold !== m[1]) return "Nothing happens.";
      rc.items.push(m[1]); this.hold = null;
      this.checkPut(m[1], m[2]);
      return `You move the ${m[1]} to the ${m[2]}.`;
    }
    if ((m = c.match(/^(clean|heat|cool) (\w+ \d+) with (.+)$/))) {
      const app = this.rec.get(m[3]);
      if (!app || this.loc !== m[3] || this.hold !== m[2] || !m[3].startsWith(APPLIANCE[m[1]])) return "Nothing happens.";
      this.states.set(m[2], m[1]);
      return `You ${PAST[m[1]]} the ${m[2]} using the ${m[3]}.`;
    }
    if ((m = c.match(/^use (\w+ \d+)$/))) {
      const here = this.loc && this.rec.get(this.loc).items.includes(m[1]);
      if (!here || !m[1].startsWith("desklamp") && !m[1].startsWith("floorlamp")) return "Nothing happens.";
      this.lampOn = true;
      if (this.task?.kind === "look" && this.hold && this.baseOf(this.hold) === this.task.obj) this.won = true;
      return `You turn on the ${m[1]}.`;
    }
    if ((m = c.match(/^examine (.+)$/))) {
      if (this.rec.has(m[1]) && this.loc === m[1]) return this.contents(m[1]);
      if (this.hold === m[1]) return `There's nothing special about ${m[1]}.`;
      if (this.loc && this.rec.get(this.loc).items.includes(m[1])) return `There's nothing special about ${m[1]}.`;
      return "Nothing happens.";
    }
    return "Nothing happens.";
  }
  checkPut(item, target) {
    const t = this.task;
    if (!t || this.baseOf(item) !== t.obj || !target.startsWith(t.target)) return;
    if (t.state && this.states.get(item) !== t.state) return;
    this.placed++;
    if (this.placed >= (t.need ?? 1)) this.won = true;
  }
}
