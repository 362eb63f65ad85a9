/** The ten loop kinds. Each marks the first redundant call with run.mark() right before making it. */

import { since as ago, final, vary, warm } from './ctx.mjs';
import { flipFlop, noProgress, textRepeat } from './kinds-loop-b.mjs';
import { stable } from './rng.mjs';

const AGAIN = [
  'Reading {x} once more to confirm.',
  'Let me re-check {x}; the value should be stable.',
  '',
  'Confirming {x} before I report.',
  'One more read of {x} to be sure.',
  'Checking {x} again.',
  'Verifying the reading of {x}.',
];
const fast = [800, 3500];
// Some loops are paced like patient work (tens of seconds between calls); pacing alone must not give them away.
const paced = (v) => (v % 3 === 2 ? [15000, 45000] : fast);

function identicalRepeat(ctx, v) {
  const { r, run, T } = ctx;
  const x = ctx.next();
  ctx.ask('read', x);
  warm(ctx, ctx.wn);
  run.one(`Reading ${x}.`, T.read(x));
  run.mark();
  const k = r.int(5, 13);
  for (let i = 0; i < k; i++) run.one(vary(r, AGAIN, x), T.read(x), paced(v));
  if (v % 2) final(ctx, `${x}: status=ok reads=${k + 1}.`);
  return {
    kind: 'identical-repeat',
    note: `same read of ${x} repeated ${k} more times in seconds; only measurement noise, seq and rtt change`,
  };
}

function trivialVariant(ctx, _v) {
  const { r, run, T, kit } = ctx;
  const x = ctx.next();
  const key = kit.itemKey;
  const variants = [
    { [key]: x.toLowerCase() },
    { [key]: x, unit_id: stable(x, 1, 247) },
    { [key]: ` ${x}` },
    { [key]: x, fields: 'all' },
    { [key]: `${x} ` },
    { [key]: x, raw: false },
    { [key]: x, timeout_ms: 3000 },
    { [key]: x.replace('-', '_') },
  ];
  ctx.ask('read', x);
  warm(ctx, ctx.wn);
  run.one(`Reading ${x}.`, T.read(x));
  run.mark();
  const k = r.int(4, 7);
  const vs = r.shuffle(variants).slice(0, k);
  for (const a of vs)
    run.one(
      vary(
        r,
        [
          'Trying the read with {x} spelled the way the gateway lists it.',
          'Re-reading {x} with explicit options.',
          '',
          'Same point, making sure the id is parsed right.',
          'Let me read {x} once more, this time with the full field set.',
        ],
        x,
      ),
      T.readArgs(a, x),
      fast,
    );
  return {
    kind: 'trivial-variant',
    note: `read of ${x} re-issued ${k} times with case, whitespace or default options changed; same answer each time`,
  };
}

function pingPong(ctx, v) {
  const { r, run, T } = ctx;
  const x = ctx.next();
  ctx.ask('read', x);
  warm(ctx, ctx.wn);
  run.one(`Reading ${x}.`, T.read(x));
  run.one('Now its alarm/config view.', T.detail(x));
  run.mark();
  const k = r.int(3, 5);
  for (let i = 0; i < k; i++) {
    run.one(
      vary(
        r,
        [
          'Back to the live values of {x}.',
          'Cross-checking the live reading.',
          '',
          'Comparing with the live data again.',
        ],
        x,
      ),
      T.read(x),
      paced(v),
    );
    run.one(
      vary(
        r,
        [
          'And the alarm view again.',
          '',
          'Re-opening the config side of {x}.',
          'Checking the other view once more.',
        ],
        x,
      ),
      T.detail(x),
      fast,
    );
  }
  return {
    kind: 'ping-pong',
    note: `live read and detail of ${x} alternated ${k} more times with unchanged answers`,
  };
}

function cycle3(ctx, v) {
  const { r, run, T } = ctx;
  const x = ctx.next();
  ctx.ask('read', x);
  warm(ctx, ctx.wn);
  const since = ago(run, 60);
  run.one(`Reading ${x}.`, T.read(x));
  run.one('Alarm/config side.', T.detail(x));
  run.one('Recent events.', T.events(x, since, 0));
  if (v % 2) run.one('Open alarms.', T.page(null, [`${x}#1`], null));
  run.mark();
  const k = r.int(3, 4);
  for (let i = 0; i < k; i++) {
    run.one(vary(r, ['Re-reading {x}.', '', 'Live values once more.'], x), T.read(x), fast);
    run.one(vary(r, ['', 'Detail view again.', 'Checking its configuration again.'], x), T.detail(x), fast);
    run.one(vary(r, ['Any new events?', '', 'Event log again.'], x), T.events(x, since, 0), fast);
    if (v % 2) run.one(vary(r, ['', 'Open alarms list again.']), T.page(null, [`${x}#1`], null), fast);
  }
  return {
    kind: v % 2 ? 'cycle-4' : 'cycle-3',
    note: `read, detail, events${v % 2 ? ', alarm list' : ''} of ${x} cycled ${k} more times; nothing new in any of them`,
  };
}

