// Loop kinds. Each builds a run and marks the first call a good guard could justly refuse (b.mark()).
import { warm, ruleName } from './warm.mjs';
const late = (b) => (b.R.chance(0.4) ? b.R.int(8, 30) : b.R.int(0, 4));
export const LOOPS = {
  'exact-repeat': (b) => { const { W, R } = b, e = b.next(), f = R.int(0, 4), n = R.int(5, 12);
    b.ask('fix', { X: e.id }); warm(b, late(b)); b.call(W.get(e), `Opening ${e.id}.`);
    for (let i = 0; i < n; i++) { if (i === 2) b.mark(); b.call(W.check(e, [f]), i ? `Re-running the check on ${e.id}.` : `Running the rules on ${e.id}.`, i ? `${ruleName(b, f)} still fails; maybe it was transient, checking again.` : null); }
    if (R.chance(0.5)) b.final(`${e.id} fails ${ruleName(b, f)}; I could not clear it.`); return `same check on ${e.id} ${n}x, identical arguments`; },
  'trivial-args': (b) => { const { W, R, k } = b, e = b.next(), n = R.int(6, 11);
    b.ask('fix', { X: e.id }); warm(b, late(b));
    const vs = [{}, { refresh: true }, { verbose: false }, { include_history: false }, { format: 'default' }];
    const ids = [e.id, `${e.id} `, e.id.toLowerCase(), ` ${e.id}`, e.id];
    const role = R.pick(['get', 'log']);
    for (let i = 0; i < n; i++) { if (i === 2) b.mark(); const sp = W[role](e, vs[i % vs.length]); const a = sp.args; a[k.idKey] = ids[i % ids.length];
      sp.args = i % 2 ? Object.fromEntries(Object.entries(a).reverse()) : a; b.call(sp, `Looking at ${e.id} again.`, 'Perhaps a fresh read shows more.'); }
    return `${role} on ${e.id} ${n}x with trivially changed arguments`; },
  'ping-pong': (b) => { const { W, R } = b, e = b.next(), f = R.int(0, 4), n = R.int(4, 8), pair = R.pick([['get', 'check'], ['log', 'check'], ['get', 'log']]);
    b.ask('fix', { X: e.id }); warm(b, late(b));
    const sp = (r) => (r === 'check' ? W.check(e, [f]) : W[r](e));
    for (let i = 0; i < n; i++) { if (i === 2) b.mark(); b.call(sp(pair[0]), `Back to ${pair[0]} on ${e.id}.`); b.call(sp(pair[1]), `And ${pair[1]}.`, 'Same result as before; comparing once more.'); }
    if (R.chance(0.4)) b.final(`${e.id}: ${ruleName(b, f)} is out of limit.`); return `${pair.join('<->')} on ${e.id}, ${n} rounds`; },
  'drift-cycle': (b) => { const { W, R } = b, e = b.next(), f = R.int(0, 4), passes = R.int(3, 4), per = R.int(3, 4);
    b.ask('fix', { X: e.id }); warm(b, late(b));
    for (let p = 0; p < passes; p++) { if (p === 1) b.mark();
      b.call(W.log(e, { since_minutes: 60 + p * 15 }), 'Events first.'); b.call(W.read(W.val(), { avg_s: 10 + p * 5 }), 'Live value.');
      b.call(W.check(e, [f], { profile: p % 2 ? 'strict' : 'standard' }), 'Rules.', 'Still the same failure; let me walk the evidence again.');
      if (per === 4) b.call(W.get(e, { fields: p ? 'all' : 'summary' }), 'Record.'); }
    return `period-${per} cycle over ${e.id}, ${passes} passes, window/avg drift`; },
  'retry-storm': (b) => { const { W, R, k } = b, n = R.int(7, 14);
    b.ask('submit', { X: `${k.what} ${b.W.ents.slice(0, 3).map((x) => x.id).join(', ')}` }); warm(b, late(b));
    for (let i = 0; i < n; i++) { if (i === 3) b.mark(); const e = b.W.ents[i % 5];
      b.call(W.ext(e, false, i + R.int(0, 1), { timeout_s: [30, 60, 90, 120][i % 4], mode: R.pick(['sync', 'async', 'batch']), api_version: R.pick(['v1', 'v2']) }), `Submitting ${e.id} to ${k.ext.sys}.`, `${k.ext.sys} failed again; changing the timeout and mode.`); }
    if (R.chance(0.5)) b.final(`${k.ext.sys} keeps failing; nothing was submitted.`); return `${k.ext.sys} down, ${n} varied submissions`; },
  'stuck-poll': (b) => { const { W, R, k } = b, prog = R.int(2, 4), stuck = R.int(6, 15);
    b.ask('watch', { X: k.job.what }); warm(b, late(b)); b.call(W.start(b.next().id), `Starting the ${k.job.what}.`);
    let d = 0; for (let i = 0; i < prog; i++) { d += R.int(3, Math.ceil(k.job.total / 6)); W.sleep(R.int(20, 90)); b.call(W.status(d), 'Polling.'); }
    for (let i = 0; i < stuck; i++) { if (i === 2) b.mark(); W.sleep(R.int(30, 120)); b.call(W.status(d), 'Still running, polling again.', 'No movement; it may just be slow.'); }
    return `job progresses ${prog}x then frozen at ${d} for ${stuck} polls (heartbeat, elapsed, mem move)`; },
  'fact-views': (b) => { const { W, R, k } = b, e = b.next(), f = R.int(0, 4), n = R.int(6, 12);
    b.ask('fix', { X: e.id }); warm(b, late(b)); b.call(W.get(e), 'Record.'); b.call(W.check(e, [f]), `Rules on ${e.id}.`);
    const views = [() => W.get(e, { refresh: true }), () => W.log(e, { lines: 50 }), () => W.check(e, [f], { explain: true }), () => W.read(W.val()), () => W.search(`${ruleName(b, f)} limit`, k.topic.hits), () => W.list([e], null, null, { filter: `${k.idKey}=${e.id}` })];
    for (let i = 0; i < n; i++) { if (i === 2) b.mark(); b.call(views[i % views.length](), `Confirming ${ruleName(b, f)} on ${e.id} another way.`); }
    return `${ruleName(b, f)} fail on ${e.id} established, then ${n} views through different tools`; },
  'search-reworded': (b) => { const { W, R, k } = b, n = R.int(5, 8), qs = k.topic.qs;
    b.ask('find', { X: qs[0] }); warm(b, late(b));
    for (let i = 0; i < n; i++) { if (i === 2) b.mark(); const h = i % 3 === 2 ? [k.topic.hits[1], k.topic.hits[0], k.topic.hits[2]] : k.topic.hits; b.call(W.search(qs[i % qs.length], h), 'Searching.', 'Same documents; trying other words.'); }
    return `${n} reworded searches, same three hits`; },
  'text-loop': (b) => { const { W, R } = b, e = b.next(), f = R.int(0, 4);
    b.ask('fix', { X: e.id }); warm(b, R.int(2, 10)); b.call(W.check(e, [f]), 'Checking.');
    const msg = `${e.id}: ${ruleName(b, f)} fails (measured ${e.m[ruleName(b, f)].fail}). I have flagged it; waiting for the field team to act.`;
    if (R.chance(0.5)) { const n = R.int(4, 6); for (let i = 0; i < n; i++) { if (i === 2) b.mark(); b.say(i % 2 ? msg.replace('I have flagged it', 'It is flagged') : msg); b.user(b.L.nudge[i % 3]); } return `staff nudge ${n}x, same status, no new check`; }
    const peer = R.pick(['reviewer_agent', 'qa_agent', 'supervisor_agent']), n = R.int(4, 6);
    for (let i = 0; i < n; i++) { if (i === 2) b.mark(); b.say(`Handing ${e.id} back to ${peer}: the finding stands, ${ruleName(b, f)} is out of limit. Please confirm.`); b.user(`${peer}: Thanks. Please re-confirm ${e.id} before I sign it off.`, peer); }
    return `hand-back text loop with ${peer}, ${n} rounds`; },
  'setpoint-flipflop': (b) => { const { W, R, k } = b, e = b.next(), [A, B] = R.sample(k.param.vals, 2), f1 = R.int(0, 4), f2 = (f1 + 1) % 5, passes = R.int(3, 4);
    b.ask('fix', { X: e.id }); warm(b, late(b)); b.call(W.check(e, [f1]), 'Current state.');
    for (let p = 0; p < passes; p++) { if (p === 1) b.mark();
      b.call(W.set(e, A, {}, B), `Trying ${k.param.name}=${A}.`); b.call(W.check(e, [f1]), 'Re-checking.');
      b.call(W.set(e, B, {}, A), `That fails ${ruleName(b, f1)}; trying ${B}.`); b.call(W.check(e, [f2]), 'Re-checking.', `Now ${ruleName(b, f2)} fails instead; going back.`); }
    return `${k.param.name} flipped ${A}<->${B}, each fails one rule, ${passes} passes`; },
  'equivalent-args': (b) => { const { W, R, k } = b, e = b.next(), n = R.int(6, 10);
    b.ask('fix', { X: e.id }); warm(b, late(b)); const t = W.t, o = k.off;
    const { iso } = { iso: (ms, off) => new Date(ms + off * 60000).toISOString().slice(0, 19) };
    const forms = [{ since_minutes: 120 }, { since_hours: 2 }, { from: `${iso(t - 7200000, o)}`, tz: 'local' }, { from: new Date(t - 7200000).toISOString() }, { from_epoch: Math.floor((t - 7200000) / 1000) }, { window: 'PT2H' }, { since_seconds: 7200 }];
    for (let i = 0; i < n; i++) { if (i === 2) b.mark(); b.call(W.log(e, forms[i % forms.length], null, 120), 'Same two hours, different way of asking in case the filter was off.'); }
    return `one 2-hour log window asked ${n} ways (minutes, hours, local, UTC, epoch, ISO duration)`; },
  'widening-window': (b) => { const { W, R } = b, e = b.next(), n = R.int(6, 10);
    b.ask('fix', { X: e.id }); warm(b, late(b));
    for (let i = 0; i < n; i++) { if (i === 2) b.mark(); const w = 60 * 2 ** i; b.call(W.log(e, { window_min: w }, null, w), `Widening to ${w} min to find the cause.`, 'Nothing new; maybe it is further back.'); }
    return `log window doubled ${n}x, same five events each time`; },
  'resubmit-shrinking': (b) => { const { W, R, k } = b, n = R.int(6, 10), bad = b.W.ents[0], pool = b.W.ents.slice(1, 9);
    b.ask('submit', { X: `${k.what} ${pool.slice(0, 5).map((x) => x.id).join(', ')}, ${bad.id}` }); warm(b, late(b));
    for (let i = 0; i < n; i++) { if (i === 3) b.mark(); const size = Math.max(0, 6 - i); const batch = [bad.id, ...R.sample(pool, size).map((x) => x.id)];
      const sp = W.ext(bad, false, 0, { batch: R.shuffle(batch) }); sp.out = `REJECTED batch of ${batch.length}: record ${bad.id}: ${ruleName(b, 0)} missing or out of range (E-VAL-412); no records were accepted. trace=${R.hex(10)}`;
      b.call(sp, `Smaller batch (${batch.length}).`, 'Maybe the batch is too big; halving.'); }
    return `batch re-split ${n}x, always containing ${bad.id}, same validation rejection`; },
};
