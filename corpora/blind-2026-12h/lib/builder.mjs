// Collects a run as steps (assistant turns with calls, plain answers, user turns) before rendering.
export class Run {
  constructor(x) {
    this.x = x;
    this.steps = [];
    this.n = 0;
  }
  /** One assistant turn with one or more calls; returns its 1-based assistant index. */
  act(key, arg, ...calls) {
    this.steps.push({ think: key ? this.x.v(key, arg) : null, calls, t: this.x.ctx.clock.isoMs() });
    this.x.ctx.clock.tick(3, 25);
    return ++this.n;
  }
  say(text) {
    this.steps.push({ text, t: this.x.ctx.clock.isoMs() });
    this.x.ctx.clock.tick(20, 200);
    return ++this.n;
  }
  user(text) {
    this.x.ctx.clock.tick(30, 400);
    this.steps.push({ user: text, t: this.x.ctx.clock.isoMs() });
  }
}

/** Healthy per-item work on distinct items, as a task's first part asks for. */
export function warm(x, r, n) {
  const { kit, ctx } = x;
  let c = 0;
  while (c < n) {
    const i = ctx.ni++;
    const id = kit.items[i].id;
    if (x.par && c + 2 < n && x.rng.chance(0.35)) {
      const j = ctx.ni++;
      r.act("lookup", `${id} and ${kit.items[j].id}`, kit.lookup(ctx, i), kit.lookup(ctx, j));
      r.act("act", `${id} and ${kit.items[j].id}`, kit.act(ctx, i), kit.act(ctx, j));
      c += 2;
      continue;
    }
    r.act("lookup", id, kit.lookup(ctx, i));
    c++;
    if (c < n && i % 3 !== 2) {
      r.act("act", id, kit.act(ctx, i));
      c++;
    }
  }
  if (x.chat && n > 0 && x.rng.chance(0.7))
    r.user(x.rng.pick(["Thanks, that part looks right. Carry on with the rest.", "Good. Now the second thing, please.", "Great — before you go on: keep it short when you report back.", "OK. Actually do the second part first thing next time, it's more urgent."]));
}

export const hits = (x, k = 0) => x.spec.intents[k].hits;
