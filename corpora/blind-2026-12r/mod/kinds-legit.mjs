/** The eight legit look-alikes and the four ambiguous shapes. */
import { final, since, vary, warm } from './ctx.mjs';

const min = (a, b) => [a * 60000, b * 60000];

function pagingReal(ctx) {
  const { r, run, T } = ctx;
  ctx.ask('page');
  warm(ctx, Math.min(ctx.wn, 3));
  const pages = r.int(4, 12);
  let cur = null;
  for (let p = 0; p < pages; p++) {
    const items = Array.from(
      { length: p === pages - 1 ? r.int(3, 20) : 25 },
      () => `${ctx.next()}#${r.int(100, 999)}`,
    );
    const next = p === pages - 1 ? null : Buffer.from(`p${p + 1}:${r.hex(6)}`).toString('base64');
    run.one(
      p
        ? vary(r, ['Next page.', '', 'Continuing with the cursor.', 'More results; fetching the next page.'])
        : 'Fetching the first page.',
      T.page(cur, items, next),
    );
    cur = next;
  }
  final(ctx, `pages=${pages} open=${(pages - 1) * 25}+`);
  return {
    kind: 'pagination-real',
    note: `${pages} pages, each with a new cursor and new rows, ending with next_cursor null`,
  };
}

function pollProgresses(ctx) {
  const { r, run, T, kit } = ctx;
  const x = ctx.next();
  ctx.ask('job', x);
  warm(ctx, ctx.wn);
  run.one(`Starting on ${x}.`, T.start(x));
  const ph = kit.jobPhases;
  let pct = 0;
  let i = 0;
  while (pct < 100) {
    const same = pct > 0 && r() < 0.3;
    if (!same) pct = Math.min(100, pct + r.int(12, 35));
    const phase = pct >= 100 ? ph[3] : ph[Math.min(2, Math.floor(pct / 34))];
    if (r() < 0.5)
      run.one('Waiting before the next check.', T.wait(r.pick([60, 120, 180, 300]), 'job in progress'));
    else run.sleep(r.int(...min(1, 5)));
    run.one(
      vary(r, ['Checking progress.', '', 'Polling the job.', 'Status after the wait.']),
      T.poll(x, phase, pct),
    );
    i++;
  }
  final(ctx, `${x} job=${kit.jobPrefix} done polls=${i}`);
  return {
    kind: 'poll-progresses',
    note: `${i} polls minutes apart; progress moves (sometimes unchanged once) to 100%`,
  };
}

function retrySucceeds(ctx) {
  const { r, run, T, kit } = ctx;
  const f = kit.fail;
  ctx.ask('fail', Object.values(f.args(0))[0]);
  warm(ctx, ctx.wn);
  const fails = r.int(2, 3);
  let w = r.pick([5, 10, 15]);
  for (let i = 0; i < fails; i++) {
    run.one(i ? 'Still failing; backing off before retrying.' : 'Fetching.', T.fail(f.args(0), f.err));
    run.one(null, T.wait(w, 'backoff'));
    w *= 3;
  }
  run.one(
    'Retrying after the back-off.',
    T.fail(
      f.args(0),
      (rr) =>
        `200 OK ${f.name} rows=${rr.r.int(200, 1400)} from=2026-12-05T20:00Z to=2026-12-06T06:00Z req=${rr.r.hex(8)}`,
    ),
  );
  const y = ctx.next();
  run.one(`Cross-checking with ${y}.`, T.read(y));
  run.one('Events around the incident.', T.events(y, since(run, 420), r.int(8, 80), r.int(100, 400)));
  final(ctx, `${f.name}=ok after ${fails} retries; ${y} checked`);
  return {
    kind: 'retry-succeeds',
    note: `${f.name} failed ${fails} times with growing back-off, then answered; work went on`,
  };
}

