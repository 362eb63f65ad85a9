// Toll-road concession back office (Lagos); staff write Nigerian Pidgin. LangGraph + Mistral.
import { localIso, localClock, localDate, tzOffset } from "./util.mjs";
import { makeGeneric } from "./generic.mjs";

const tz = (t) => tzOffset(k, t);
const ts = (t) => `${localDate(t, tz(t))} ${localClock(t, tz(t), true)}`;
const PLAZAS = [
  ["LTP1", "Lekki Toll Plaza 1"],
  ["LTP2", "Lekki Toll Plaza 2 (Eleko)"],
  ["LIB", "Lekki–Ikoyi Link Bridge"],
];
const TARIFF = { 1: 250, 2: 350, 3: 500, 4: 800 };
const plate = (r) => `${r.pick(["LND", "KJA", "EKY", "AAA", "FKJ", "LSR"])}-${r.int(100, 999)}${r.upper(2)}`;

const k = {
  key: "toll-back-office-pcm",
  langName: "Nigerian Pidgin",
  agent: "back-office agent of a toll-road concession (transactions, ANPR review, lane controllers, bank settlement, violation notices)",
  framework: "LangGraph + Mistral",
  idStyle: "mistral",
  models: ["mistral-large-2411", "mistral-medium-2505"],
  tzMin: 60,
  thought: false,
  names: { solo: null, triage: "backoffice_agent", specialist: "disputes_agent" },
  tools: {
    get: "toll_txn_get",
    list: "anpr_review_queue",
    check: "charge_rules_check",
    update: "toll_txn_update",
    jobStart: "settlement_recon_start",
    jobStatus: "settlement_recon_status",
    ext: "bank_settlement_lookup",
    log: "lane_controller_log",
    series: "lane_throughput",
    batch: "violation_notices_submit",
    toSpec: "route_to_disputes_agent",
    toTriage: "route_to_backoffice_agent",
    notify: "teams_send",
    inbox: "teams_read",
    sleep: "sleep",
  },
  hosts: ["bo-api-a", "bo-api-b", "bo-api-c"],
  styles: { get: "http", check: "fixed", list: "html", update: "http", job: "json", series: "csv", batch: "json", reqId: "hex" },
  res: "/txn",
  checkTitle: "Charge rules",
  ruleset: "LCC-TARIFF-2026.1",
  logCmd: "lanelog",
  listFilter: "pending_review",
  doneStatus: "charged",
  batchNoun: "violation notices",
  system: () =>
    "You are the back-office agent of a toll-road concession in Lagos. You review toll transactions, run the charge rules, work the ANPR manual-review queue, read lane-controller logs and throughput, reconcile bank settlement and issue violation notices. Staff write Nigerian Pidgin; you answer in English unless asked. Amounts are in NGN. Disputes go to disputes_agent.",
  entity(r, i, R) {
    R.base_tx ??= r.int(0x100000, 0xefffff);
    const p = r.pick(PLAZAS);
    const cls = r.pick([1, 1, 1, 2, 2, 3, 4]);
    return {
      id: `${p[0]}-${(R.base_tx + i * 7).toString(16).toUpperCase()}`,
      plaza: p[1],
      lane: `L${String(r.int(1, 12)).padStart(2, "0")}`,
      vehicle_class: cls,
      amount_ngn: TARIFF[cls],
      plate: plate(r),
      anpr_conf: r.float(0.62, 0.99, 2),
      tag_id: r.chance(0.7) ? `ETC-${r.digits(10)}` : null,
      account_no: `TA-${r.digits(8)}`,
      clock_offset_ms: 0,
      status: "pending_review",
      _v: r.int(1, 3),
    };
  },
  show(e) {
    const o = { txn_id: e.id, plaza: e.plaza, lane: e.lane, vehicle_class: e.vehicle_class, amount_ngn: e.amount_ngn, plate: e.plate, anpr_confidence: e.anpr_conf, tag_id: e.tag_id, account_no: e.account_no, clock_offset_ms: e.clock_offset_ms, status: e.status };
    if (e.hold_reason) o.hold_reason = e.hold_reason;
    if (e.lane_state) o.lane_state = e.lane_state;
    o.version = e._v;
    return o;
  },
  listCols: ["txn", "plaza", "lane", "plate", "conf", "class", "status"],
  listRow: (e) => [e.id, e.plaza.split(" (")[0], e.lane, e.plate, e.anpr_conf, e.vehicle_class, e.status],
  rules: [
    { code: "CLASS-TARIFF", field: "amount_ngn", bad: (e) => TARIFF[e.vehicle_class] - 100, good: (e) => TARIFF[e.vehicle_class], msg: (e) => `amount NGN ${e.amount_ngn} does not match class ${e.vehicle_class} tariff NGN ${TARIFF[e.vehicle_class]}` },
    { code: "PLATE-FMT", field: "plate", bad: (e) => e.plate.replace("-", ""), good: (e) => (e.plate.includes("-") ? e.plate : `${e.plate.slice(0, 3)}-${e.plate.slice(3)}`), msg: (e) => `plate ${e.plate} not in NIMS format AAA-000AA` },
    { code: "TAG-LINK", field: "tag_id", bad: () => null, good: (e) => `ETC-${e.account_no.slice(3)}00`, msg: () => "tag read at lane but no tag id linked to the transaction" },
  ],
  hold(e) {
    e.status = "disputed";
    e.hold_reason = "customer dispute DSP-5521 open (claims emergency-vehicle exemption)";
    return { code: "DISPUTE-OPEN", sev: "block", msg: "transaction under dispute DSP-5521; charge frozen until the disputes desk decides" };
  },
  stuckFinding: () => ({ code: "EXEMPT-LIST", sev: "error", msg: "plate is on exemption list v2026-02 (maintained by LCC legal, read-only) but class 4 is not exempt" }),
  missing: { field: "account_no", label: "tag account number" },
  idVariants: (e) => [{ txn_id: e.id.toLowerCase() }, { txn_id: e.id.replace("-", "") }, { txn_id: e.id, plaza: e.plaza }, { txn_id: ` ${e.id}` }, { txn_id: e.id, include_images: false }, { txn_id: e.id.replace("-", "_") }],
  flow: ["requeued", "auto_matched", "pending_charge", "charged", "settled"],
  advance(e, i) {
    e.status = k.flow[Math.min(i, k.flow.length - 1)];
    e._v++;
  },
  tune: {
    field: "clock_offset_ms",
    label: "tag/ANPR skew",
    initial: "1840 ms",
    steps: [
      { value: -900, reading: "940 ms", pass: false },
      { value: -1300, reading: "540 ms", pass: false },
      { value: -1530, reading: "310 ms", pass: true },
    ],
    finding: (e, reading) => ({ code: "TAG-ANPR-SKEW", sev: "error", msg: `tag read and ANPR read ${reading} apart (max 500 ms); cannot pair` }),
  },
  job: {
    id: (r) => `recon-${r.hex(6)}`,
    stages: ["fetch_bank_file", "parse", "match", "exceptions", "post_gl"],
    total: (r) => r.int(12000, 48000),
    unit: "transactions",
    worker: (r) => `recon-worker-${r.int(1, 4)}`,
    result: (e, r) => ({ matched: r.int(11000, 47000), exceptions: r.int(3, 60), gl_batch: `GL-${r.int(10000, 99999)}` }),
    summary: (x) => `${x.matched} matched, ${x.exceptions} exceptions for review, posted as ${x.gl_batch}.`,
  },
  ext: {
    name: "bank settlement gateway",
    host: "settle-api.bankgw.example.ng",
    client: "lcc-bo",
    limit: 500,
    server: "nginx",
    deadKinds: ["timeout", "gateway", "down"],
    downMsg: "Settlement gateway unavailable (switch maintenance)",
    ok: (e, state) => (state === "pending" ? { reference: `STL${e.id.slice(-6)}`, status: "HELD", reason: "dispute DSP-5521" } : { reference: `STL${e.id.slice(-6)}`, status: "SETTLED", amount: e.amount_ngn, value_date: "T+1", session_id: "000013260304101233" }),
    summary: (e, d) => `Settlement ${d.reference} for ${e.id}: ${d.status}, NGN ${d.amount}, value date ${d.value_date}.`,
  },
  logSource: (e) => `lanectl/${e.lane}`,
  logLine(e, t, r) {
    return `${ts(t)} ${e.lane} ${r.pick([`LOOP1 ON veh=${r.int(80000, 99999)}`, `TAG READ ETC-${r.digits(10)} rssi=-${r.int(48, 70)}`, `ANPR ${plate(r)} conf=${r.float(0.7, 0.99, 2)}`, `BARRIER UP ${r.int(380, 620)}ms`, `BARRIER DOWN`, `CLASSIFY axles=2 height=${r.float(1.4, 2.1, 2)}m class=1`])}`;
  },
  logEvent: (e, t, rule) => `${ts(t)} ${e.lane} TXN ${e.id} posted ${rule.field}=${JSON.stringify(rule.bad(e))} (lane firmware 4.2.7)`,
  logPattern: "BARRIER FAULT",
  logPatternVariants: ["barrier fault", "FAULT", "E31", "BARRIER.*FAULT"],
  logFound: (e, t) => [`${ts(t)} ${e.lane} BARRIER FAULT E31 motor overcurrent`, `${ts(t + 14000)} ${e.lane} LANE CLOSED by supervisor op=SUP-07`, `${ts(t + 1740000)} ${e.lane} BARRIER RESET ok, LANE OPEN`],
  logAnswer: (e, t) => `Lane ${e.lane} barrier faulted at ${localClock(t, tz(t))} (E31, motor overcurrent); the supervisor closed the lane 14 s later and it was reset and reopened after 29 minutes.`,
  series: { spike: 0.6, name: "lane_throughput", unit: "vehicles", dayBase: (r) => r.int(40, 110), round: (v) => Math.max(0, Math.round(v)), jitter: 6, winStartH: 7 },
  watch: {
    stopped(e) {
      e.lane_state = "CLOSED: barrier fault E31, technician ticket MT-3318 not yet assigned";
      return { value: 0, note: "lane closed" };
    },
    recovering(e) {
      e.lane_state = "technician on site";
      return { start: 0, target: 48, jitter: 3, states: ["technician on site", "barrier reset", "open", "open", "open"] };
    },
    setState(e, s) {
      e.lane_state = s;
    },
    progressLine: (e, i, t) => `${ts(t)} ${e.lane} ${["TECH LOGIN MT-3318", "BARRIER RESET ok", "LANE OPEN", "LOOP1 ON veh=1", "normal"][Math.min(i, 4)]}`,
    label: (e) => `lane=${e.lane}`,
    labels: (e) => ({ lane: e.lane, plaza: e.plaza }),
    doneText: (e, v) => `Lane ${e.lane} at ${e.plaza} is moving again: ${v} vehicles in the latest 3 minutes.`,
  },
  handoff: {
    toSpec: (e, c) => (c === 0 ? `${e.id}: exemption claim, please decide` : `${e.id}: exemption claim still open`),
    question: () => "The exemption list is owned by LCC legal; the back office must ask them.",
    back: (e) => `${e.id}: exemption list conflict, back office to raise with legal`,
    inform: (e) => `${e.id} don correct, e don pass.`,
  },
  person: {
    name: "Funmilayo Adebayo",
    channel: "#lekki-ops",
    old: (R) => [{ from: "Funmilayo Adebayo", t: R.t - 5 * 3600000, text: "Good morning team, na me dey on duty today.", unread: false }],
    ask: (e, i) => [`@Funmilayo abeg, we fit reverse ${e.id}?`, `@Funmilayo ${e.id} — abeg reply when you see this.`, `@Funmilayo reminder: ${e.id}.`, `@Funmilayo ${e.id}, yes or no?`][i % 4],
    reply: (e) => `Yes, reverse am. I don approve am.`,
    change: () => ({ status: "reversed" }),
  },
  summaryText: (ok, n, done) =>
    ok
      ? `Summary of prior conversation: user asked you to clear the ${n} transactions pending review. Completed: ${done.join(", ")}. Remaining: ${n - done.length}.`
      : `Summary of prior conversation: user asked you to clear the ${n} transactions pending review.`,
  args: {
    get: (e) => ({ txn_id: e.id }),
    check: (e) => ({ txn_id: e.id }),
    update: (e, ch) => ({ txn_id: e.id, changes: ch, reason: "back-office correction" }),
    list: (m) => ({ status: m.filter ?? "pending_review", ...(m.cursor ? { cursor: m.cursor } : {}), per_page: m.size ?? 25 }),
    jobStart: (e) => ({ business_date: "yesterday", bank: "settlement-bank-1" }),
    jobStatus: (j) => ({ job_id: j.id }),
    ext: (e, x) => ({ txn_id: e.id, ...(x ?? {}) }),
    log: (e, n, m) => ({ lane: e.lane, plaza: e.plaza.split(" ")[0], tail: n, ...(m.grep ? { grep: m.grep } : {}) }),
    series: (e, m) => ({ plaza: e.plaza.split(" (")[0], lane: e.lane, from: localIso(m.from, tz(m.from)), to: localIso(m.to, tz(m.to)), bucket: `${m.step}s` }),
    batch: (ids, x) => ({ txn_ids: ids.map((i) => i.id ?? i), template: "VN-2026-A", ...(x ?? {}) }),
    handoff: (note) => ({ reason: note }),
    notify: (to, text) => ({ channel: "lekki-ops", text }),
    inbox: () => ({ channel: "lekki-ops", top: 15 }),
    sleep: (s) => ({ seconds: s }),
  },
  text: {
    hello: "Abeg,",
    then: "After dat,",
    done: "E don do.",
    note: "Make you know:",
    again: "Abeg check am again.",
    everyTen: "Check am every 10 minutes till e finish, abeg.",
    sweep: (n) => `first run through the ${n} transactions wey still dey pending review, fix anyone wey no correct.`,
    sweepOnly: (e, x) => `clear the ${x.n} transactions wey still dey pending review; fix anyone wey no correct.`,
    status: (e) => `check wetin dey happen with transaction ${e.id}. E no dey move. Tell me wetin dey hold am.`,
    field: (e) => `which tag account number dem attach to transaction ${e.id}? I need am for the complaint.`,
    daily: (e, x) => `give me the lane throughput for ${e.lane} each day from ${x.d1} reach ${x.d2}.`,
    pass: (e) => `transaction ${e.id} no dey pass the charge rules check. Abeg adjust am make e pass.`,
    ext: (e) => `pull the settlement status for ${e.id} from the bank side.`,
    job: (e) => `start the settlement reconciliation for yesterday make you tell me when e finish.`,
    watch: (e) => `watch lane ${e.lane} for ${e.plaza} till e start to dey move again, then tell me.`,
    pages: () => `how many ANPR reads dey for manual review now? Count all of dem, no stop for first page.`,
    logs: (e) => `check the lane controller log: wetin time barrier for lane ${e.lane} jam and why?`,
    peak: (e, x) => `for ${x.day}, between ${x.from} and ${x.to}, wetin time lane ${e.lane} carry pass pass?`,
    batch: (e, x) => `send the ${x.n} violation notices wey don ready.`,
    case: (e) => `handle this case ${e.id}; disputes people go need look am.`,
    ask: (e, x) => `ask ${x.person} if we fit reverse ${e.id}, then update am.`,
    countAnswer: (total, pages) => `There are ${total} ANPR reads waiting for manual review (${pages} pages).`,
  },
};
k.render = makeGeneric(k);
export default k;
