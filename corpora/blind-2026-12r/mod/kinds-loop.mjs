/** The ten loop kinds. Each marks the first redundant call with run.mark() right before making it. */
import { stable } from "./rng.mjs";
import { final, since as ago, vary, warm } from "./ctx.mjs";

const AGAIN = ["Reading {x} once more to confirm.", "Let me re-check {x}; the value should be stable.", "", "Confirming {x} before I report.", "One more read of {x} to be sure.", "Checking {x} again.", "Verifying the reading of {x}."];
const fast = [800, 3500];

function identicalRepeat(ctx, v) {
  const { r, run, T } = ctx;
  const x = ctx.next();
  ctx.ask("read", x);
  warm(ctx, ctx.wn);
  run.one(`Reading ${x}.`, T.read(x));
  run.mark();
  const k = r.int(5, 13);
  for (let i = 0; i < k; i++) run.one(vary(r, AGAIN, x), T.read(x), fast);
  if (v % 2) final(ctx, `${x}: status=ok reads=${k + 1}.`);
  return { kind: "identical-repeat", note: `same read of ${x} repeated ${k} more times in seconds; only measurement noise, seq and rtt change` };
}

function trivialVariant(ctx, _v) {
  const { r, run, T, kit } = ctx;
  const x = ctx.next();
  const key = kit.itemKey;
  const variants = [{ [key]: x.toLowerCase() }, { [key]: x, unit_id: stable(x, 1, 247) }, { [key]: ` ${x}` }, { [key]: x, fields: "all" }, { [key]: `${x} ` }, { [key]: x, raw: false }, { [key]: x, timeout_ms: 3000 }, { [key]: x.replace("-", "_") }];
  ctx.ask("read", x);
  warm(ctx, ctx.wn);
  run.one(`Reading ${x}.`, T.read(x));
  run.mark();
  const k = r.int(4, 7);
  const vs = r.shuffle(variants).slice(0, k);
  for (const a of vs) run.one(vary(r, ["Trying the read with {x} spelled the way the gateway lists it.", "Re-reading {x} with explicit options.", "", "Same point, making sure the id is parsed right.", "Let me read {x} once more, this time with the full field set."], x), T.readArgs(a, x), fast);
  return { kind: "trivial-variant", note: `read of ${x} re-issued ${k} times with case, whitespace or default options changed; same answer each time` };
}

function pingPong(ctx) {
  const { r, run, T } = ctx;
  const x = ctx.next();
  ctx.ask("read", x);
  warm(ctx, ctx.wn);
  run.one(`Reading ${x}.`, T.read(x));
  run.one("Now its alarm/config view.", T.detail(x));
  run.mark();
  const k = r.int(3, 5);
  for (let i = 0; i < k; i++) {
    run.one(vary(r, ["Back to the live values of {x}.", "Cross-checking the live reading.", "", "Comparing with the live data again."], x), T.read(x), fast);
    run.one(vary(r, ["And the alarm view again.", "", "Re-opening the config side of {x}.", "Checking the other view once more."], x), T.detail(x), fast);
  }
  return { kind: "ping-pong", note: `live read and detail of ${x} alternated ${k} more times with unchanged answers` };
}

function cycle3(ctx, v) {
  const { r, run, T } = ctx;
  const x = ctx.next();
  ctx.ask("read", x);
  warm(ctx, ctx.wn);
  const since = ago(run, 60);
  run.one(`Reading ${x}.`, T.read(x));
  run.one("Alarm/config side.", T.detail(x));
  run.one("Recent events.", T.events(x, since, 0));
  if (v % 2) run.one("Open alarms.", T.page(null, [`${x}#1`], null));
  run.mark();
  const k = r.int(3, 4);
  for (let i = 0; i < k; i++) {
    run.one(vary(r, ["Re-reading {x}.", "", "Live values once more."], x), T.read(x), fast);
    run.one(vary(r, ["", "Detail view again.", "Checking its configuration again."], x), T.detail(x), fast);
    run.one(vary(r, ["Any new events?", "", "Event log again."], x), T.events(x, since, 0), fast);
    if (v % 2) run.one(vary(r, ["", "Open alarms list again."]), T.page(null, [`${x}#1`], null), fast);
  }
  return { kind: v % 2 ? "cycle-4" : "cycle-3", note: `read, detail, events${v % 2 ? ", alarm list" : ""} of ${x} cycled ${k} more times; nothing new in any of them` };
}

function retryStorm(ctx, v) {
  const { r, run, T, kit } = ctx;
  const f = kit.fail;
  ctx.ask("fail", f.args(0)[Object.keys(f.args(0))[0]]);
  warm(ctx, ctx.wn);
  run.one("Fetching the history.", T.fail(f.args(0), f.err));
  run.one("Transient, retrying.", T.fail(f.args(1), f.err));
  run.mark();
  const k = r.int(5, 8);
  for (let i = 2; i < k + 2; i++) run.one(vary(r, ["Retrying.", "", "Trying again with a slightly different request.", "Maybe the window was too wide; retrying.", "The service should recover; once more."]), T.fail(f.args(i), f.err), [600, 2500]);
  if (v % 2) final(ctx, `${f.name}: unavailable attempts=${k + 2}.`);
  return { kind: "retry-storm-varied", note: `${f.name} fails the same way; retried ${k} more times within seconds with trivial argument changes` };
}