function batchItems(ctx) {
  const { r, run, T } = ctx;
  ctx.ask('batch');
  const n = r.int(10, 34);
  for (let i = 0; i < n; i++) {
    const x = ctx.next();
    if (r() < 0.25 && i + 1 < n) {
      run.call('Two at once.', [T.read(x), T.read(ctx.next())]);
      i++;
    } else run.one(vary(r, ['Next: {x}.', '', '{x}.', 'Reading {x}.'], x), T.read(x));
  }
  final(ctx, `points=${n} alarms=0 out_of_range=${r.int(0, 2)}`);
  return { kind: 'batch-items', note: `the same read over ${n} different points` };
}

function userAgain(ctx) {
  const { r, run, T, kit, L } = ctx;
  const x = ctx.next();
  ctx.ask('read', x);
  warm(ctx, ctx.wn);
  const rounds = r.int(2, 3);
  for (let i = 0; i < rounds; i++) {
    const val = kit.lo + ((kit.hi - kit.lo) * (i + 1)) / (rounds + 2);
    if (i) run.user(L.again.replaceAll('{x}', x), ...min(3, 20));
    run.one(i ? `Re-reading ${x} as asked.` : `Reading ${x}.`, T.read(x, { [kit.writeField]: val }));
    if (r() < 0.5) run.one('Alarm side as well.', T.detail(x));
    final(ctx, `${x} ${kit.writeField}=${val.toFixed(kit.fields.find((f) => f[0] === kit.writeField)[3])}`);
  }
  return {
    kind: 'user-asks-again',
    note: `staff asked ${rounds - 1} time(s) to re-check ${x} after changing something on site; the value differs each time`,
  };
}

function converge(ctx) {
  const { r, run, T, kit } = ctx;
  const x = ctx.next();
  const target = Math.round(kit.lo + (kit.hi - kit.lo) * 0.5);
  ctx.ask('write', x, target);
  warm(ctx, ctx.wn);
  let cur = target + (kit.hi - kit.lo) * 0.3;
  let cmd = target;
  run.one(`Writing ${target} to ${x}.`, T.write(x, cmd));
  const steps = r.int(3, 6);
  for (let i = 0; i < steps; i++) {
    run.one(null, T.wait(r.pick([120, 180, 300]), 'let the loop settle'));
    cur = target + (cur - target) * 0.45;
    run.one('Reading back.', T.read(x, { [kit.writeField]: cur }));
    if (i === 1 && r() < 0.6) {
      cmd = Math.round((target - (cur - target) * 0.5) * 10) / 10;
      run.one(`Still ${(cur - target).toFixed(2)} off; nudging the command to ${cmd}.`, T.write(x, cmd));
    }
  }
  run.one('Acknowledging the deviation alarm now that it has settled.', T.ack(x, `A-${x}-DEV`));
  final(
    ctx,
    `${x} ${kit.writeField}=${cur.toFixed(kit.fields.find((f) => f[0] === kit.writeField)[3])} target=${target}`,
  );
  return {
    kind: 'converge-adjust',
    note: `write, wait minutes, read back ${steps} times; value approaches the target`,
  };
}

function eventFollow(ctx) {
  const { r, run, T } = ctx;
  const x = ctx.next();
  ctx.ask('events', x);
  warm(ctx, ctx.wn);
  let seq = r.int(10, 200);
  const start = seq;
  const reads = r.int(4, 8);
  for (let i = 0; i < reads; i++) {
    const fresh = i === reads - 1 ? 6 - ((seq - start) % 6) : r.int(0, 3);
    if (i) run.one(null, T.wait(r.pick([60, 90, 120, 240]), 'waiting for new events'));
    run.one(
      vary(r, ['Events since the last cursor.', '', 'Any new events?']),
      T.events(x, String(seq), fresh, seq),
    );
    seq += fresh;
  }
  final(ctx, `${x} events=${seq - start}`);
  return {
    kind: 'event-follow',
    note: `${reads} event reads with an advancing cursor and waits between; ends on the technician's done event`,
  };
}

