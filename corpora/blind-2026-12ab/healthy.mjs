// Healthy work of varied shape and length: the opening of every run and the tail of legit ones.

const THINK = {
  get: [null, null, "Reading it before I decide anything.", "Let me look at this one too.", "Next one.", "Record first."],
  read: [null, null, "I need the live value, not the cached one.", "Live reading.", "What is it reading now?"],
  check: [null, "Checking against the rules.", "Rule check on this one.", "That looks fine so far; checking it."],
  log: [null, "Pulling the event history.", "What happened there earlier?"],
  list: [null, "Checking the queue.", "Next page."],
  search: [null, "Looking up what the manual says.", "Let me find the procedure."],
  alarms: [null, "Any active alarms?", "Alarm list."],
  ext: [null, "Recording it.", "Filing the routine report."],
};

/** Appends n distinct, varied, productive calls. Entities in `avoid` are not touched (the later kind owns them). */
export function healthy(r, n, avoid = []) {
  const { d, R } = r;
  const ents = R.shuffle(d.ents.filter((e) => !avoid.includes(e)));
  let ei = 0;
  let page = 0;
  let cursor = null;
  let docs = R.shuffle(d.docs.slice(2));
  let logDay = 0;
  const nextE = () => ents[ei++ % ents.length];
  const used = new Set();
  const ops = [
    [4, () => { const e = nextE(); return ["get", e]; }],
    [4, () => ["read", nextE(), R.pick(d.pts)]],
    [3, () => ["check", nextE()]],
    [2, () => ["log", nextE()]],
    [1.5, () => ["list"]],
    [1, () => ["search"]],
    [1, () => ["alarms"]],
    [0.6, () => ["ext", nextE()]],
  ];
  const tot = ops.reduce((s, o) => s + o[0], 0);
  let done = 0;
  let guard = 0;
  while (done < n && guard++ < n * 20) {
    let x = R.f() * tot;
    let op = ops[0][1];
    for (const o of ops) if ((x -= o[0]) < 0) { op = o[1]; break; }
    const [k, e, p] = op();
    const sig = `${k}|${e}|${p?.k ?? ""}`;
    if (k !== "list" && k !== "search" && k !== "alarms" && used.has(sig)) continue;
    if (k === "search" && !docs.length) continue;
    if (k === "alarms" && used.has(`alarms${done >> 3}`)) continue;
    used.add(k === "alarms" ? `alarms${done >> 3}` : sig);
    const think = R.pick(THINK[k]);
    switch (k) {
      case "get": r.call(d.t.get, R.chance(0.3) ? { id: e, include: "readings" } : { id: e }, r.getP(e), { think }); break;
      case "read": r.call(d.t.read, { id: e, point: p.k }, r.readP(e, p), { think }); break;
      case "check": {
        const fail = R.chance(0.12);
        r.call(d.t.check, { id: e }, r.checkP(e, fail, { finding: R.pick(d.ruleFind) }), { think });
        break;
      }
      case "log": {
        logDay++;
        const to = r.t - logDay * R.int(3, 9) * 3600000;
        const from = to - R.pick([2, 4, 6, 12]) * 3600000;
        const nLines = R.int(1, 7);
        const events = Array.from({ length: nLines }, (_, i) => ({ ts: r.ts(from + ((i + 1) * (to - from)) / (nLines + 1) + R.int(-600, 600) * 1000), code: `EV${R.int(100, 999)}`, text: R.pick(["cycle complete", "operator login", "setpoint change confirmed", "inspection note added", "mode AUTO", "mode MANUAL", "sensor recalibrated", "door closed", "pump start", "pump stop", "shift handover"]) }));
        r.call(d.t.log, { id: e, from: r.ts(from), to: r.ts(to) }, { entity: e, window: { from: r.ts(from), to: r.ts(to) }, count: nLines, events }, { think });
        break;
      }
      case "list": {
        page++;
        const rows = R.shuffle(d.items).slice(0, R.int(3, 6)).map((it, i) => ({ n: (page - 1) * 6 + i + 1, item: it, status: R.pick([r.L.ok, r.L.wait, r.L.run, r.L.done]), updated: r.ts(r.t - R.int(60, 86000) * 1000) }));
        const next = page < 4 ? R.b36(10) : null;
        r.call(d.t.list, cursor ? { cursor, limit: 6 } : { limit: 6 }, { page, next_cursor: next, rows }, { think });
        cursor = next;
        if (!next) { page = 0; cursor = null; }
        break;
      }
      case "search": {
        const doc = docs.pop();
        const q = doc.replace(/^[A-Z-]+[\d.§ ]+/, "").toLowerCase();
        r.call(d.t.search, { query: q }, { query: q, total: 2, hits: [{ doc, score: Number((0.7 + R.f() * 0.25).toFixed(3)) }, { doc: R.pick(d.docs), score: Number((0.3 + R.f() * 0.2).toFixed(3)) }] }, { think });
        break;
      }
      case "alarms": {
        const act = R.shuffle(d.alarmsList).slice(0, R.int(0, 2)).map(([id, text]) => ({ id, text, since: r.ts(r.t - R.int(600, 90000) * 1000), state: "ACKED" }));
        r.call(d.t.alarms, { state: "active" }, { active: act.length, alarms: act.length ? act : [] }, { think });
        break;
      }
      case "ext": r.call(d.t.ext, { id: e, kind: "routine" }, { accepted: true, reference: `${d.extErr.toUpperCase().replace(/-.*/, "")}-${R.int(10000, 99999)}`, queued: R.int(0, 4) }, { think }); break;
    }
    done++;
  }
}
