/** A run's world: kit, tools, language, distinct items, healthy warm-up and the closing answer. */
import { fill, LANG } from './lang.mjs';
import { Run } from './run.mjs';
import { tools } from './tools.mjs';

/** Creates the context one kind writes into. */
export function makeCtx(r, kit, t0) {
  const run = new Run(r, kit, t0);
  const pool = r.shuffle(kit.items);
  const ctx = { r, kit, run, T: tools(kit), L: LANG[kit.lang], pool, used: 0, calls: 0 };
  ctx.next = () => pool[ctx.used++ % pool.length];
  ctx.ask = (k, x, v) => run.user(fill(ctx.L[k], x, v), 0, 4000);
  run.sys(kit.agent);
  return ctx;
}

/** An ISO time some minutes before the run clock, as agents write "since". */
export const since = (run, minutes) => `${new Date(run.t - minutes * 60000).toISOString().slice(0, 16)}:00Z`;

const WARM_TEXT = [
  'First a quick look at {x} for context.',
  'Checking {x} before I touch anything.',
  'Pulling {x} so I have a baseline.',
  '',
  'Looking at {x} as well; it shares the same gateway.',
  'Reading {x} to compare against.',
  'Next: {x}.',
];

/** Healthy, non-repeating work on distinct items that puts the interesting part at varied depths. */
export function warm(ctx, n) {
  const { r, T, run } = ctx;
  let eventsDone = false;
  for (let i = 0; i < n; i++) {
    // Keep items for the kind itself: warm-up never wraps the pool (a wrap would re-read an item, unlabelled).
    if (ctx.used >= ctx.pool.length - 8) break;
    const x = ctx.next();
    const text = r.pick(WARM_TEXT).replaceAll('{x}', x);
    const roll = r();
    if (roll < 0.2 && i + 1 < n) {
      const y = ctx.next();
      run.call(text || null, [T.read(x), T.read(y)]);
      i++;
    } else if (roll < 0.45) run.one(text || null, T.detail(x));
    else if (roll < 0.55 && !eventsDone) {
      eventsDone = true;
      run.one(text || null, T.events(x, since(run, 360), r.int(1, 4), r.int(10, 90)));
    } else run.one(text || null, T.read(x));
  }
}

/** The closing answer to staff, in their language, with the facts in key=value form. */
export function final(ctx, facts) {
  ctx.run.say(`${ctx.L.done} ${facts}`);
}

/** Picks one of several ways to word a repeated step (models rarely repeat their prose exactly). */
export function vary(r, xs, x = '') {
  return r.pick(xs).replaceAll('{x}', x) || null;
}