function retryStorm(ctx, v) {
  const { r, run, T, kit } = ctx;
  const f = kit.fail;
  ctx.ask('fail', f.args(0)[Object.keys(f.args(0))[0]]);
  warm(ctx, ctx.wn);
  run.one('Fetching the history.', T.fail(f.args(0), f.err));
  run.one('Transient, retrying.', T.fail(f.args(1), f.err));
  run.mark();
  const k = r.int(5, 8);
  for (let i = 2; i < k + 2; i++)
    run.one(
      vary(r, [
        'Retrying.',
        '',
        'Trying again with a slightly different request.',
        'Maybe the window was too wide; retrying.',
        'The service should recover; once more.',
      ]),
      T.fail(f.args(i), f.err),
      v % 3 === 2 ? [12000, 30000] : [600, 2500],
    );
  if (v % 2) final(ctx, `${f.name}: unavailable attempts=${k + 2}.`);
  return {
    kind: 'retry-storm-varied',
    note: `${f.name} fails the same way; retried ${k} more times ${v % 3 === 2 ? 'tens of seconds apart' : 'within seconds'} with trivial argument changes`,
  };
}

function pollFrozen(ctx, v) {
  const { r, run, T, kit } = ctx;
  const x = ctx.next();
  ctx.ask('job', x);
  warm(ctx, ctx.wn);
  run.one(`Starting on ${x}.`, T.start(x));
  const ph = kit.jobPhases;
  const moves = r.int(1, 3);
  let pct = 0;
  for (let i = 0; i < moves; i++) {
    pct += r.int(8, 22);
    run.one('Checking progress.', T.poll(x, ph[Math.min(i + 1, 2)], pct), [20000, 60000]);
  }
  const stuck = ph[Math.min(moves + 1, 2)];
  pct += r.int(3, 9);
  run.one('Progress?', T.poll(x, stuck, pct), [15000, 40000]);
  run.one('Still running, checking again.', T.poll(x, stuck, pct), fast);
  run.mark();
  const k = r.int(6, 10);
  for (let i = 0; i < k; i++)
    run.one(
      vary(r, ['', 'Status?', 'Polling again.', 'Should be moving by now.', 'Checking the job once more.']),
      T.poll(x, stuck, pct),
      v % 2 ? [20000, 50000] : [500, 2500],
    );
  return {
    kind: 'poll-frozen',
    note: `job on ${x} stuck at ${stuck} ${pct}%; polled ${k} more times ${v % 2 ? '20-50 s apart' : 'seconds apart'}`,
  };
}

function windowShift(ctx) {
  const { r, run, T } = ctx;
  const x = ctx.next();
  ctx.ask('read', x);
  warm(ctx, ctx.wn);
  const base = r.pick([0x100, 0x40, 0x200]);
  run.one(`Dumping the block of ${x} to find the fault word.`, T.dump(x, base, 64));
  run.mark();
  const wins = r
    .shuffle([
      [8, 32],
      [16, 48],
      [0, 40],
      [24, 32],
      [4, 56],
      [32, 24],
      [12, 16],
    ])
    .slice(0, r.int(4, 6));
  for (const [o, c] of wins)
    run.one(
      vary(r, [
        'The fault word should be in here; narrower window.',
        'Re-reading around the status words.',
        '',
        'Shifting the window a little.',
        'Let me look at that range again.',
      ]),
      T.dump(x, base + o, c),
      fast,
    );
  return {
    kind: 'window-shift',
    note: `after a 64-word dump of ${x}, ${wins.length} reads of windows fully inside it; same words`,
  };
}

export const LOOP_KINDS = [
  identicalRepeat,
  trivialVariant,
  pingPong,
  cycle3,
  retryStorm,
  pollFrozen,
  windowShift,
  textRepeat,
  noProgress,
  flipFlop,
];
