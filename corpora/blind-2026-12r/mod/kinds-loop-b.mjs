/** Loop kinds that say or do things without moving: text repeats, busy diagnostics, set-point flip-flops. */
import { vary, warm } from './ctx.mjs';

const fast = [800, 3500];

export function textRepeat(ctx) {
  const { r, run, T, L, kit } = ctx;
  const x = ctx.next();
  ctx.ask('write', x, Math.round((kit.lo + kit.hi) / 2));
  warm(ctx, ctx.wn);
  run.one(`Reading ${x} first.`, T.read(x));
  const plan = `Plan for ${x}: 1) confirm the current value, 2) write the new setpoint, 3) read back after one minute and report. I will start with step 1.`;
  run.say(plan);
  const k = r.int(3, 5);
  for (let i = 0; i < k; i++) {
    run.user(L.cont, 4000, 20000);
    if (i === 0) run.mark();
    run.say(i % 2 ? plan.replace('I will start', 'Starting') : plan);
  }
  return {
    kind: 'text-repeat',
    note: `the same three-step plan for ${x} restated ${k} times after nudges; no step taken`,
  };
}

export function noProgress(ctx) {
  const { r, run, kit } = ctx;
  const P = kit.probes;
  ctx.ask('read', Object.values(P[0][1])[0]);
  warm(ctx, ctx.wn);
  for (const [n, a, o] of P)
    run.one(vary(r, ['Diagnosing.', 'Checking the link.', '', 'Looking one layer down.']), {
      name: n,
      args: a,
      out: o,
    });
  run.mark();
  const k = r.int(5, 8);
  const extras = [{ timeout_ms: 8000 }, { retries: 3 }, { verbose: true }, {}, { timeout_ms: 10000 }];
  for (let i = 0; i < k; i++) {
    const [n, a, o] = P[(i + r.int(0, 1)) % P.length];
    run.one(
      vary(r, [
        'Trying with a longer timeout.',
        'Maybe it came back; checking.',
        '',
        'Another angle on the same device.',
        'Re-testing the path.',
      ]),
      { name: n, args: { ...a, ...extras[i % extras.length] }, out: o },
      fast,
    );
  }
  return {
    kind: 'no-progress-busy',
    note: `four distinct diagnostics, then ${k} re-spelled repeats of them against the same dead link`,
  };
}

export function flipFlop(ctx) {
  const { r, run, T, kit } = ctx;
  const x = ctx.next();
  const a = kit.lo + Math.round((kit.hi - kit.lo) * 0.3);
  const b = kit.lo + Math.round((kit.hi - kit.lo) * 0.7);
  ctx.ask('write', x, Math.round((a + b) / 2));
  warm(ctx, ctx.wn);
  const band = kit.writeField;
  const pair = (val, mk, why) => {
    if (mk) run.mark();
    const other = val === a ? b : a;
    const fb = val === a ? `warn=${band}_below_band` : `warn=${band}_above_band`;
    run.one(
      why ??
        vary(r, [
          `Last read-back was off the other way; going to ${val}.`,
          `${other} overshoots; trying ${val}.`,
          '',
          `Back to ${val}.`,
        ]),
      T.write(x, val, fb),
      fast,
    );
    run.one('Reading back.', T.read(x, { [band]: val }), [5000, 15000]);
  };
  pair(a, false, `Setting ${x} to ${a} first; I will correct from the read-back.`);
  pair(b, false, `At ${a} the controller warns below band; trying ${b}.`);
  const k = r.int(2, 3);
  for (let i = 0; i < k; i++) {
    pair(a, i === 0);
    pair(b);
  }
  return {
    kind: 'setpoint-flipflop',
    note: `${x} written ${a}, ${b}, ${a}, ${b}... ${k} more cycles; read-backs repeat`,
  };
}
