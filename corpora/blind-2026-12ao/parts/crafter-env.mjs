// A small Crafter-like grid world with a text observation (nearest things in view, what the agent faces, status,
// inventory, achievements). Failed crafting or blocked moves give no message: only the numbers stay the same.

const BASE = [
  "WWWWWGGGGGGTTTGGGG",
  "WWWWGGGGGGGTTTGGGG",
  "WWWGGGGGGGGGTGGGGG",
  "WWGGGGGGGGGGGGGSSS",
  "WGGGGGGGGGGGGGSSSS",
  "GGGGGGGGGGGGGSSSSS",
  "GGGGGGGGGGGGSSCSSS",
  "GGTGGGGGGGGGSSSSSS",
  "GTTTGGGGGGGGSSISSS",
  "GGTGGGGGGGGGGSSSSS",
  "GGGGGGsssGGGGGSSSS",
  "GGGGGsWWsGGGGGGSSS",
  "GGGGGsWWsGGGGGGGSS",
];
const NAME = { W: "water", G: "grass", T: "tree", S: "stone", C: "coal", I: "iron", s: "sand", P: "path", t: "table", f: "furnace" };
const WALK = new Set(["G", "s", "P"]);
const DIRS = { move_left: [-1, 0], move_right: [1, 0], move_up: [0, -1], move_down: [0, 1] };

export class Crafter {
  constructor(r, { x = 7, y = 5, inv = {}, status = {}, face = [0, 1], edits = [], step = 0, ach = [] } = {}) {
    this.r = r; this.g = BASE.map((row) => row.split(""));
    for (const [ex, ey, c] of edits) this.g[ey][ex] = c;
    this.x = x; this.y = y; this.face = face; this.inv = { ...inv };
    this.st = { health: 9, food: 9, drink: 9, energy: 9, ...status };
    this.n = step; this.ach = new Set(ach); this.sleeping = false; this.day = 1 - step / 600;
  }
  cell(x, y) { return this.g[y]?.[x] ?? "W"; }
  front() { return [this.x + this.face[0], this.y + this.face[1]]; }
  near(c) { for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (this.cell(this.x + dx, this.y + dy) === c) return true; return false; }
  unlock(a) { if (this.ach.has(a)) return 0; this.ach.add(a); return 1; }
  act(a) {
    this.n++; let rew = 0;
    const [fx, fy] = this.front(); const fc = this.cell(fx, fy); const inv = this.inv;
    const place = (c, cost, mat, ach) => { if (["G", "s", "P", ...(c === "S" ? ["W"] : [])].includes(fc) && Object.entries(cost).every(([k, v]) => (inv[k] ?? 0) >= v)) { for (const [k, v] of Object.entries(cost)) inv[k] -= v; this.g[fy][fx] = c; rew += this.unlock(ach); } };
    const make = (item, cost, needs) => { if (needs.every((n) => this.near(n)) && Object.entries(cost).every(([k, v]) => (inv[k] ?? 0) >= v)) { for (const [k, v] of Object.entries(cost)) inv[k] -= v; inv[item] = (inv[item] ?? 0) + 1; rew += this.unlock("make_" + item); } };
    if (a !== "sleep") this.sleeping = false;
    if (DIRS[a]) { this.face = DIRS[a]; const [nx, ny] = this.front(); if (WALK.has(this.cell(nx, ny))) { this.x = nx; this.y = ny; } }
    else if (a === "do") {
      if (fc === "T") { inv.wood = (inv.wood ?? 0) + 1; rew += this.unlock("collect_wood"); }
      else if (fc === "S" && inv.wood_pickaxe) { inv.stone = (inv.stone ?? 0) + 1; this.g[fy][fx] = "P"; rew += this.unlock("collect_stone"); }
      else if (fc === "C" && inv.wood_pickaxe) { inv.coal = (inv.coal ?? 0) + 1; this.g[fy][fx] = "P"; rew += this.unlock("collect_coal"); }
      else if (fc === "I" && inv.stone_pickaxe) { inv.iron = (inv.iron ?? 0) + 1; this.g[fy][fx] = "P"; rew += this.unlock("collect_iron"); }
      else if (fc === "W" && this.st.drink < 9) { this.st.drink++; rew += this.unlock("collect_drink"); }
      else if (fc === "G" && this.forceSapling) { this.forceSapling = false; inv.sapling = (inv.sapling ?? 0) + 1; rew += this.unlock("collect_sapling"); }
    }
    else if (a === "place_table") place("t", { wood: 1 }, "table", "place_table");
    else if (a === "place_stone") place("S", { stone: 1 }, "stone", "place_stone");
    else if (a === "place_furnace") { if (this.near("t")) place("f", { stone: 1 }, "furnace", "place_furnace"); }
    else if (a === "make_wood_pickaxe") make("wood_pickaxe", { wood: 1 }, ["t"]);
    else if (a === "make_stone_pickaxe") make("stone_pickaxe", { wood: 1, stone: 1 }, ["t"]);
    else if (a === "make_wood_sword") make("wood_sword", { wood: 1 }, ["t"]);
    else if (a === "sleep") { this.sleeping = true; if (this.n % 2 === 0 && this.st.energy < 9) this.st.energy++; }
    if (this.n % 23 === 0) this.st.drink = Math.max(0, this.st.drink - 1);
    if (this.n % 29 === 0) this.st.food = Math.max(0, this.st.food - 1);
    if (this.n % 37 === 0 && !this.sleeping) this.st.energy = Math.max(0, this.st.energy - 1);
    this.day = Math.max(0, +(this.day - 0.0017 - this.r.next() * 0.001).toFixed(3));
    return this.obs(rew);
  }
  dir(dx, dy) { const ns = dy < 0 ? "north" : dy > 0 ? "south" : ""; const ew = dx < 0 ? "west" : dx > 0 ? "east" : ""; return [ns, ew].filter(Boolean).join("-"); }
  obs(rew = 0) {
    const best = {};
    for (let dy = -3; dy <= 3; dy++) for (let dx = -4; dx <= 4; dx++) {
      if (!dx && !dy) continue;
      const c = this.cell(this.x + dx, this.y + dy); const d = Math.abs(dx) + Math.abs(dy);
      if (c === "G" || c === "P") continue;
      if (!best[c] || d < best[c].d) best[c] = { d, dx, dy };
    }
    const seen = Object.entries(best).sort((a, b) => a[1].d - b[1].d).map(([c, b]) => `- ${NAME[c]} ${b.d} step${b.d > 1 ? "s" : ""} to your ${this.dir(b.dx, b.dy)}`);
    const [fx, fy] = this.front();
    const inv = Object.entries(this.inv).filter(([, v]) => v > 0).map(([k, v]) => `${k} ${v}`).join(", ") || "empty";
    return `Step ${this.n} | reward ${rew.toFixed(1)} | daylight ${this.day.toFixed(2)}${this.sleeping ? " | sleeping" : ""}\nYou see:\n${seen.length ? seen.join("\n") : "- grass only"}\nYou face ${NAME[this.cell(fx, fy)]} at your front.\n\nStatus: health ${this.st.health}/9, food ${this.st.food}/9, drink ${this.st.drink}/9, energy ${this.st.energy}/9\nInventory: ${inv}\nAchievements: ${[...this.ach].join(", ") || "none"}`;
  }
}