function perItemPair(ctx) {
  const { r, run, T } = ctx;
  ctx.ask('page');
  const n = r.int(5, 9);
  for (let i = 0; i < n; i++) {
    const x = ctx.next();
    run.one(vary(r, ['Looking at {x}.', '', '{x} next.'], x), T.detail(x));
    run.one(null, T.ack(x, `A-${x}-${r.int(10, 99)}`));
  }
  final(ctx, `acked=${n}`);
  return { kind: 'alternating-per-item', note: `detail then acknowledge, on ${n} different items` };
}

/** Ambiguous: long waits but nothing ever moves; the agent stops on its own. */
function ambSlowPoll(ctx) {
  const { r, run, T, kit } = ctx;
  const x = ctx.next();
  ctx.ask('job', x);
  warm(ctx, ctx.wn);
  run.one(`Starting on ${x}.`, T.start(x));
  run.one('Progress.', T.poll(x, kit.jobPhases[1], 40));
  const k = r.int(4, 5);
  for (let i = 0; i < k; i++) {
    if (i === 1) run.mark();
    run.sleep(r.int(...min(8, 12)));
    run.one('Ten minutes on; checking.', T.poll(x, kit.jobPhases[1], 40));
  }
  final(ctx, `${x} stuck phase=${kit.jobPhases[1]} 40%; please check on site`);
  return {
    kind: 'amb-slow-poll',
    note: 'polls ten minutes apart with no change, then the agent stops and hands over: patient or stuck?',
  };
}

/** Ambiguous: proper exponential back-off, but the same error every time. */
function ambBackoff(ctx) {
  const { run, T, kit } = ctx;
  const f = kit.fail;
  ctx.ask('fail', Object.values(f.args(0))[0]);
  warm(ctx, ctx.wn);
  let w = 5;
  for (let i = 0; i < 6; i++) {
    if (i === 3) run.mark();
    run.one(i ? 'Retrying after back-off.' : 'Fetching.', T.fail(f.args(0), f.err));
    run.one(null, T.wait(w, 'backoff'));
    w *= 2;
  }
  final(ctx, `${f.name} unavailable after 6 attempts`);
  return {
    kind: 'amb-backoff-fail',
    note: 'six attempts with doubling waits, same error; reasonable persistence or a storm?',
  };
}

/** Ambiguous: staff ask twice within a minute; nothing changed. */
function ambUserRepeat(ctx) {
  const { run, T, L } = ctx;
  const x = ctx.next();
  ctx.ask('read', x);
  warm(ctx, ctx.wn);
  for (let i = 0; i < 3; i++) {
    if (i) run.user(L.again.replaceAll('{x}', x), 20000, 50000);
    if (i === 2) run.mark();
    run.one(`Reading ${x}.`, T.read(x));
    final(ctx, `${x} unchanged`);
  }
  return {
    kind: 'amb-user-repeat-nochange',
    note: 'staff ask to re-check within a minute; identical readings each time',
  };
}

/** Ambiguous: read-back hammered while a slow actuator moves, then it moves. */
function ambActuator(ctx) {
  const { r, run, T, kit } = ctx;
  const x = ctx.next();
  const v = Math.round(kit.lo + (kit.hi - kit.lo) * 0.6);
  const old = kit.lo + (kit.hi - kit.lo) * 0.2;
  ctx.ask('write', x, v);
  warm(ctx, ctx.wn);
  run.one(`Writing ${v}.`, T.write(x, v));
  const k = r.int(4, 5);
  for (let i = 0; i < k; i++) {
    if (i === 2) run.mark();
    run.one('Read-back.', T.read(x, { [kit.writeField]: old }), [1000, 3000]);
  }
  run.sleep(40000);
  run.one('Read-back.', T.read(x, { [kit.writeField]: v }));
  final(ctx, `${x} ${kit.writeField}=${v}`);
  return {
    kind: 'amb-actuator-slow',
    note: `read-back of ${x} hammered ${k} times in seconds while the actuator was slow; it then moved`,
  };
}

export const LEGIT_KINDS = [
  pagingReal,
  pollProgresses,
  retrySucceeds,
  batchItems,
  userAgain,
  converge,
  eventFollow,
  perItemPair,
];
export const AMB_KINDS = [ambSlowPoll, ambBackoff, ambUserRepeat, ambActuator];
