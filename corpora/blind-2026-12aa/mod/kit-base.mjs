// Generic tool renderers; each domain kit supplies vocabulary and may override any of them.
import { fmt, rng, table, uuid } from "./util.mjs";

export function hash(s) {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.codePointAt(0), 16777619) >>> 0;
  return h;
}
/** Stable sub-generator: the same key in the same run always gives the same content. */
export const sub = (run, key) => rng(hash(`${run.seedKey}|${key}`));

/** Trivially changed arguments: whitespace, case, an explicit default, key order. */
export function trivial(args, tv, key) {
  if (!tv) return args;
  const v = String(args[key]);
  const forms = [
    () => ({ ...args, [key]: ` ${v}` }),
    () => ({ ...args, [key]: /[a-z]/.test(v) ? v.toUpperCase() : v.toLowerCase() }),
    () => ({ ...args, [key]: `${v} ` }),
    () => Object.fromEntries(Object.entries(args).reverse().concat([["verbose", false]])),
    () => ({ ...args, [key]: `${v}\n` }),
    () => ({ ...args, include: "all" }),
    () => Object.fromEntries(Object.entries({ ...args, [key]: v.trim() }).reverse()),
  ];
  return forms[(tv - 1) % forms.length]();
}

const ERR = {
  http(run, o) {
    const r = run.r;
    const code = o.code ?? r.pick([502, 503, 504]);
    const txt = { 429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout" }[code];
    return `HTTP/1.1 ${code} ${txt}\ndate: ${new Date(run.clock.ms()).toUTCString()}\ncontent-type: application/json\nx-request-id: ${uuid(r)}\n${code === 429 || code === 503 ? `retry-after: ${r.pick([5, 10, 30, 60])}\n` : ""}server: ${o.server ?? "envoy"}\n\n${JSON.stringify({ error: o.error ?? "upstream_unavailable", message: o.msg ?? `upstream connect error or disconnect/reset before headers. reset reason: connection failure`, upstream: o.host })}`;
  },
  py(run, o) {
    const r = run.r;
    return `Traceback (most recent call last):\n  File "/app/.venv/lib/python3.11/site-packages/urllib3/connection.py", line 203, in _new_conn\n    sock = connection.create_connection(\n  File "/app/.venv/lib/python3.11/site-packages/urllib3/util/connection.py", line 85, in create_connection\n    raise err\nTimeoutError: timed out\n\nThe above exception was the direct cause of the following exception:\n\nrequests.exceptions.ConnectTimeout: HTTPSConnectionPool(host='${o.host}', port=443): Max retries exceeded with url: ${o.path} (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f${r.hex(10)}>, 'Connection to ${o.host} timed out. (connect timeout=${o.timeout ?? 10})'))`;
  },
  node(run, o) {
    const r = run.r;
    const ip = `10.${r.int(0, 40)}.${r.int(0, 255)}.${r.int(2, 250)}`;
    return `Error: connect ECONNREFUSED ${o.ip ?? ip}:${o.port ?? 443}\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1607:16) {\n  errno: -111,\n  code: 'ECONNREFUSED',\n  syscall: 'connect',\n  address: '${o.ip ?? ip}',\n  port: ${o.port ?? 443}\n}`;
  },
  go(run, o) {
    return `Error: Get "https://${o.host}${o.path}": dial tcp ${o.ip ?? "10.20.4.11"}:${o.port ?? 443}: i/o timeout\nexit status 1`;
  },
  grpc(run, o) {
    return `rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp ${o.ip ?? "10.8.1.40"}:${o.port ?? 9090}: connect: connection refused"\n(attempt took ${run.r.int(900, 3100)}ms, grpc-status-details-bin absent)`;
  },
};
export const errText = (run, fam, o) => ERR[fam](run, o);

/** Fills a kit spec with default renderers. */
export function makeKit(spec) {
  const k = { ...spec };
  k.rd ??= (run, id, v = 0, tv = 0) => [k.read.tool, trivial(k.read.args(id), tv, k.read.key), (run) => run.out(k.read.rec(sub(run, `rd${id}|${v}`), id, v, run), { root: k.read.root })];
  k.rel ??= (run, id, v = 0) => [k.rel2.tool, k.rel2.args(id), (run) => run.out(k.rel2.rec(sub(run, `rel${id}|${v}`), id, v, run), { root: k.rel2.root })];
  k.srch ??= (run, q, key, n = 3, tv = {}) => [
    k.search.tool,
    { [k.search.key]: q, ...(k.search.extra ?? {}), ...tv },
    (run) => {
      const sr = sub(run, `hits${key}`);
      const hits = n ? Array.from({ length: n }, (_, i) => k.search.hit(sr, i, key)) : [];
      hits.forEach((h) => {
        if ("score" in h) h.score = +(h.score + (run.r() - 0.5) * 0.01).toFixed(4);
      });
      if (k.search.render) return k.search.render(run, q, hits);
      return run.out({ query: q, total: hits.length, hits }, { root: "search" });
    },
  ];
  k.page ??= (run, p, n = 5, last = false, key = "") => [
    k.list.tool,
    k.list.args(p),
    (run) => {
      const sr = sub(run, `page${key}${p}`);
      const rows = Array.from({ length: n }, (_, i) => k.list.row(sr, p * 100 + i));
      const next = last ? null : k.list.cursor ? k.list.cursor(sub(run, `cur${key}${p}`), p + 1) : p + 1;
      if (run.style === "text" || run.style === "dots") return `${table(rows)}\n(${rows.length} rows, page ${p})  next=${next ?? "null"}  ${run.nk[0]}=${uuid(run.r)}`;
      return run.out({ items: rows, page: p, next }, { root: "list" });
    },
  ];
  k.docOut ??= (run, from, to) => {
    run.doc ??= k.doc.lines(sub(run, "doc"), run);
    const ls = run.doc.slice(from - 1, to);
    return `${k.doc.header ? k.doc.header(run, from, to) + "\n" : ""}${ls.map((l, i) => `${String(from + i).padStart(5)}  ${l}`).join("\n")}\n[lines ${from}-${Math.min(to, run.doc.length)} of ${run.doc.length}]`;
  };
  k.rdoc ??= (run, from, to) => [k.doc.tool, k.doc.args(from, to), (run) => k.docOut(run, from, to)];
  k.docLen = (run) => {
    run.doc ??= k.doc.lines(sub(run, "doc"), run);
    return run.doc.length;
  };
  k.jstart ??= (run, id, attempt = 0) => {
    const jid = k.job.jid(sub(run, `job${id}|${attempt}`), attempt);
    return { jid, call: [k.job.start, k.job.startArgs(id, attempt), (run) => run.out({ id: jid, state: "queued", submitted_at: run.clock.isoS(), ...(k.job.startExtra?.(run, id) ?? {}) }, { root: "job" })] };
  };
  k.jstat ??= (run, jid, st) => [
    k.job.status,
    k.job.statusArgs(jid),
    (run) => {
      const body = { id: jid, state: st.state, phase: st.phase, progress: st.total ? { done: st.done, total: st.total, pct: Math.round((100 * st.done) / st.total) } : undefined, heartbeat_at: run.clock.isoS(), ...(st.extra ?? {}) };
      if (!body.progress) delete body.progress;
      if (k.job.render) return k.job.render(run, body);
      return run.out(body, { root: "job" });
    },
  ];
  k.jlog ??= (run, jid, fail) => [k.job.log, k.job.logArgs(jid), (run) => k.job.failLog(run, jid, fail)];
  k.depCall ??= (run, id, tv, ok) => [
    k.dep.tool,
    k.dep.args(id, tv),
    (run) => (ok ? run.out(k.dep.ok(sub(run, `dep${id}`), id, run), { root: "result" }) : errText(run, k.dep.fam, { host: k.dep.host, path: k.dep.path(id), ...(k.dep.errOpts ?? {}) })),
    !ok,
  ];
  k.sleep ??= (run, s) => {
    const w = k.wait ?? { tool: "sleep", key: "seconds" };
    return [w.tool, { [w.key]: s }, (run) => {
      run.clock.add(s);
      return w.render ? w.render(run, s) : `slept ${s}s`;
    }];
  };
  k.ask ??= (run, question, answer) => [
    k.askTool ?? "ask_human",
    { question, ...(k.askExtra ?? {}) },
    (run) =>
      run.out(
        answer == null
          ? { status: "no_response", waited_s: run.r.pick([0, 0, 30, 60]), channel: k.askChannel ?? "slack", message_id: run.r.alnum(10), note: "No reply from the requester yet." }
          : { status: "answered", by: k.staff, answer, message_id: run.r.alnum(10) },
        { root: "ask" },
      ),
  ];
  k.lockCall ??= (run, holder, ok, since, step) => [
    k.lock.tool,
    k.lock.args(),
    (run) =>
      ok
        ? run.out({ acquired: true, lock: k.lock.name, holder: run.session, lease_s: 900, fencing_token: run.r.int(1000, 99999) }, { root: "lock" })
        : run.out({ acquired: false, lock: k.lock.name, held_by: holder, held_since: since, age_s: Math.round((run.clock.ms() - Date.parse(since)) / 1000), ...(step ? { holder_step: step } : {}), error: "LOCK_HELD" }, { root: "lock" }),
    !ok,
  ];
  k.askAgent ??= (run, agent, question, ans) => [
    k.agents.tool,
    { [k.agents.key ?? "agent"]: agent, [k.agents.qkey ?? "message"]: question },
    (run) => run.out({ agent, reply: ans.reply, verdict: ans.verdict, tokens: run.r.int(300, 2400), latency_ms: run.r.int(1800, 14000) }, { root: "agent" }),
  ];
  k.chatRead ??= (run, msgs) => [
    k.chat.read,
    k.chat.readArgs(),
    (run) => {
      const rows = msgs.map((m) => ({ ts: m.ts, user: m.user, text: m.text }));
      if (run.style === "text" || run.style === "dots") return `#${k.chat.channel}\n${rows.map((x) => `[${x.ts}] <${x.user}> ${x.text}`).join("\n")}`;
      return run.out({ channel: k.chat.channel, messages: rows, has_more: false }, { root: "history" });
    },
  ];
  k.chatPost ??= (run, text, ts) => [k.chat.post, { channel: k.chat.channel, text }, (run) => run.out({ ok: true, channel: k.chat.channelId, ts }, { root: "post" })];
  k.applyCall ??= (run, manifest, changed) => [k.cfg.apply, k.cfg.applyArgs(manifest), (run) => k.cfg.applyOut(run, changed)];
  k.diffCall ??= (run, diffs) => [k.cfg.diff, k.cfg.diffArgs(), (run) => k.cfg.diffOut(run, diffs)];
  return k;
}

export { fmt, table, uuid };
