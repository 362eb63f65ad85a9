// A run's world: entities with stable facts, the clock, and tool calls that print as the kit's tools print.
import { iso, hms, dtl } from './rng.mjs';
const MIN = /GERM|FERTILE|PTO|HYD|BRAKE|STR_|UHML|CH4|CPK|IMZ|SEED_COUNT|PASSPORT|HATCH|BRIX|BATT|CL2/;
const r2 = (x) => Math.round(x * 100) / 100;
export class World {
  constructor(kit, R, t0) {
    this.k = kit; this.R = R; this.t = t0; this.ents = []; this.n = 0; this.pid = R.int(900, 31000); this.job = null;
    for (let i = 0; i < 80; i++) this.ents.push(this.mkEnt(i));
  }
  mkEnt(i) {
    const R = this.R, k = this.k, m = {};
    for (const [rule, lim] of k.rules) {
      const span = (Math.abs(lim) > 1000 ? Math.abs(lim) * 0.004 : Math.abs(lim) * 0.1) || 1, a = R.fl(0.2, 1), b = R.fl(0.2, 1.5);
      const min = MIN.test(rule);
      m[rule] = { pass: r2(min ? lim + span * a : lim - span * a), fail: r2(min ? lim - span * b : lim + span * b) };
    }
    const ev = this.R.sample(k.events, 5);
    return { id: k.id(i), f: k.facts(R), m, ev };
  }
  tick(a = 2, b = 9) { this.t += this.R.int(a, b) * 1000 + this.R.int(0, 999); return this.t; }
  sleep(s) { this.t += s * 1000; }
  z() { const R = this.R; return { ts: iso(this.t, this.k.off), rid: R.hex(12), ms: R.int(9, 480), host: `${this.k.host}-${R.int(1, 4)}` }; }
  A(extra) { return { [this.k.idKey]: extra }; }
  // ---- roles ----
  get(e, extra = {}) {
    const z = this.z(), k = this.k, s = k.st.get, f = { [k.idKey]: e.id, ...e.f };
    let out;
    if (s === 'json') out = JSON.stringify({ data: f, _meta: { request_id: z.rid, served_by: z.host, ms: z.ms, at: z.ts } }, null, 1);
    else if (s === 'xml') out = `<?xml version="1.0"?>\n<Record uid="${e.id}" msgId="${z.rid.slice(0, 8)}" ts="${z.ts}">\n${Object.entries(e.f).map(([a, b]) => `  <${a}>${b}</${a}>`).join('\n')}\n</Record>`;
    else if (s === 'kv') out = `# ${k.tools.get} ${z.ts} req=${z.rid}\n${Object.entries(f).map(([a, b]) => `${a}=${String(b).replace(/ /g, '_')}`).join('\n')}\nlatency_ms=${z.ms}`;
    else out = `${k.host.toUpperCase()}  SESSION ${z.rid.slice(0, 6).toUpperCase()}   ${dtl(this.t, k.off)}\n${'-'.repeat(48)}\n${Object.entries(f).map(([a, b]) => `${(a.toUpperCase() + ' ').padEnd(18, '.')}: ${b}`).join('\n')}`;
    return { tool: k.tools.get, args: { [k.idKey]: e.id, ...extra }, out };
  }
  check(e, fails = [], extra = {}) {
    const z = this.z(), k = this.k, s = k.st.check;
    const rows = k.rules.map(([rule, lim, u], i) => { const bad = fails.includes(i); return { rule, value: bad ? e.m[rule].fail : e.m[rule].pass, limit: lim, unit: u, status: bad ? 'FAIL' : 'PASS' }; });
    const verdict = fails.length ? 'FAIL' : 'PASS';
    let out;
    if (s === 'json') out = JSON.stringify({ check_id: `chk_${z.rid.slice(0, 10)}`, [k.idKey]: e.id, evaluated_at: z.ts, results: rows, verdict, engine_ms: z.ms });
    else if (s === 'pipe') out = [`HDR|CHK|${e.id}|${z.ts}|${z.rid.slice(0, 8)}`, ...rows.map((r) => `RES|${r.rule}|${r.value}|${r.limit}|${r.unit}|${r.status}`), `END|${verdict}|${rows.length}|${z.ms}ms`].join('\n');
    else out = [`${k.tools.check.toUpperCase()}  ${e.id}  run ${z.rid.slice(0, 6)}  ${dtl(this.t, k.off)}`, 'RULE                 MEAS      LIMIT     UNIT   RESULT', ...rows.map((r) => `${r.rule.padEnd(20)} ${String(r.value).padStart(8)}  ${String(r.limit).padStart(8)}  ${r.unit.padEnd(6)} ${r.status}`), `OVERALL: ${verdict}   (${fails.length} of ${rows.length} failed)`].join('\n');
    return { tool: k.tools.check, args: { [k.idKey]: e.id, ...extra }, out };
  }
  set(e, val, extra = {}, prev = null) {
    const z = this.z(), k = this.k, p = k.param, s = k.st.set;
    let out;
    if (s === 'json') out = JSON.stringify({ ok: true, [k.idKey]: e.id, param: p.name, value: val, previous: prev, applied_at: z.ts, audit_id: z.rid.slice(0, 10) });
    else if (s === 'line') out = `WRITE OK ${e.id}.${p.name}=${val}${p.unit ? ' ' + p.unit : ''} prev=${prev ?? '-'} ack=${z.ms}ms tx=${z.rid.slice(0, 8)} ${hms(this.t, k.off)}`;
    else out = `status=applied\ntarget=${e.id}\nparam=${p.name}\nvalue=${val}\nprevious=${prev ?? 'n/a'}\naudit=${z.rid.slice(0, 10)}\ntime=${z.ts}`;
    return { tool: k.tools.set, args: { [k.idKey]: e.id, param: p.name, value: val, ...extra }, out };
  }
  log(e, extra = {}, evs = null, windowMin = 60) {
    const k = this.k, list = evs ?? e.ev, R = this.R;
    // Events sit at fixed times before the run started, so re-reading shows the same lines.
    const base = e.evT ?? (e.evT = this.t - R.int(20, 50) * 60000);
    const lines = list.map((ev, i) => { const ts = base - (list.length - i) * 371000; return k.st.log === 'csvlog' ? `${iso(ts, k.off)},${e.id},${ev}` : `${iso(ts, k.off)} ${k.host}-1 ${k.tools.log}[${this.pid}]: ${e.id} ${ev}`; });
    const head = k.st.log === 'csvlog' ? 'time,wellbore,activity' : `-- ${lines.length} entries, window ${windowMin} min, query ${R.hex(6)} took ${R.int(3, 90)} ms --`;
    return { tool: k.tools.log, args: { [k.idKey]: e.id, ...extra }, out: [head, ...lines].join('\n') };
  }
  ext(e, ok, errIdx = 0, extra = {}) {
    const z = this.z(), k = this.k, s = k.st.ext;
    let out;
    if (ok) {
      const ref = `${k.key.slice(0, 3).toUpperCase()}-${this.R.an(8)}`;
      if (s === 'http') out = `HTTP/1.1 201 Created\nDate: ${new Date(this.t).toUTCString()}\nX-Request-Id: ${z.rid}\nContent-Type: application/json\n\n{"accepted":true,"reference":"${ref}","id":"${e.id}"}`;
      else if (s === 'xml') out = `<Response status="OK" ts="${z.ts}"><Reference>${ref}</Reference><Subject>${e.id}</Subject></Response>`;
      else out = JSON.stringify({ status: 'accepted', reference: ref, subject: e.id, at: z.ts, took_ms: z.ms });
    } else {
      const msg = k.ext.errs[errIdx % k.ext.errs.length];
      if (s === 'http') out = `ERROR ${k.tools.ext}: ${msg}\nrequest_id=${z.rid} elapsed=${(z.ms * 40 / 1000).toFixed(1)}s attempt_host=${z.host}`;
      else if (s === 'xml') out = `<Response status="ERROR" ts="${z.ts}"><Fault>${msg.replace(/</g, '&lt;')}</Fault><Trace>${z.rid}</Trace></Response>`;
      else if (s === 'json') out = JSON.stringify({ status: 'error', system: k.ext.sys, error: msg, trace_id: z.rid, at: z.ts });
      else out = `${dtl(this.t, k.off)} ${msg} [req ${z.rid.slice(0, 8)}]`;
    }
    return { tool: k.tools.ext, args: { [k.idKey]: e.id, ...extra }, out, err: !ok };
  }
  start(scope, extra = {}) {
    const z = this.z(), k = this.k, id = `J${this.R.int(10000, 99999)}`;
    this.job = { id, done: 0, total: k.job.total, t0: this.t };
    return { tool: k.tools.start, args: { scope, ...extra }, out: JSON.stringify({ job_id: id, what: k.job.what, state: 'QUEUED', submitted_at: z.ts, worker: z.host }) };
  }
  status(done, state = null, extra = {}) {
    const z = this.z(), k = this.k, j = this.job, R = this.R;
    const st = state ?? (done >= j.total ? 'COMPLETED' : 'RUNNING');
    const o = { job_id: j.id, state: st, [`${k.job.unit}s_done`]: done, [`${k.job.unit}s_total`]: j.total, pct: Math.floor((100 * done) / j.total), elapsed_s: Math.round((this.t - j.t0) / 1000), heartbeat: z.ts, worker: z.host, mem_mb: R.int(300, 900) };
    const out = k.st.status === 'json' ? JSON.stringify(o) : Object.entries(o).map(([a, b]) => `${a}=${b}`).join('\n');
    return { tool: k.tools.status, args: { job_id: j.id, ...extra }, out };
  }
  list(rows, cursorIn, cursorOut, extra = {}) {
    const z = this.z(), k = this.k, s = k.st.list;
    const argc = cursorIn == null ? { limit: rows.length || 5, ...extra } : { cursor: cursorIn, limit: rows.length || 5, ...extra };
    const recs = rows.map((e) => ({ [k.idKey]: e.id, ...e.f }));
    let out;
    if (s === 'json') out = JSON.stringify({ items: recs, next_cursor: cursorOut, request_id: z.rid });
    else if (s === 'csv') out = [Object.keys(recs[0] ?? { [k.idKey]: '' }).join(','), ...recs.map((r) => Object.values(r).join(',')), `# next_cursor=${cursorOut ?? ''}`, `# generated ${z.ts}`].join('\n');
    else out = [`PAGE ${cursorIn ?? 'FIRST'}  ${dtl(this.t, k.off)}  req ${z.rid.slice(0, 6)}`, ...recs.map((r) => Object.values(r).map((v) => String(v).padEnd(16)).join('')), `NEXT: ${cursorOut ?? '(end)'}`].join('\n');
    return { tool: k.tools.list, args: argc, out };
  }
  search(q, hits, extra = {}) {
    const z = this.z(), k = this.k, R = this.R;
    const hs = hits.map(([id, title], i) => ({ doc: id, title, score: +(0.92 - i * 0.11 + R.fl(-0.02, 0.02, 3)).toFixed(3) }));
    const out = k.st.search === 'json' ? JSON.stringify({ query: q, total: hs.length, hits: hs, took_ms: z.ms }) : [`${hs.length} result(s) for "${q}" (${z.ms} ms)`, ...hs.map((h, i) => `${i + 1}. [${h.doc}] ${h.title}  (score ${h.score})`)].join('\n');
    return { tool: k.tools.search, args: { query: q, ...extra }, out };
  }
  read(val, extra = {}) {
    const z = this.z(), k = this.k, p = k.point, s = k.st.read;
    let out;
    if (s === 'opc') out = `ns=2;s=${p.tag} = ${val} ${p.unit}  q=Good  src_ts=${z.ts}  srv=${z.host}`;
    else if (s === 'wits') out = `&&\n0121${Math.round(val)}\n0108${this.R.fl(6000, 14000, 1)}\n!!\n# ${p.tag} = ${val} ${p.unit} @ ${z.ts}`;
    else out = `tag=${p.tag} value=${val} unit=${p.unit} quality=GOOD ts=${z.ts} seq=${this.R.int(100000, 999999)}`;
    return { tool: k.tools.read, args: { tag: p.tag, ...extra }, out };
  }
  val(step = 0) { const p = this.k.point; return +(p.base + this.R.fl(-p.sd, p.sd, 4) + step).toFixed(Math.max(0, Math.ceil(-Math.log10(p.sd)) + 1)); }
}
