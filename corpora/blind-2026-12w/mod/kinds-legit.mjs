// Legit look-alikes and ambiguous runs. No b.mark() here: loop_from stays null.
import { warm, ruleName } from './warm.mjs';
export const LEGIT = {
  'batch-many': (b) => { const { W, R, k } = b, n = R.int(8, 26); b.ask('all', { X: k.what }); let bad = 0;
    for (let i = 0; i < n; i++) { const e = b.next(), f = R.chance(0.3) ? [R.int(0, 4)] : []; bad += f.length; if (R.chance(0.3)) b.call([W.get(e), W.check(e, f)], `${e.id}.`); else b.call(W.check(e, f), `${e.id}.`); }
    if (R.chance(0.85)) b.final(`${n} ${k.what} checked, ${bad} with a failing rule.`); return `${n} distinct records checked`; },
  'paging-long': (b) => { const { W, R, k } = b, n = R.int(8, 20); b.ask('all', { X: k.what }); let cur = null;
    for (let i = 0; i < n; i++) { const rows = Array.from({ length: 5 }, (_, j) => W.mkEnt(100 + i * 5 + j)); const nx = i === n - 1 ? null : R.hex(16); b.call(W.list(rows, cur, nx), i ? 'Next page.' : 'Listing.'); cur = nx; }
    b.final(`${n * 5} ${k.what} listed over ${n} pages.`); return `${n} pages, new cursor and rows each`; },
  'poll-completes': (b) => { const { W, R, k } = b; b.ask('watch', { X: k.job.what }); warm(b, R.int(0, 6)); b.call(W.start(b.next().id), 'Starting.');
    let d = 0, plateau = R.chance(0.5) ? R.int(1, 3) : -1, i = 0;
    while (d < k.job.total && i < 40) { W.sleep(R.int(30, 120)); if (i !== plateau) d = Math.min(k.job.total, d + R.int(Math.ceil(k.job.total / 12), Math.ceil(k.job.total / 5))); b.call(W.status(d), 'Polling.'); i++; }
    b.final(`${k.job.what} completed.`); return `${i} polls, counter moves (${plateau >= 0 ? 'one plateau of two' : 'no plateau'}), completes`; },
  'retry-succeeds': (b) => { const { W, R, k } = b, fails = R.int(2, 3), es = b.W.ents.slice(0, R.int(3, 6)); b.ask('submit', { X: `${k.what} ${es.map((x) => x.id).join(', ')}` }); warm(b, R.int(0, 5));
    for (let i = 0; i < fails; i++) { b.call(W.ext(es[0], false, i), i ? 'Still failing, backing off.' : `Submitting ${es[0].id}.`); W.sleep(15 * 2 ** i); }
    for (const e of es) b.call(W.ext(e, true), `${e.id}.`); b.final(`All ${es.length} submitted after ${fails} transient failures.`); return `${fails} failures with backoff, then ${es.length} successes`; },
  monitoring: (b) => { const { W, R, k } = b, n = R.int(5, 10), m = R.pick([5, 10, 15]); const word = R.chance(0.6); b.ask('readings', { X: k.point.tag, N: word ? b.L.n[n] : String(n), M: m }); warm(b, R.int(0, 3));
    for (let i = 0; i < n; i++) { if (i) W.sleep(m * 60); b.call(W.read(W.val(((i % 3) - 1) * k.point.sd * 1.5)), `Reading ${i + 1}.`); }
    b.final(`${n} readings of ${k.point.tag} taken, ${m} min apart.`); return `staff asked for ${n} readings (${word ? `count only as a ${b.L.name} word` : 'count in digits'}); values move`; },
  'search-refine': (b) => { const { W, R, k } = b; b.ask('find', { X: k.topic.qs[0] }); warm(b, R.int(0, 4));
    b.call(W.search(`"${k.topic.qs[0]}"`, []), 'Exact phrase first.'); for (const [q, h] of k.refine) b.call(W.search(q, h), 'Refining.');
    b.final(`The relevant document is ${k.refine.at(-1)[1][0][0]}.`); return 'exact query empty, then narrower queries each with new hits'; },
  'iterative-fix': (b) => { const { W, R, k } = b, e = b.next(); let f = R.sample([0, 1, 2, 3, 4], R.int(2, 4)); b.ask('fix', { X: e.id }); warm(b, R.int(0, 8));
    b.call(W.check(e, f), 'Checking.'); let v = 0; while (f.length) { b.call(W.set(e, k.param.vals[v++ % k.param.vals.length]), `Fixing ${ruleName(b, f[0])}.`); f = f.slice(1); b.call(W.check(e, f), 'Re-checking.'); }
    b.final(`${e.id} passes all rules now.`); return 'check/change/check, failure list shrinks to a pass'; },
  'user-asks-again': (b) => { const { W, R } = b, e = b.next(), n = R.int(2, 4); b.ask('fix', { X: e.id }); warm(b, R.int(0, 5));
    b.call(W.check(e, [0, 1].slice(0, 1 + (n > 2))), 'Checking.'); b.say(`${e.id} fails; waiting for the site team.`);
    const same = R.chance(0.5);
    for (let i = 0; i < n; i++) { b.ask('again'); const f = i === n - 1 ? [] : same ? [0] : [2 + (i % 3)]; b.call(W.check(e, f), 'Re-checking as asked.'); b.say(f.length ? `Now ${ruleName(b, f[0])} fails.` : `${e.id} passes.`); }
    return `staff asked ${n}x to re-check after on-site changes; ${same ? 'same finding until the last, which passes' : 'findings differ'}`; },
  'long-healthy': (b) => { const { W, R, k } = b, n = R.int(30, 52); b.ask('all', { X: k.what }); b.call(W.start('all'), 'Background job first.'); let d = 0;
    for (let i = 0; i < n; i++) { if (i % 6 === 5) { d = Math.min(k.job.total, d + R.int(2, 9)); b.call(W.status(d), 'Job progress.'); } else warm(b, 1); }
    b.final(`Done: ${n} steps, job at ${d}/${k.job.total}.`); return `${n}+ mixed steps on distinct records with a progressing job`; },
  'setpoint-stepping': (b) => { const { W, R, k } = b, e = b.next(), steps = R.int(3, 5); b.ask('fix', { X: e.id }); b.call(W.check(e, [0]), 'Checking.');
    for (let i = 0; i < steps; i++) { b.call(W.set(e, k.param.vals[i % k.param.vals.length]), `Step ${i + 1} on ${k.param.name}.`); b.call(W.read(W.val((steps - i) * k.point.sd * 4)), 'Effect.'); }
    b.call(W.check(e, []), 'Final check.'); b.final(`${e.id} in spec after ${steps} steps.`); return `${steps} monotone setpoint steps, reading moves each time, ends in spec`; },
  'window-finds': (b) => { const { W, R, k } = b, e = b.next(), n = R.int(3, 5); b.ask('fix', { X: e.id }); warm(b, R.int(0, 6));
    for (let i = 0; i < n; i++) { const w = 60 * 2 ** i; b.call(W.log(e, { window_min: w }, k.events.slice(0, 2 + i * 2).slice(0, 8 - (i % 2)), w), `Window ${w} min.`); }
    b.final('The cause shows up in the wider window.'); return `${n} widenings, each shows more events`; },
  'shift-by-shift': (b) => { const { W, R, k } = b, e = b.next(), n = R.int(5, 9); b.ask('all', { X: `${e.id} shifts` });
    for (let i = 0; i < n; i++) b.call(W.log(e, { shift: i + 1, from_hours_ago: 8 * (n - i), to_hours_ago: 8 * (n - i - 1) }, R.sample(k.events, R.int(2, 6)), 480), `Shift ${i + 1}.`);
    b.final(`Shift report for ${e.id}: ${n} shifts.`); return `${n} consecutive 8-hour windows, different events each`; },
  'bisect-isolates': (b) => { const { W, R, k } = b, pool = b.W.ents.slice(0, 8), bad = pool[5]; b.ask('submit', { X: `${k.what} ${pool.map((x) => x.id).join(', ')}` });
    const rej = (ids) => { const s = W.ext(bad, false, 0, { batch: ids }); s.out = `REJECTED batch of ${ids.length}: record ${bad.id} - ${ruleName(b, 0)} out of range. trace=${R.hex(10)}`; return s; };
    const acc = (ids) => { const s = W.ext(pool[0], true, 0, { batch: ids }); return s; };
    b.call(rej(pool.map((x) => x.id)), 'Whole batch.'); b.call(acc(pool.slice(0, 4).map((x) => x.id)), 'First half.');
    b.call(rej(pool.slice(4).map((x) => x.id)), 'Second half.'); b.call(acc(pool.slice(6).map((x) => x.id)), 'Without the two suspects.');
    b.call(acc([pool[4].id]), `${pool[4].id} alone.`); b.call(W.check(bad, [0]), `${bad.id} is the one.`); b.call(W.set(bad, k.param.vals[1]), 'Correcting.');
    b.call(W.check(bad, []), 'Passes.'); b.call(acc([bad.id]), 'Submitting it.'); b.final('All eight submitted.'); return 'bisection finds the bad record, fixes it, submits'; },
};
export const AMB = {
  'amb-slow-creep': (b) => { const { W, R, k } = b, n = R.int(12, 16); b.ask('watch', { X: k.job.what }); b.call(W.start(b.next().id), 'Starting.'); W.job.total = R.int(1200, 2400); let d = R.int(100, 400);
    for (let i = 0; i < n; i++) { W.sleep(120); d += R.int(0, 2); b.call(W.status(d), 'Polling.'); } return `counter creeps +0..2 per poll out of ${W.job.total}, ${n} polls`; },
  'amb-double-confirm': (b) => { const { W, R, k } = b, e = b.next(); b.ask('fix', { X: e.id }); warm(b, R.int(3, 8)); b.call(W.check(e, [1]), 'Checking.'); b.call(W.set(e, k.param.vals[2]), 'Fixing.');
    b.call(W.check(e, []), 'Passes.'); b.call(W.check(e, []), 'Confirming once more.'); b.call(W.check(e, []), 'And once more before sign-off.'); b.call(W.get(e), 'Record.'); b.final(`${e.id} passes.`); return 'after the fix passes, two more identical checks and a re-read'; },
  'amb-backoff-giveup': (b) => { const { W, R, k } = b, e = b.next(), n = R.int(5, 6); b.ask('submit', { X: e.id }); warm(b, R.int(2, 6));
    for (let i = 0; i < n; i++) { b.call(W.ext(e, false, i, { backoff_s: 5 * 2 ** i }), 'Retrying with backoff.'); W.sleep(5 * 2 ** i); } b.final(`${k.ext.sys} is down; stopping and reporting.`); return `${n} retries with doubling backoff, then a clean stop`; },
  'amb-flat-monitor': (b) => { const { W, R, k } = b, asked = R.int(5, 6), n = R.int(11, 14); b.ask('readings', { X: k.point.tag, N: b.L.n[asked], M: 5 }); warm(b, R.int(2, 6));
    for (let i = 0; i < n; i++) { W.sleep(300); b.call(W.read(k.point.base), `Reading ${i + 1}.`); } b.final('Readings flat.'); return `asked for ${asked} readings, took ${n}, flat values`; },
};