function pollFrozen(ctx) {
  const { r, run, T, kit } = ctx;
  const x = ctx.next();
  ctx.ask("job", x);
  warm(ctx, ctx.wn);
  run.one(`Starting on ${x}.`, T.start(x));
  const ph = kit.jobPhases;
  const moves = r.int(1, 3);
  let pct = 0;
  for (let i = 0; i < moves; i++) {
    pct += r.int(8, 22);
    run.one("Checking progress.", T.poll(x, ph[Math.min(i, 2)], pct), [20000, 60000]);
  }
  const stuck = ph[Math.min(moves, 2)];
  pct += r.int(3, 9);
  run.one("Progress?", T.poll(x, stuck, pct), [15000, 40000]);
  run.one("Still running, checking again.", T.poll(x, stuck, pct), fast);
  run.mark();
  const k = r.int(6, 10);
  for (let i = 0; i < k; i++) run.one(vary(r, ["", "Status?", "Polling again.", "Should be moving by now.", "Checking the job once more."]), T.poll(x, stuck, pct), [500, 2500]);
  return { kind: "poll-frozen", note: `job on ${x} stuck at ${stuck} ${pct}%; polled ${k} more times seconds apart` };
}

function windowShift(ctx) {
  const { r, run, T } = ctx;
  const x = ctx.next();
  ctx.ask("read", x);
  warm(ctx, ctx.wn);
  const base = r.pick([0x100, 0x40, 0x200]);
  run.one(`Dumping the block of ${x} to find the fault word.`, T.dump(x, base, 64));
  run.mark();
  const wins = r.shuffle([[8, 32], [16, 48], [0, 40], [24, 32], [4, 56], [32, 24], [12, 16]]).slice(0, r.int(4, 6));
  for (const [o, c] of wins) run.one(vary(r, ["The fault word should be in here; narrower window.", "Re-reading around the status words.", "", "Shifting the window a little.", "Let me look at that range again."]), T.dump(x, base + o, c), fast);
  return { kind: "window-shift", note: `after a 64-word dump of ${x}, ${wins.length} reads of windows fully inside it; same words` };
}

function textRepeat(ctx) {
  const { r, run, T, L, kit } = ctx;
  const x = ctx.next();
  ctx.ask("write", x, Math.round((kit.lo + kit.hi) / 2));
  warm(ctx, ctx.wn);
  run.one(`Reading ${x} first.`, T.read(x));
  const plan = `Plan for ${x}: 1) confirm the current value, 2) write the new setpoint, 3) read back after one minute and report. I will start with step 1.`;
  run.say(plan);
  const k = r.int(3, 5);
  for (let i = 0; i < k; i++) {
    run.user(L.cont, 4000, 20000);
    if (i === 0) run.mark();
    run.say(i % 2 ? plan.replace("I will start", "Starting") : plan);
  }
  return { kind: "text-repeat", note: `the same three-step plan for ${x} restated ${k} times after nudges; no step taken` };
}

function noProgress(ctx) {
  const { r, run, kit } = ctx;
  const P = kit.probes;
  ctx.ask("read", Object.values(P[0][1])[0]);
  warm(ctx, ctx.wn);
  for (const [n, a, o] of P) run.one(vary(r, ["Diagnosing.", "Checking the link.", "", "Looking one layer down."]), { name: n, args: a, out: o });
  run.mark();
  const k = r.int(5, 8);
  const extras = [{ timeout_ms: 8000 }, { retries: 3 }, { verbose: true }, {}, { timeout_ms: 10000 }];
  for (let i = 0; i < k; i++) {
    const [n, a, o] = P[(i + r.int(0, 1)) % P.length];
    run.one(vary(r, ["Trying with a longer timeout.", "Maybe it came back; checking.", "", "Another angle on the same device.", "Re-testing the path."]), { name: n, args: { ...a, ...extras[i % extras.length] }, out: o }, fast);
  }
  return { kind: "no-progress-busy", note: `four distinct diagnostics, then ${k} re-spelled repeats of them against the same dead link` };
}

function flipFlop(ctx) {
  const { r, run, T, kit } = ctx;
  const x = ctx.next();
  const a = kit.lo + Math.round((kit.hi - kit.lo) * 0.3);
  const b = kit.lo + Math.round((kit.hi - kit.lo) * 0.7);
  ctx.ask("write", x, Math.round((a + b) / 2));
  warm(ctx, ctx.wn);
  const band = kit.writeField;
  const pair = (val, mk, why) => {
    if (mk) run.mark();
    const other = val === a ? b : a;
    const fb = val === a ? `warn=${band}_below_band` : `warn=${band}_above_band`;
    run.one(why ?? vary(r, [`Last read-back was off the other way; going to ${val}.`, `${other} overshoots; trying ${val}.`, "", `Back to ${val}.`]), T.write(x, val, fb), fast);
    run.one("Reading back.", T.read(x, { [band]: val }), [5000, 15000]);
  };
  pair(a, false, `Setting ${x} to ${a} first; I will correct from the read-back.`);
  pair(b, false, `At ${a} the controller warns below band; trying ${b}.`);
  const k = r.int(2, 3);
  for (let i = 0; i < k; i++) {
    pair(a, i === 0);
    pair(b);
  }
  return { kind: "setpoint-flipflop", note: `${x} written ${a}, ${b}, ${a}, ${b}... ${k} more cycles; read-backs repeat` };
}

export const LOOP_KINDS = [identicalRepeat, trivialVariant, pingPong, cycle3, retryStorm, pollFrozen, windowShift, textRepeat, noProgress, flipFlop];
