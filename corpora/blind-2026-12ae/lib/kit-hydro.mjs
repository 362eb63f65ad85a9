// Coastal hydrographic survey company (Constanța); staff write Crimean Tatar. Agno + DeepSeek.
import { localIso, localClock, localDate, tzOffset, http, httpDate, etagOf } from "./util.mjs";
import { makeGeneric } from "./generic.mjs";

const tz = (t) => tzOffset(k, t);
const ts = (t) => `${localDate(t, tz(t))} ${localClock(t, tz(t), true)}`;
const SURVEYORS = ["Server Useinov", "Lenara Abduramanova", "Ernest Sultanov", "Ayşe Kurtseitova", "Ivan Popescu"];

const k = {
  key: "hydro-survey-crh",
  langName: "Crimean Tatar (Latin)",
  agent: "survey-operations assistant of a coastal hydrographic survey (line plans, line QC, processing, tide gauges, MRU/heave, deliverables)",
  framework: "Agno (Python) + DeepSeek",
  idStyle: "deepseek",
  models: ["deepseek-chat", "deepseek-chat-v3-0324"],
  tzMin: 120,
  dst: "eu",
  isErrorFlag: false,
  thought: false,
  names: { solo: "survey_ops", triage: "survey_ops", specialist: "processing_agent" },
  tools: {
    get: "survey_line_get",
    list: "survey_lines_list",
    check: "line_qc_check",
    update: "survey_line_update",
    jobStart: "processing_job_start",
    jobStatus: "processing_job_status",
    ext: "tide_gauge_fetch",
    log: "acquisition_log_search",
    series: "mru_heave_series",
    batch: "deliverables_submit",
    toSpec: "transfer_task_to_processing_agent",
    toTriage: "transfer_task_to_survey_ops",
    notify: "telegram_send",
    inbox: "telegram_read",
    sleep: "sleep",
  },
  hosts: ["survey-db-01"],
  styles: { get: "kv", check: "fixed", list: "csv", update: "json", job: "yaml", series: "csv", batch: "json", reqId: "uuid" },
  res: "/lines",
  screenTitle: "[line]",
  checkTitle: "Line QC",
  ruleset: "IHO S-44 Order 1a",
  logCmd: "qlog",
  listFilter: "planned",
  doneStatus: "qc_passed",
  batchNoun: "line deliverables",
  system: () =>
    "You are survey_ops, the operations assistant of a coastal hydrographic survey (project CT-HS-26-04, port approaches). You manage survey lines, run line QC against IHO S-44 Order 1a, start processing jobs, fetch tide-gauge data, read the acquisition log and MRU heave, and submit deliverables to the hydrographic office. The crew writes Crimean Tatar; answer in English unless asked. Processing questions can be transferred to processing_agent.",
  entity(r, i, R) {
    R.base_ln ??= r.int(100, 800);
    return {
      id: `L-${String(R.base_ln + i).padStart(4, "0")}`,
      project: "CT-HS-26-04",
      vessel: "MV Delfin 2",
      length_km: r.float(1.2, 6.8, 2),
      speed_kn: r.pick([4.5, 5.0, 5.5]),
      line_spacing_m: 48,
      svp_cast: `SVP-${r.int(400, 460)}-0${r.int(1, 4)}`,
      surveyor: r.pick(SURVEYORS),
      coverage_pct: r.float(96, 100, 1),
      status: "planned",
      _v: r.int(1, 4),
    };
  },
  show(e) {
    const o = { line: e.id, project: e.project, vessel: e.vessel, length_km: e.length_km, speed_kn: e.speed_kn, line_spacing_m: e.line_spacing_m, svp_cast: e.svp_cast, surveyor: e.surveyor, coverage_pct: e.coverage_pct, status: e.status };
    if (e.hold_reason) o.hold = e.hold_reason;
    if (e.mru) o.mru = e.mru;
    o.rev = e._v;
    return o;
  },
  listCols: ["line", "length_km", "speed_kn", "svp_cast", "status"],
  listRow: (e) => [e.id, e.length_km, e.speed_kn, e.svp_cast, e.status],
  rules: [
    { code: "SVP-AGE", field: "svp_cast", bad: () => "SVP-0412-03", good: () => "SVP-0413-01", msg: (e) => `sound velocity profile ${e.svp_cast} is 9.2 h old (limit 6 h)` },
    { code: "SPEED", field: "speed_kn", bad: () => 7.5, good: () => 5.5, msg: (e) => `planned speed ${e.speed_kn} kn exceeds 6.0 kn for the ping rate at 14–18 m depth` },
    { code: "OVERLAP", field: "line_spacing_m", bad: () => 60, good: () => 48, msg: (e) => `line spacing ${e.line_spacing_m} m gives 12% swath overlap (< 25%)` },
  ],
  hold(e) {
    e.status = "suspended";
    e.hold_reason = "sector B closed to survey traffic by harbour master notice HM-26/118";
    return { code: "AREA-CLOSED", sev: "block", msg: "survey sector B closed by harbour master notice HM-26/118 (no end time given)" };
  },
  stuckFinding: () => ({ code: "TIDE-REF", sev: "error", msg: "tide reduction uses gauge CT-01 whose datum offset is unpublished (hydrographic office data, read-only)" }),
  missing: { field: "surveyor", label: "surveyor in charge" },
  idVariants: (e) => [{ line_id: e.id.toLowerCase() }, { line_id: e.id.replace("L-", "L") }, { line_id: e.id, project: "ct-hs-26-04" }, { line_id: ` ${e.id}` }, { line_id: e.id, units: "metric" }, { line_id: e.id.replace("L-", "L-0") }],
  flow: ["replanned", "acquiring", "acquired", "qc_passed", "processed"],
  advance(e, i) {
    e.status = k.flow[Math.min(i, k.flow.length - 1)];
    e._v++;
    if (i >= 2) e.coverage_pct = Math.min(100, e.coverage_pct + 1.1);
  },
  tune: {
    field: "line_spacing_m",
    label: "swath overlap",
    initial: "12%",
    steps: [
      { value: 55, reading: "18%", pass: false },
      { value: 52, reading: "21%", pass: false },
      { value: 48, reading: "27%", pass: true },
    ],
    finding: (e, reading) => ({ code: "OVERLAP", sev: "error", msg: `line spacing ${e.line_spacing_m} m gives ${reading} swath overlap (< 25%)` }),
  },
  job: {
    id: (r) => `proc-${r.lowernum(10)}`,
    stages: ["import_raw", "apply_svp", "tide_reduce", "cube_surface", "qc_export"],
    total: (r) => r.int(400000, 1900000),
    unit: "pings",
    worker: (r) => `proc-node-${r.int(1, 3)}`,
    result: (e, r) => ({ surface: `CT-HS-26-04_${e.id}_0.5m.csar`, tvu_within_spec_pct: r.float(97.5, 99.8, 1), holidays: r.int(0, 4) }),
    summary: (x) => `Surface ${x.surface}; ${x.tvu_within_spec_pct}% of nodes within TVU, ${x.holidays} holidays.`,
  },
  ext: {
    name: "tide-gauge service",
    host: "tides.dhm.example.ro",
    client: "cths2604",
    limit: 200,
    server: "Apache/2.4.57",
    deadKinds: ["down", "timeout", "refused"],
    downMsg: "tide gauge data service unavailable (database maintenance)",
    ok: (e, state) => (state === "pending" ? { gauge: "CT-01", datum: "Sulina MN75", datum_offset_m: null, status: "offset unpublished" } : { gauge: "CT-01", datum: "Sulina MN75", datum_offset_m: -0.214, interval_min: 6, readings: [0.132, 0.141, 0.150, 0.146, 0.139] }),
    summary: (e, d) => `Gauge ${d.gauge}: datum ${d.datum}, offset ${d.datum_offset_m} m, ${d.readings.length} six-minute readings (${d.readings.join(", ")} m).`,
  },
  logSource: () => "acq/Delfin2/qinsy.log",
  logLine(e, t, r) {
    return `${ts(t)} ${r.pick([`[MBES] ping ${r.int(100000, 999999)} depth ${r.float(12, 19, 2)} m beams 512 q=3`, `[GNSS] RTK fixed hdop ${r.float(0.6, 1.1, 1)} sats ${r.int(14, 22)}`, `[MRU] heave ${r.float(-0.4, 0.4, 2)} roll ${r.float(-2, 2, 1)} pitch ${r.float(-1, 1, 1)}`, `[SVS] c=${r.float(1488, 1496, 1)} m/s`, `[LOG] file ${e.id}_${r.int(1, 9)}.db ${r.int(100, 900)} MB`])}`;
  },
  logEvent: (e, t, rule) => `${ts(t)} [PLAN] ${e.id} loaded from line plan rev 7: ${rule.field}=${JSON.stringify(rule.bad(e))}`,
  logPattern: "PU timeout",
  logPatternVariants: ["pu timeout", "MBES stopped", "timeout", "PU.*timeout"],
  logFound: (e, t) => [`${ts(t)} [MBES] PU communication timeout (no data 5.0 s)`, `${ts(t + 400)} [LOG] logging stopped on ${e.id}`, `${ts(t + 188000)} [MBES] PU reconnected, logging resumed`],
  logAnswer: (e, t) => `MBES logging on ${e.id} stopped at ${localClock(t, tz(t))} after a processing-unit communication timeout (no data for 5 s); it reconnected and logging resumed about three minutes later.`,
  series: { spike: 0.8, name: "heave", unit: "m", dayBase: (r) => r.float(0.2, 0.9, 2), round: (v) => Math.max(0, Math.round(v * 100) / 100), jitter: 0.04, winStartH: 10 },
  watch: {
    stopped(e) {
      e.mru = "STALE: no datagram on UDP 5602 for > 30 min (last value held)";
      return { value: 0.86, note: "MRU stale, last value held" };
    },
    recovering(e) {
      e.mru = "ok";
      return { start: 0.92, target: 0.44, jitter: 0.03, states: ["ok", "ok", "ok", "ok"] };
    },
    setState(e, s) {
      e.mru = s;
    },
    progressLine: (e, i, t) => `${ts(t)} [MRU] heave rms ${[0.84, 0.71, 0.6, 0.52, 0.46][Math.min(i, 4)]} m`,
    label: () => "sensor=mru5",
    labels: () => ({ sensor: "mru5", vessel: "Delfin 2" }),
    doneText: (e, v) => `Heave is down to ${v} m rms, under the 0.5 m limit; ${e.id} can resume.`,
  },
  handoff: {
    toSpec: (e, c) => (c === 0 ? `${e.id}: tide reduction blocked, please process` : `${e.id}: still blocked on tide reduction`),
    question: () => "The datum offset is hydrographic-office data; survey ops has to request it.",
    back: (e) => `${e.id}: CT-01 datum offset unpublished; survey ops to request from the hydrographic office`,
    inform: (e) => `${e.id} tüzetildi, QC keçti.`,
  },
  person: {
    name: "Server Useinov",
    channel: "HS-26-04 crew",
    old: (R) => [{ from: "Server Useinov", t: R.t - 6 * 3600000, text: "Selâm, bugün Delfin 2 saat 7-de çıqa.", unread: false }],
    ask: (e, i) => [`Server bey, ${e.id} hattını yarınğa qaldırıp olamızmı?`, `Server bey, ${e.id}: cevabıñızğa muhtacmız.`, `Hatırlatma: ${e.id}.`, `${e.id} — evet mi, yoq mı?`][i % 4],
    reply: (e) => `Olur, ${e.id} hattını yarın yapıñız.`,
    change: () => ({ status: "rescheduled" }),
  },
  summaryText: (ok, n, done) =>
    ok
      ? `<memory summary> User asked: QC the ${n} planned lines and fix plan errors. Done: ${done.join(", ")}. Left: ${n - done.length}. </memory summary>`
      : `<memory summary> User asked: QC the ${n} planned lines and fix plan errors. </memory summary>`,
  args: {
    get: (e) => ({ line_id: e.id }),
    check: (e) => ({ line_id: e.id, standard: "S-44 1a" }),
    update: (e, ch) => ({ line_id: e.id, values: ch }),
    list: (m) => ({ project: "CT-HS-26-04", status: m.filter ?? "planned", ...(m.cursor ? { cursor: m.cursor } : {}), limit: m.size ?? 25 }),
    jobStart: (e) => ({ line_id: e.id, resolution_m: 0.5 }),
    jobStatus: (j) => ({ job_id: j.id }),
    ext: (e, x) => ({ gauge: "CT-01", window_h: 24, ...(x ?? {}) }),
    log: (e, n, m) => ({ lines: n, ...(m.grep ? { grep: m.grep } : {}) }),
    series: (e, m) => ({ sensor: "mru5", from: localIso(m.from, tz(m.from)), to: localIso(m.to, tz(m.to)), step_s: m.step }),
    batch: (ids, x) => ({ line_ids: ids.map((i) => i.id ?? i), recipient: "hydrographic-office", ...(x ?? {}) }),
    handoff: (note) => ({ task_description: note }),
    notify: (to, text) => ({ chat: "HS-26-04 crew", text }),
    inbox: () => ({ chat: "HS-26-04 crew", limit: 10 }),
    sleep: (s) => ({ seconds: s }),
  },
  text: {
    hello: "Selâm,",
    then: "Soñ:",
    done: "Tamam.",
    note: "Malümat:",
    again: "Bir daa baq, lütfen.",
    everyTen: "Er 10 daqiqada baq, bitkence, lütfen.",
    sweep: (n) => `evelâ plan etilgen ${n} hattı baqıp çıq ve yañlış olğanlarını tüzet, lütfen.`,
    sweepOnly: (e, x) => `plan etilgen ${x.n} hattınıñ QC-sini yap ve yañlışlarnı tüzet, lütfen.`,
    status: (e) => `${e.id} hattınen ne oldı? Alğa ketmey. Neni bekley, aytıñız lütfen.`,
    field: (e) => `${e.id} hattınıñ mesul surveyorı kim? Adı maña kerek.`,
    daily: (e, x) => `${x.d1} – ${x.d2} arasında er kün içün heave degerlerini ber (${e.id}).`,
    pass: (e) => `${e.id} hattı QC teftişinden keçmey. Keçecek etip tüzet, lütfen.`,
    ext: (e) => `Tide gauge hızmetinden ${e.id} içün suv seviyesi malümatını al.`,
    job: (e) => `${e.id} içün işleme (processing) işini başlat ve bitkende maña ayt.`,
    watch: (e) => `Heave 0.5 m-den aşağı tüşkence baqıp tur, soñ maña ayt (${e.id}).`,
    pages: () => `Bu proyektte qaç hat plan etilgen? Episini say, tek birinci saifede toqtama.`,
    logs: (e) => `Acquisition log-ta baq: ${e.id} hattında MBES ne vaqıt toqtadı ve ne sebepten?`,
    peak: (e, x) => `${x.day} künü ${x.from} – ${x.to} arasında heave ne vaqıt eñ yüksek edi?`,
    batch: (e, x) => `${x.n} hattınıñ fayllarını hidrografiya idaresine yiber.`,
    case: (e) => `${e.id} meselesini al; processing ekibi baqmalı.`,
    ask: (e, x) => `${x.person}-dan sora: ${e.id}-ni yarınğa qaldırıp olamızmı, soñ qayd et.`,
    countAnswer: (total, pages) => `There are ${total} planned lines in CT-HS-26-04 (${pages} pages).`,
  },
};
k.render = makeGeneric(k);
// line records print INI-style; the tide service answers XML
k.render.get = (e, ctx) => {
  const o = k.show(e);
  return `[line ${e.id}]\n${Object.entries(o)
    .map(([a, b]) => `${a} = ${b}`)
    .join("\n")}\n; read ${ctx.iso()} from survey-db-01 (${ctx.dur} ms) etag=${etagOf(o).slice(0, 12)}`;
};
k.render.extOk = (e, ctx, d) =>
  http(200, "OK", { Date: httpDate(ctx.t), "Content-Type": "application/xml", ETag: `"${etagOf(d)}"`, Server: "Apache/2.4.57" }, `<?xml version="1.0"?>\n<TideData gauge="${d.gauge}" datum="${d.datum}" datumOffset="${d.datum_offset_m ?? ""}" generated="${ctx.iso()}">\n${(d.readings ?? []).map((v, i) => `  <r t="${ctx.iso(ctx.t - (d.readings.length - i) * 360000).slice(0, 16)}" h="${v}"/>`).join("\n")}${d.status ? `\n  <status>${d.status}</status>` : ""}\n</TideData>`);
k.render.sleep = (s) => `Slept for ${s} seconds`;
export default k;
