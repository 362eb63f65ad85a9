// A MiniGrid/BabyAI-like grid: one or two rooms, keys, balls, boxes, doors that can be locked. The text observation
// lists what is in the 7x7 egocentric view ("a blue key 1 step left and 2 steps forward") and the walls straight ahead.

const V = [[1, 0], [0, 1], [-1, 0], [0, -1]]; // east, south, west, north

export class Grid {
  // objs: [{ type, color, x, y, state? }]; split: { x, door: { y, color, state } } builds a wall at x with a door
  constructor({ w = 8, h = 8, objs = [], agent = [1, 1], dir = 0, split = null, mission, max = 128 }) {
    this.w = w; this.h = h; this.objs = objs.map((o) => ({ ...o })); this.ax = agent[0]; this.ay = agent[1]; this.dir = dir;
    this.split = split; this.carry = null; this.mission = mission; this.max = max; this.n = 0; this.done = false; this.reward = 0;
    if (split) this.objs.push({ type: "door", color: split.door.color, x: split.x, y: split.door.y, state: split.door.state });
  }
  wall(x, y) { return x <= 0 || y <= 0 || x >= this.w - 1 || y >= this.h - 1 || (this.split && x === this.split.x && y !== this.split.door.y); }
  at(x, y) { return this.objs.find((o) => o.x === x && o.y === y); }
  rel(f, l) { const F = V[this.dir], R = V[(this.dir + 1) % 4]; return [this.ax + F[0] * f + R[0] * l, this.ay + F[1] * f + R[1] * l]; }
  side(x) { return !this.split ? 0 : x < this.split.x ? -1 : x > this.split.x ? 1 : 0; }
  visible(x, y) {
    if (!this.split) return true;
    const door = this.objs.find((o) => o.type === "door" && o.x === this.split.x);
    const a = this.side(this.ax), b = this.side(x);
    return a === 0 || b === 0 || a === b || door.state === "open";
  }
  front() { return this.rel(1, 0); }
  act(a) {
    this.n++;
    const [fx, fy] = this.front(); const fo = this.at(fx, fy);
    if (a === "turn left") this.dir = (this.dir + 3) % 4;
    else if (a === "turn right") this.dir = (this.dir + 1) % 4;
    else if (a === "go forward") { if (!this.wall(fx, fy) && (!fo || (fo.type === "door" && fo.state === "open"))) { this.ax = fx; this.ay = fy; } }
    else if (a === "pick up") { if (fo && !this.carry && fo.type !== "door") { this.carry = fo; this.objs = this.objs.filter((o) => o !== fo); } }
    else if (a === "drop") { if (!fo && !this.wall(fx, fy) && this.carry) { this.carry.x = fx; this.carry.y = fy; this.objs.push(this.carry); this.carry = null; } }
    else if (a === "toggle") {
      if (fo?.type === "door") {
        if (fo.state === "locked") { if (this.carry?.type === "key" && this.carry.color === fo.color) fo.state = "open"; }
        else fo.state = fo.state === "open" ? "closed" : "open";
      }
    }
    if (this.goal && this.goal(this)) { this.done = true; this.reward = +(1 - 0.9 * this.n / this.max).toFixed(3); }
    return this.obs();
  }
  ph(f, l) {
    const p = [];
    if (l) p.push(`${Math.abs(l)} step${Math.abs(l) > 1 ? "s" : ""} ${l < 0 ? "left" : "right"}`);
    if (f) p.push(`${f} step${f > 1 ? "s" : ""} forward`);
    return p.join(" and ");
  }
  obs() {
    const lines = [];
    const ray = (df, dl, word) => { for (let k = 1; k < 8; k++) { const [x, y] = this.rel(df * k, dl * k); if (this.wall(x, y)) { lines.push(`a wall ${k} step${k > 1 ? "s" : ""} ${word}`); return; } if (this.at(x, y)) return; } };
    ray(1, 0, "forward"); ray(0, -1, "left"); ray(0, 1, "right");
    const items = [];
    for (let f = 0; f <= 6; f++) for (let l = -3; l <= 3; l++) {
      if (!f && !l) continue;
      const [x, y] = this.rel(f, l); const o = this.at(x, y);
      if (!o || !this.visible(x, y)) continue;
      const name = o.type === "door" ? `${o.state === "open" ? "an open" : o.state === "locked" ? "a locked" : "a closed"} ${o.color} door` : `a ${o.color} ${o.type}`;
      items.push([f + Math.abs(l), `${name} ${this.ph(f, l)}`]);
    }
    items.sort((a, b) => a[0] - b[0]);
    const carrying = this.carry ? `a ${this.carry.color} ${this.carry.type}` : "nothing";
    return `Mission: ${this.mission}\nStep ${this.n}/${this.max} | reward ${this.reward} | done ${this.done} | carrying ${carrying}\nObservation:\n${[...lines, ...items.map((i) => i[1])].join("\n")}`;
  }
}
