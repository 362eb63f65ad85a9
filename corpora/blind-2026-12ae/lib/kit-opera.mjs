// Opera house production office (Zürich), staff write Swiss German (Züritüütsch). LangGraph + OpenAI.
import { localIso, localClock, localDate, z2, tzOffset } from "./util.mjs";
import { makeGeneric } from "./generic.mjs";

const TZ = 60;
const PRODS = [
  ["TOS", "Tosca"],
  ["ZAU", "Die Zauberflöte"],
  ["ROS", "Der Rosenkavalier"],
  ["TRA", "La traviata"],
  ["WOZ", "Wozzeck"],
  ["CEN", "La Cenerentola"],
];
const GROUPS = [
  ["Chor", 62],
  ["Orchester", 78],
  ["Solisten", 9],
  ["Statisterie", 24],
  ["Technik", 31],
  ["Ballett", 36],
];
const ROOMS = [
  ["Hauptbühne", 300],
  ["Probebühne 1", 120],
  ["Probebühne 2", 40],
  ["Chorsaal", 90],
  ["Studiobühne", 60],
];
const PEOPLE = ["Gianandrea Rossi", "Marta Eberle", "Jonas Imhof", "Keri-Lynn Moser", "Fabio Luisi-Steiner"];
const tz = (t) => tzOffset(k, t);
const ts = (t) => `${localDate(t, tz(t))} ${localClock(t, tz(t))}`;
const restH = (start) => {
  const [h, m] = start.split(":").map(Number);
  return ((h * 60 + m + 24 * 60 - (22 * 60 + 40)) / 60).toFixed(1);
};

