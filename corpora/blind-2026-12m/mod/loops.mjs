/** Loop kinds. Each writes a run against a world W and returns {loop_from, note}. */
import { pl } from "./rng.mjs";
import { warm, giveUp } from "./common.mjs";

export const LOOPS = {
  /** The same parallel fan-out re-issued whole, identical arguments. */
  "fanout-repeat": (R, W) => {
    warm(R, W); const xs = [W.fresh(), W.fresh(), W.fresh()].slice(0, R.r.int(2, 3));
    R.turn(xs.map((x) => W.get(x)));
    let lf = 0; const n = R.r.int(4, 8);
    for (let i = 0; i < n; i++) { const s = R.turn(xs.map((x) => W.get(x)), R.words("again")); if (!lf) lf = s; }
    giveUp(R); return { loop_from: lf, note: `same ${xs.length}-way fan-out repeated ${n} more times, facts unchanged` };
  },
  /** One branch of fan-outs keeps re-reading the same record with trivially varied arguments while the others move on. */
  "branch-trivial": (R, W) => {
    warm(R, W); const x = W.fresh(); const k = Object.keys(W.getArgs(x))[0];
    R.turn([W.get(x), W.check(x)]);
    const vars = [{ [k]: ` ${x.id}` }, { [k]: x.id.toLowerCase() }, { [k]: x.id, refresh: true }, { [k]: `${x.id}\n` }, { include_history: false, [k]: x.id }, { [k]: x.id, _ts: 1 }];
    let lf = 0; const n = R.r.int(5, 7);
    for (let i = 0; i < n; i++) { const s = R.turn([W.get(x, vars[i % vars.length]), W.check(x)], R.words("again")); if (!lf) lf = s; }
    giveUp(R); return { loop_from: lf, note: "lookup+check pair on one record re-issued with whitespace/case/no-op-flag variants" };
  },
  /** Period-2/3 cycle through a fan-out: read pair -> write rejected for the same reason -> (re-read doc). */
  "fanout-cycle": (R, W) => {
    warm(R, W); const x = W.fresh(); const p = R.r.int(2, 3); const passes = R.r.int(3, 5); let lf = 0;
    for (let i = 0; i < passes; i++) {
      const a = R.turn([W.get(x), W.check(x)], i ? R.words("again") : undefined); if (i === 1) lf = a;
      R.turn([W.act(x, { status: "confirm" }, W.dom.reject)]);
      if (p === 3) R.turn([W.search(W.dom.doc, [W.items[130], W.items[131]])]);
    }
    giveUp(R); return { loop_from: lf, note: `period-${p} cycle (fan-out read -> rejected write${p === 3 ? " -> guidance search" : ""}), same rejection every pass` };
  },
  /** Dependency down: different items, parallel, all failing the same way. */
  "retry-storm": (R, W) => {
    warm(R, W); let lf = 0; const n = R.r.int(5, 9); let fails = 0;
    for (let i = 0; i < n; i++) {
      const k = R.r.int(1, 3); const calls = [];
      for (let j = 0; j < k; j++) { const x = W.fresh(); calls.push(W.down(R.r.chance(0.5) ? W.dom.check : W.nameGet, R.r.chance(0.5) ? { id: x.id, timeout_s: R.r.pick([10, 30, 60]) } : { id: x.id })); }
      const s = R.turn(calls, i ? R.words("again") : undefined); fails += k; if (!lf && fails >= 2 && i >= 1) lf = s;
    }
    giveUp(R); return { loop_from: lf, note: `backend down (${W.dom.down.slice(0, 40)}…); ${n} turns of new requests, same failure` };
  },
  /** Varied searches that keep returning the same hits (or nothing): nothing learned. */
  "search-no-progress": (R, W) => {
    warm(R, W); const empty = R.r.chance(0.4); const hits = empty ? [] : [W.fresh(), W.fresh()]; let lf = 0;
    const qs = R.r.shuffle(W.dom.queries);
    for (let i = 0; i < qs.length; i++) {
      const calls = [W.search(qs[i], hits, i % 3 === 2 ? { sort: "relevance" } : undefined)];
      if (!empty && i % 2 === 1) calls.push(W.get(hits[0]));
      const s = R.turn(calls, i ? R.words("again") : undefined); if (i === (empty ? 2 : 1)) lf = s;
    }
    giveUp(R); return { loop_from: lf, note: empty ? "six rewordings, all empty" : "six rewordings return the same two hits; top hit re-opened" };
  },
  /** A job whose status never changes, polled with sleeps. */
  "stuck-poll": (R, W) => {
    warm(R, W); const job = `job-${R.r.hex(8)}`; const pct = R.r.int(12, 70); const n = R.r.int(7, 14); let lf = 0; const sl = R.r.pick([30, 60, 0]);
    R.turn([W.status(job, W.dom.running, pct - 10, null)]);
    for (let i = 0; i < n; i++) {
      let s;
      if (sl && i % 2 === 0) s = R.turn([W.wait(sl), W.status(job, W.dom.stuck, pct, W.dom.stuck)], "");
      else if (sl) { s = R.turn([W.wait(sl)], null); R.turn([W.status(job, W.dom.stuck, pct, W.dom.stuck)]); }
      else { R.tick(R.r.int(40, 200)); s = R.turn([W.status(job, W.dom.stuck, pct, W.dom.stuck)]); }
      if (i === 1) lf = s;
    }
    giveUp(R); return { loop_from: lf, note: `job stuck at ${pct}% (${W.dom.stuck}); ${n} polls` };
  },
  /** Cursor pagination that wraps back to page 1 (same cursors again). */
  "page-wrap": (R, W) => {
    warm(R, W); const pages = R.r.int(2, 4); const ps = []; const curs = [null];
    for (let i = 0; i < pages; i++) { ps.push([W.fresh(), W.fresh(), W.fresh(), W.fresh()]); curs.push(`c_${R.r.b62(18)}`); }
    const wrapC = `c_${R.r.b62(18)}`; let lf = 0; const loops = R.r.int(2, 3);
    for (let l = 0; l < loops; l++) for (let i = 0; i < pages; i++) {
      const cur = i === 0 ? (l === 0 ? null : wrapC) : curs[i];
      const s = R.turn([W.list(cur, ps[i], i === pages - 1 ? wrapC : curs[i + 1])]); if (l === 1 && !lf) lf = s;
    }
    giveUp(R); return { loop_from: lf, note: `${pages} real pages, then the cursor wraps and rows already seen come back` };
  },
  /** Sub-agents bounce the same request. */
  "redelegation": (R, W) => {
    warm(R, W); const x = W.fresh(); const [a, b, c] = W.dom.other; const three = R.r.chance(0.5); const task = `Resolve ${x.id}: ${Object.values(x.facts)[0]}`;
    let lf = 0; const rounds = R.r.int(3, 5);
    for (let i = 0; i < rounds; i++) {
      const s = R.turn([W.delegate(a, task, `Not in my scope. ${three ? c : b} owns ${W.dom.noun} records like ${x.id}.`)], i ? R.words("again") : undefined); if (i === 1) lf = s;
      if (three) R.turn([W.delegate(c, task, `This needs ${b}; I only handle notifications.`)]);
      R.turn([W.delegate(b, task, `Please route to ${a}; it has the ${W.dom.check.split("__")[1]} access.`)]);
    }
    giveUp(R); return { loop_from: lf, note: `${three ? 3 : 2}-agent bounce of the same task, ${rounds} rounds` };
  },
  /** After a harness compaction the agent redoes the fan-outs its summary already lists. */
  "compaction-redo": (R, W) => {
    warm(R, W); const xs = []; const k = R.r.int(3, 6);
    for (let i = 0; i < k; i++) { const g = [W.fresh(), W.fresh()]; xs.push(g); R.turn(g.map((x) => W.get(x))); }
    R.compact(`- Task: review the ${pl(W.dom.noun)} in the queue.\n- Done: fetched ${xs.flat().map((x) => x.id).join(", ")}; facts recorded.\n- Next: post the summary to Slack.`);
    let lf = 0;
    for (const g of xs) { const s = R.turn(g.map((x) => W.get(x)), R.words("go")); if (!lf) lf = s; }
    if (R.r.chance(0.5)) { R.compact(`- Done: fetched ${xs.flat().map((x) => x.id).join(", ")} (twice).\n- Next: post the summary.`); for (const g of xs.slice(0, 2)) R.turn(g.map((x) => W.get(x))); }
    giveUp(R); return { loop_from: lf, note: `after compaction (summary lists ${k * 2} records as done) the agent re-fetches them all` };
  },
  /** Period-2 ping-pong between a lookup and a Slack post of the same status. */
  "ping-pong": (R, W) => {
    warm(R, W); const x = W.fresh(); let lf = 0; const n = R.r.int(4, 7);
    for (let i = 0; i < n; i++) { const s = R.turn([W.get(x)], i ? R.words("again") : undefined); if (i === 1) lf = s; R.turn([W.post(`${x.id}: ${Object.values(x.facts).slice(-1)[0]} (no change)`)]); }
    giveUp(R); return { loop_from: lf, note: `lookup <-> Slack post of the same unchanged status, ${n} passes` };
  },
};