const k = {
  key: "opera-production-gsw",
  langName: "Swiss German (Zürich)",
  agent: "production-office assistant of an opera house (rehearsal calls, call-board, surtitles, staff plan)",
  framework: "LangGraph (create_react_agent) + OpenAI",
  idStyle: "openai",
  models: ["gpt-4.1-2025-04-14", "gpt-4.1-mini-2025-04-14"],
  tzMin: TZ,
  dst: "eu",
  thought: false,
  names: { solo: null, triage: "production_office", specialist: "disposition_agent" },
  tools: {
    get: "rehearsal_call_get",
    list: "rehearsal_calls_list",
    check: "gav_rest_rules_check",
    update: "rehearsal_call_update",
    jobStart: "surtitle_render_start",
    jobStatus: "surtitle_render_status",
    ext: "staffplan_availability",
    log: "showcontrol_log_search",
    series: "ticket_sales_series",
    batch: "callboard_publish",
    toSpec: "transfer_to_disposition_agent",
    toTriage: "transfer_to_production_office",
    notify: "teams_post",
    inbox: "teams_channel_read",
    sleep: "sleep",
  },
  hosts: ["callboard-api-7d9c5b-2xk4q", "callboard-api-7d9c5b-h8mzt", "callboard-api-7d9c5b-qq91f"],
  styles: { get: "yaml", check: "json", list: "md", update: "json", job: "json", series: "csv", batch: "json", reqId: "uuid" },
  res: "/v2/calls",
  checkTitle: "GAV rest rules",
  ruleset: "GAV-Buehne-2024.2",
  logCmd: "showlog",
  listFilter: "open",
  doneStatus: "checked",
  batchNoun: "rehearsal calls",
  system: () =>
    "You are the production-office assistant of an opera house. You manage rehearsal calls (Probe-Ufgebot), the call-board, surtitle renders and the staff plan. Staff write Swiss German; answer in English unless asked otherwise and keep staff-facing messages short. Use the tools; never invent values. The collective agreement (GAV) requires 11 h rest between services. Tools: rehearsal_call_get, rehearsal_calls_list, gav_rest_rules_check, rehearsal_call_update, surtitle_render_start, surtitle_render_status, staffplan_availability, showcontrol_log_search, ticket_sales_series, callboard_publish, teams_post, teams_channel_read, sleep, transfer_to_disposition_agent, transfer_to_production_office.",
  entity(r, i, R) {
    R.base_op ??= r.int(1100, 7800);
    const p = r.pick(PRODS);
    const g = r.pick(GROUPS);
    const room = g[1] > 60 ? r.pick([ROOMS[0], ROOMS[3]]) : r.pick(ROOMS);
    const day = localDate(R.t + r.int(1, 12) * 86400000, tz(R.t));
    const sh = r.pick([10, 10, 11, 14, 15, 19]);
    return {
      id: `RC-26-${R.base_op + i}`,
      production: p[1],
      prod_code: p[0],
      group: g[0],
      headcount: g[1],
      stage: room[0],
      date: day,
      start: `${z2(sh)}:${r.pick(["00", "30"])}`,
      end: `${z2(sh + r.pick([2, 3]))}:${r.pick(["00", "30"])}`,
      conductor: r.pick(PEOPLE),
      status: "draft",
      contact_phone: `+41 44 268 ${r.int(60, 69)} ${r.int(10, 99)}`,
      _v: r.int(1, 5),
    };
  },
  show(e) {
    const o = {
      call_id: e.id,
      production: `${e.production} (${e.prod_code})`,
      group: e.group,
      headcount: e.headcount,
      venue: e.stage,
      date: e.date,
      start: e.start,
      end: e.end,
      conductor: e.conductor,
      status: e.status,
      contact_phone: e.contact_phone,
    };
    if (e.hold_reason) o.hold_reason = e.hold_reason;
    if (e.reviewer) o.reviewer = e.reviewer;
    if (e.review_note) o.review_note = e.review_note;
    if (e.kind) o.type = e.kind;
    if (e.sales) o.public_sales = e.sales;
    o.version = e._v;
    return o;
  },
  listCols: ["call_id", "production", "group", "date", "start", "venue", "status"],
  listRow: (e) => [e.id, e.prod_code, e.group, e.date, e.start, e.stage, e.status],
  rules: [
    { code: "GAV-R11", field: "start", bad: () => "08:30", good: () => "10:00", msg: (e) => `rest period ${restH(e.start)} h before call start ${e.start} < 11 h (previous service ended 22:40)` },
    { code: "CB-PHONE", field: "contact_phone", bad: () => null, good: (e) => `+41 44 268 6${e.id.slice(-1)} 1${e.id.slice(-1)}`, msg: () => "no contact phone for call-board SMS" },
    { code: "VEN-CAP", field: "stage", bad: () => "Probebühne 2", good: () => "Chorsaal", msg: (e) => `venue ${e.stage} holds 40 persons; group ${e.group} has ${e.headcount}` },
  ],
  hold(e) {
    e.status = "on_hold";
    e.hold_reason = "overtime service needs approval by Orchesterdirektion (request OD-4471)";
    return { code: "OT-APPROVAL", sev: "block", msg: "call exceeds weekly service quota by 1; overtime approval OD-4471 is open (assigned: Orchesterdirektion)" };
  },
  stuckFinding: (e) => ({ code: "GAV-R11", sev: "error", msg: `rest period 10.2 h after performance ${e.prod_code} on the previous evening (ended 23:05, source: season schedule, read-only) < 11 h` }),
  missing: { field: "conductor", label: "conductor" },
  idVariants: (e) => [{ call_id: e.id.toLowerCase() }, { call_id: ` ${e.id} ` }, { call_id: e.id.replace(/-/g, "") }, { call_id: e.id, lang: "de" }, { call_id: e.id.replace("RC-26-", "RC-2026-") }, { call_id: e.id, fresh: true }],
  flow: ["resubmitted", "in_review", "review_ok", "approved", "published"],
  advance(e, i) {
    e.status = k.flow[Math.min(i, k.flow.length - 1)];
    e._v++;
    if (i >= 1) e.reviewer = "K. Brunner (Disposition)";
    if (i === 2) e.review_note = "Raum bestätigt, warte auf Chordirektion";
    if (i >= 3) e.review_note = "freigegeben";
  },
  tune: {
    field: "start",
    label: "rest period",
    initial: "9.8 h",
    steps: [
      { value: "09:00", reading: "10.3 h", pass: false },
      { value: "09:30", reading: "10.8 h", pass: false },
      { value: "10:00", reading: "11.3 h", pass: true },
    ],
    finding: (e, reading) => ({ code: "GAV-R11", sev: "error", msg: `rest period ${reading} before call start < 11 h (previous service ended 22:40)` }),
  },
  job: {
    id: (r) => "sur-" + r.hex(8),
    stages: ["parse_libretto", "align_cues", "render_de", "render_en", "package_ledwall"],
    total: (r) => r.int(480, 920),
    unit: "cues",
    worker: (r) => `render-0${r.int(1, 4)}.buehne.lan`,
    result: (e, r) => ({ files: [`${e.prod_code.toLowerCase()}_de.stl`, `${e.prod_code.toLowerCase()}_en.stl`], warnings: r.int(0, 4) }),
    summary: (res) => `Files: ${res.files.join(", ")}; ${res.warnings} timing warnings to review.`,
  },
  ext: {
    name: "Staffplan",
    host: "staffplan.opernhaus.internal",
    client: "prod-office-agent",
    limit: 300,
    server: "envoy",
    deadKinds: ["down", "timeout", "gateway"],
    downMsg: "Staffplan in maintenance (payroll close) until 18:00",
    ok: (e, state) => ({
      group: e.group,
      date: e.date,
      total: e.headcount,
      available: state === "pending" ? e.headcount - 1 : e.headcount - 3,
      conflicts: state === "pending" ? [{ person: "P-20931", reason: "overtime approval OD-4471 open" }] : [{ person: "P-20417", reason: "Ferien" }, { person: "P-21188", reason: "krank" }, { person: "P-20031", reason: "Gastspiel Luzern" }],
      source: "staffplan v5.12",
    }),
    summary: (e, d) => `Availability for ${e.group} on ${e.date}: ${d.available}/${d.total}; conflicts: ${d.conflicts.map((c) => `${c.person} (${c.reason})`).join(", ")}.`,
  },
  logSource: (e) => `/srv/showcontrol/logs/${e.prod_code.toLowerCase()}.log`,
  logLine(e, t, r) {
    const n = r.int(100, 340);
    return `${ts(t)} ${r.pick([`[SM] LX ${n} GO`, `[SM] SQ ${n - 60} GO`, `[FLY] Zug ${r.int(3, 38)} ${r.pick(["in", "out"])} ok ${r.float(4, 19, 1)}s`, `[SM] Standby Fly ${r.int(3, 38)}`, `[PROMPT] Seite ${r.int(20, 180)}`, `[SM] LX ${n}.5 GO`, `[AV] Übertitel cue ${n + 200}`])}`;
  },
  logEvent: (e, t, rule) => `${ts(t)} [CALLBOARD] ${e.id} imported from Disposition export (row ${e.id.slice(-3)}): ${rule.field}=${JSON.stringify(rule.bad(e))}`,
  logPattern: "Zug 14",
  logPatternVariants: ["zug 14", "Zug14", "FLY.*14", "Z14 STOP"],
  logFound: (e, t) => [`${ts(t)} [FLY] Zug 14 STOP Schlaffseilüberwachung ausgelöst bei 7.42 m`, `${ts(t + 9000)} [SM] Hold – Zug 14 steht, Szene angehalten`, `${ts(t + 251000)} [FLY] Zug 14 Reset durch Bühnenmeister, Fahrt fortgesetzt`],
  logAnswer: (e, t) => `Fly bar 14 (Zug 14) stopped at ${localClock(t, tz(t))}: the slack-rope monitor tripped at 7.42 m. The stage manager held the scene; the stage foreman reset it about four minutes later (${localClock(t + 251000, tz(t))}) and the move completed.`,
  series: { spike: 1.5, name: "ticket_sales", unit: "tickets", dayBase: (r) => r.int(18, 70), round: (v) => Math.max(0, Math.round(v)), jitter: 5, winStartH: 10 },
  watch: {
    stopped(e) {
      e.kind = "öffentliche Generalprobe";
      e.sales = "paused (Kassensystem gesperrt, Ticket INC-8812 bei Vendor)";
      return { value: 0, note: "channel webshop: paused" };
    },
    recovering(e) {
      e.kind = "öffentliche Generalprobe";
      e.sales = "restarting";
      return { start: 0, target: 24, jitter: 2, states: ["restarting", "open (webshop only)", "open", "open", "open"] };
    },
    setState(e, s) {
      e.sales = s;
    },
    progressLine: (e, i, t) => `${ts(t - 30000)} [TIX] ${e.id} sales channel webshop: ${["reconnect ok", "seat map synced", "orders flowing", "queue drained", "normal"][Math.min(i, 4)]}`,
    label: (e) => `event=${e.id}`,
    labels: (e) => ({ event: e.id, channel: "webshop" }),
    doneText: (e, v) => `Public sales for the dress rehearsal ${e.id} (${e.production}) are running again: ${v} tickets in the latest 3-minute bucket.`,
  },
  handoff: {
    toSpec: (e, c) => (c === 0 ? `${e.id}: GAV rest-time conflict, needs rescheduling` : `${e.id}: please reschedule, rest-time conflict still open`),
    question: () => "The conflict comes from the season schedule, which only the production office can have changed.",
    back: (e, c) => `${e.id}: conflict source is the performance schedule (read-only for disposition); production office must decide`,
    inform: (e) => `${e.id} isch korrigiert und bestätigt.`,
  },
  person: {
    name: "Karin Brunner",
    channel: "#dispo-probenplan",
    old: (R) => [{ from: "Karin Brunner", t: R.t - 3 * 3600000, text: "Morge zäme, de Probeplan KW 12 isch online.", unread: false }],
    ask: (e, i) => [`@Karin Brunner Dörfed mir ${e.id} (${e.production}, ${e.date}) uf 10:00 verschiebe?`, `@Karin Brunner Kurze Erinnerig wäge ${e.id} – gaht 10:00?`, `@Karin Brunner Bitte um Rückmeldig zu ${e.id}.`, `@Karin Brunner ${e.id}: bruuche no dini Freigab.`][i % 4],
    reply: (e) => `Ja, 10:00 gaht für ${e.id}. Chor isch informiert.`,
    change: (e) => ({ start: "10:00", status: "confirmed" }),
  },
  summaryText: (ok, n, done) =>
    ok
      ? `[conversation summary] The user asked to review the ${n} open rehearsal calls of this week and fix rule violations. Processed so far: ${done.join(", ")}. Remaining: ${n - done.length}.`
      : `[conversation summary] The user asked to review the ${n} open rehearsal calls of this week and fix rule violations. Work has started.`,
  args: {
    get: (e) => ({ call_id: e.id }),
    check: (e) => ({ call_id: e.id, ruleset: "GAV-Buehne-2024.2" }),
    update: (e, ch) => ({ call_id: e.id, changes: ch }),
    list: (m) => ({ season: "2026/27", status: m.filter ?? "open", ...(m.cursor ? { cursor: m.cursor } : {}), page_size: m.size ?? 50 }),
    jobStart: (e) => ({ production: e.prod_code, languages: ["de", "en"] }),
    jobStatus: (j) => ({ job_id: j.id }),
    ext: (e, x) => ({ group: e.group, date: e.date, ...(x ?? {}) }),
    log: (e, n, m) => ({ source: m.source, lines: n, ...(m.grep ? { grep: m.grep } : {}) }),
    series: (e, m) => ({ event: e.id, from: localIso(m.from, tz(m.from)), to: localIso(m.to, tz(m.to)), step: `${m.step}s` }),
    batch: (ids, x) => ({ call_ids: ids.map((i) => i.id ?? i), channel: "crew-app", ...(x ?? {}) }),
    handoff: (note) => ({ reason: note }),
    notify: (to, text) => ({ channel: "dispo-probenplan", text }),
    inbox: () => ({ channel: "dispo-probenplan", limit: 10 }),
    sleep: (s) => ({ seconds: s }),
  },
  text: {
    hello: "Hoi,",
    then: "Dänn:",
    done: "Erlediget.",
    note: "Zur Info:",
    again: "Lueg bitte nomol.",
    everyTen: "Lueg bitte all 10 Minute nach, bis es fertig isch.",
    sweep: (n) => `chasch zersch di ${n} offene Probe-Ufgebot vo dere Wuche dureluege und flicke, was nöd stimmt?`,
    sweepOnly: (e, x) => `gang bitte di ${x.n} offene Probe-Ufgebot vo dere Wuche dure und flick, was nöd stimmt.`,
    status: (e) => `Was isch mit em Ufgebot ${e.id} los? Es hanget immer no. Säg mer bitte, a was es lit.`,
    field: (e) => `Weli Dirigent isch für ${e.id} iitreit? Ich bruuch de Name für de Wuchenplan.`,
    daily: (e, x) => `Gib mer bitte für jede Tag vom ${x.d1} bis ${x.d2} d Ticketverchäuf für d Generalprob ${e.id}.`,
    pass: (e) => `S Ufgebot ${e.id} fallt bim GAV-Ruezit-Check dure. Chasch das bitte so aapasse, dass es duregaht?`,
    ext: (e) => `Hol mer bitte us em Staffplan d Verfüegbarkeit vom ${e.group} für ${e.id}.`,
    job: (e) => `Start bitte s Übertitel-Rendering für ${e.production} und säg mer, wänn s fertig isch.`,
    watch: (e) => `Lueg bitte, bis de Vorverchauf für d Generalprob ${e.id} wieder lauft, und mäld di denn.`,
    pages: () => `Wievill offeni Ufgebot händ mer für die Saison? Bitte alli zelle, nöd nur di erschti Siite.`,
    logs: (e) => `Im Inspizienten-Log vo ${e.production}: wänn genau isch de Zug 14 stecke blibe und werum?`,
    peak: (e, x) => `Wänn genau isch am ${x.day} zwüsche ${x.from} und ${x.to} de Verchauf für d Generalprob ${e.id} am höchschte gsi?`,
    batch: (e, x) => `Publiziere bitte di ${x.n} Ufgebot für d Technik i d Crew-App.`,
    case: (e) => `Bitte kümmere di um s Ufgebot ${e.id}; d Disposition muess das aaluege.`,
    ask: (e, x) => `Frog bitte d ${x.person} im Teams, öb mir ${e.id} uf 10:00 verschiebe dörfed, und trag s denn ii.`,
    countAnswer: (total, pages) => `There are ${total} open rehearsal calls this season (${pages} pages of results).`,
  },
};
k.render = makeGeneric(k);
export default k;
