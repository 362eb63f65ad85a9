// Blue-carbon (mangrove / seagrass) credit registry desk, Seychelles; staff write Seychellois Creole. PydanticAI + Gemini.
import { localIso, localClock, localDate, tzOffset, etagOf } from "./util.mjs";
import { makeGeneric } from "./generic.mjs";

const tz = (t) => tzOffset(k, t);
const SITES = [
  ["Port Launay mangroves", "PL", 38.4],
  ["Curieuse Baie Laraie", "CU", 51.2],
  ["Anse Boileau estuary", "AB", 12.7],
  ["Grand Police wetland", "GP", 22.9],
  ["Baie Ternay seagrass", "BT", 64.0],
  ["Aldabra lagoon (pilot)", "AL", 19.3],
];
const LEADS = ["Jude Labrosse", "Vanessa Hoareau", "Terence Mondon", "Nadine Rose", "Patrick Pillay"];
const se = (plots) => (plots <= 42 ? 14.1 : plots < 50 ? 12.9 : plots < 58 ? 11.2 : 9.6);

const k = {
  key: "blue-carbon-registry-crs",
  langName: "Seychellois Creole (Kreol seselwa)",
  agent: "registry officer assistant of a blue-carbon programme (monitoring reports, MRV checks, biomass model, issuance)",
  framework: "PydanticAI + Gemini",
  idStyle: "pydantic",
  models: ["gemini-2.5-pro", "gemini-2.5-flash"],
  tzMin: 240,
  thought: false,
  names: { solo: null, triage: "registry_desk", specialist: "verification_agent" },
  tools: {
    get: "monitoring_report_get",
    list: "monitoring_reports_list",
    check: "mrv_rules_check",
    update: "monitoring_report_patch",
    jobStart: "biomass_model_run",
    jobStatus: "biomass_model_status",
    ext: "registry_api_get",
    log: "registry_audit_log",
    series: "field_uploads_series",
    batch: "reports_submit_for_verification",
    toSpec: "handoff_verification_agent",
    toTriage: "handoff_registry_desk",
    notify: "slack_post_message",
    inbox: "slack_channel_history",
    sleep: "sleep",
  },
  hosts: ["mrv-api-6f7b9-2lq8d", "mrv-api-6f7b9-kx7ww"],
  styles: { get: "json", check: "yaml", list: "csv", update: "json", job: "yaml", series: "md", batch: "json", reqId: "req" },
  res: "/reports",
  checkTitle: "MRV rules",
  ruleset: "VM0033-v2.1+SC-national",
  logCmd: "audit",
  listFilter: "draft",
  doneStatus: "mrv_checked",
  batchNoun: "monitoring reports",
  system: () =>
    "You are the registry officer's assistant for a national blue-carbon programme (mangrove and seagrass restoration). You handle monitoring reports (MR), run the MRV rule checks, launch the biomass model, query the international registry API and submit reports for verification. Staff write Seychellois Creole; reply in English unless asked. Never alter field measurements; only metadata and sampling plans may be changed.",
  entity(r, i, R) {
    R.base_mr ??= r.int(100, 700);
    const s = r.pick(SITES);
    const plots = r.int(61, 88);
    return {
      id: `MR-2026-${R.base_mr + i}`,
      project: `SC-BC-0${r.int(10, 29)}`,
      site: s[0],
      site_code: s[1],
      area_ha: s[2],
      vintage: r.pick([2024, 2025]),
      methodology: "VM0033 v2.1",
      plots_sampled: plots,
      buffer_pct: 15,
      verifier: r.pick(["Bureau Veritas (VVB-044)", "SCS Global (VVB-017)", "Aster Global (VVB-061)"]),
      field_lead: r.pick(LEADS),
      status: "draft",
      _v: r.int(1, 5),
    };
  },
  show(e) {
    const attributes = {
      project: e.project,
      site: e.site,
      area_ha: e.area_ha,
      vintage: e.vintage,
      methodology: e.methodology,
      plots_sampled: e.plots_sampled,
      sampling_error_pct: se(e.plots_sampled),
      buffer_pct: e.buffer_pct,
      verifier: e.verifier,
      field_lead: e.field_lead,
      status: e.status,
    };
    if (e.hold_reason) attributes.hold_reason = e.hold_reason;
    if (e.sync) attributes.tablet_sync = e.sync;
    return { type: "monitoring-report", id: e.id, attributes, relationships: { project: { data: { type: "project", id: e.project } } }, revision: e._v };
  },
  listCols: ["report_id", "project", "site", "vintage", "plots", "status"],
  listRow: (e) => [e.id, e.project, e.site_code, e.vintage, e.plots_sampled, e.status],
  rules: [
    { code: "SE-10", field: "plots_sampled", bad: () => 42, good: () => 61, msg: (e) => `sampling error ${se(e.plots_sampled)}% > 10% (90% CI) with ${e.plots_sampled} plots` },
    { code: "BUFFER", field: "buffer_pct", bad: () => 8, good: () => 15, msg: (e) => `non-permanence buffer ${e.buffer_pct}% below AFOLU risk requirement of 15%` },
    { code: "VVB", field: "verifier", bad: () => null, good: () => "Bureau Veritas (VVB-044)", msg: () => "no accredited validation/verification body assigned" },
  ],
  hold(e) {
    e.status = "under_validation";
    e.hold_reason = "awaiting VVB site-visit report (ticket VV-7781)";
    return { code: "VVB-REPORT", sev: "block", msg: "VVB site-visit report not uploaded (VV-7781); issuance request cannot proceed" };
  },
  stuckFinding: () => ({ code: "LEAKAGE", sev: "error", msg: "leakage assessment references fisheries baseline FB-2023 (Ministry dataset, read-only); value missing" }),
  missing: { field: "field_lead", label: "field team lead" },
  idVariants: (e) => [{ report_id: e.id.toLowerCase() }, { report_id: e.id.replace("MR-2026-", "MR-26-") }, { report_id: e.id, include: "" }, { report_id: `${e.id}\t` }, { report_id: e.id, project: e.project }, { report_id: e.id.replace(/-/g, "_") }],
  flow: ["resubmitted", "mrv_checked", "with_vvb", "verified", "issuance_requested"],
  advance(e, i) {
    e.status = k.flow[Math.min(i, k.flow.length - 1)];
    e._v++;
  },
  tune: {
    field: "plots_sampled",
    label: "sampling error",
    initial: "14.1%",
    steps: [
      { value: 48, reading: "12.9%", pass: false },
      { value: 55, reading: "11.2%", pass: false },
      { value: 61, reading: "9.6%", pass: true },
    ],
    finding: (e, reading) => ({ code: "SE-10", sev: "error", msg: `sampling error ${reading} > 10% (90% CI) with ${e.plots_sampled} plots` }),
  },
  job: {
    id: (r) => `bm_${r.alnum(10)}`,
    stages: ["load_plots", "allometry", "belowground", "soil_carbon", "uncertainty", "report"],
    total: (r) => r.int(40, 90),
    unit: "plots",
    worker: (r) => `modal-${r.lowernum(6)}`,
    result: (e, r) => ({ tco2e: r.int(9000, 42000), uncertainty_pct: r.float(6.5, 9.8, 1), report_pdf: `${e.id}_biomass.pdf` }),
    summary: (x) => `${x.tco2e} tCO2e with ${x.uncertainty_pct}% uncertainty; report ${x.report_pdf}.`,
  },
  ext: {
    name: "Registry API",
    host: "registry-api.example-carbon.org",
    client: "sc-bluecarbon",
    limit: 1000,
    server: "cloudflare",
    deadKinds: ["down", "gateway", "timeout"],
    downMsg: "Registry API is undergoing scheduled maintenance",
    incident: "https://status.example-carbon.org/incidents/7qk2",
    ok: (e, state) => (state === "pending" ? { project: e.project, vintage: e.vintage, issuance_status: "ON_HOLD_PENDING_VALIDATION", hold_ref: "VV-7781" } : { project: e.project, vintage: e.vintage, issuance_status: "REQUESTED", credits_requested: 18432, buffer_contribution: 2765, serial_block: `SC-BC-${e.vintage}-000184-001`, last_update: "2026-02-11" }),
    summary: (e, d) => `Registry for ${e.project} vintage ${d.vintage}: ${d.issuance_status}, ${d.credits_requested} credits requested (${d.buffer_contribution} to buffer), serial block ${d.serial_block}.`,
  },
  logSource: () => "registry-audit",
  logLine(e, t, r) {
    return JSON.stringify({ ts: localIso(t, tz(t)), actor: r.pick(["svc-mrv", "tablet-07", "tablet-11", "officer.hoareau"]), action: r.pick(["plot.upload", "plot.photo", "report.view", "plot.upload", "sync.batch"]), ref: `P-${r.int(100, 399)}`, ok: true });
  },
  logEvent: (e, t, rule) => JSON.stringify({ ts: localIso(t, tz(t)), actor: "import-xls", action: "report.patch", ref: e.id, field: rule.field, value: rule.bad(e), ok: true }),
  logPattern: "serial.retire",
  logPatternVariants: ["SERIAL.RETIRE", "retire", "serial.*retire", "\"retire\""],
  logFound: (e, t) => [JSON.stringify({ ts: localIso(t, tz(t)), actor: "broker.api", action: "serial.retire", ref: "SC-BC-2024-000184-001..0450", beneficiary: "Air Seychelles", ok: true }), JSON.stringify({ ts: localIso(t + 4000, tz(t)), actor: "svc-registry", action: "serial.status", ref: "SC-BC-2024-000184-001..0450", value: "RETIRED", ok: true })],
  logAnswer: (e, t) => `Serial block SC-BC-2024-000184-001..0450 was retired at ${localClock(t, tz(t))} by the broker API account (beneficiary Air Seychelles); the registry set the status to RETIRED four seconds later.`,
  series: { spike: 1.5, name: "plot_uploads", unit: "plots", dayBase: (r) => r.int(3, 12), round: (v) => Math.max(0, Math.round(v)), jitter: 1.5, winStartH: 8 },
  watch: {
    stopped(e) {
      e.sync = "PAUSED: sync certificate expired (sync.mrv.gov.sc), renewal requested IT-2291";
      return { value: 0, note: "tablet sync paused" };
    },
    recovering(e) {
      e.sync = "resuming";
      return { start: 0, target: 7, jitter: 0.8, states: ["resuming", "catching up", "ok", "ok", "ok"] };
    },
    setState(e, s) {
      e.sync = s;
    },
    progressLine: (e, i, t) => JSON.stringify({ ts: localIso(t, tz(t)), actor: "svc-sync", action: "sync.batch", ref: e.id, value: `${(i + 1) * 4} plots`, ok: true }),
    label: (e) => `report=${e.id}`,
    labels: (e) => ({ report: e.id }),
    doneText: (e, v) => `Tablet sync for ${e.id} is working again; ${v} plots uploaded in the latest 3-minute bucket.`,
  },
  handoff: {
    toSpec: (e, c) => (c === 0 ? `${e.id}: leakage section incomplete, please verify` : `${e.id}: please complete the leakage verification`),
    question: () => "The leakage baseline is a Ministry dataset; the registry desk must request it.",
    back: (e) => `${e.id}: blocked on Ministry baseline FB-2023; registry desk to request data`,
    inform: (e) => `${e.id} in ganny koriz, MRV i pase.`,
  },
  person: {
    name: "Marie-Ange Hoareau",
    channel: "#mrv-field",
    old: (R) => [{ from: "Marie-Ange Hoareau", t: R.t - 7 * 3600000, text: "Bonzour, lekip Curieuse in fini zot plot ozordi.", unread: false }],
    ask: (e, i) => [`@Marie-Ange eski nou kapab sanz ${e.id}?`, `@Marie-Ange ${e.id}: nou ankor bezwen ou repons.`, `@Marie-Ange rapel pour ${e.id}.`, `@Marie-Ange ${e.id} — wi ou non?`][i % 4],
    reply: (e) => `Wi, zot kapab sanz ${e.id}. Mersi.`,
    change: () => ({ status: "amended" }),
  },
  summaryText: (ok, n, done) =>
    ok
      ? `(summary of earlier messages) The officer asked to MRV-check the ${n} draft monitoring reports and fix metadata. Completed: ${done.join(", ")}. Left: ${n - done.length}.`
      : `(summary of earlier messages) The officer asked to MRV-check the ${n} draft monitoring reports and fix metadata.`,
  args: {
    get: (e) => ({ report_id: e.id }),
    check: (e) => ({ report_id: e.id }),
    update: (e, ch) => ({ report_id: e.id, patch: ch }),
    list: (m) => ({ status: m.filter ?? "draft", ...(m.cursor ? { cursor: m.cursor } : {}), page_size: m.size ?? 25 }),
    jobStart: (e) => ({ report_id: e.id, model: "mangrove-allometry-2025" }),
    jobStatus: (j) => ({ run_id: j.id }),
    ext: (e, x) => ({ path: `/v1/projects/${e.project}/issuances`, vintage: e.vintage, ...(x ?? {}) }),
    log: (e, n, m) => ({ limit: n, ...(m.grep ? { q: m.grep } : {}) }),
    series: (e, m) => ({ report_id: e.id, start: localIso(m.from, tz(m.from)), end: localIso(m.to, tz(m.to)), step_seconds: m.step }),
    batch: (ids, x) => ({ report_ids: ids.map((i) => i.id ?? i), ...(x ?? {}) }),
    handoff: (note) => ({ summary: note }),
    notify: (to, text) => ({ channel: "#mrv-field", text }),
    inbox: () => ({ channel: "#mrv-field", limit: 20 }),
    sleep: (s) => ({ seconds: s }),
  },
  text: {
    hello: "Bonzour,",
    then: "Apre sa:",
    done: "I fini.",
    note: "Pour ou konnen:",
    again: "Get ankor enn fwa silvouple.",
    everyTen: "Get li sak 10 minit ziska ki i fini, silvouple.",
    sweep: (n) => `avan tou, get sa ${n} rapor monitoring ki ankor draft e koriz sa ki pa bon.`,
    sweepOnly: (e, x) => `get sa ${x.n} rapor monitoring ki ankor draft e koriz sa ki pa bon, silvouple.`,
    status: (e) => `Ki i arive avek rapor ${e.id}? I pa pe avanse. Dir mwan silvouple kwa ki manke.`,
    field: (e) => `Lekel ki lider lekip teren pour ${e.id}? Mon bezwen son non pour rapor.`,
    daily: (e, x) => `Donn mwan pour sak zour depi ${x.d1} ziska ${x.d2} konbyen plot ki'n ganny upload pour ${e.id}.`,
    pass: (e) => `${e.id} pa pe pas sek MRV. Ranz li silvouple pour ki i pase.`,
    ext: (e) => `Al rod sitiasyon ${e.project} lo Registry API pour ${e.id}.`,
    job: (e) => `Lans kalkil biomas pour ${e.id} e dir mwan kan i fini.`,
    watch: (e) => `Vey bann upload tablet pour ${e.id} ziska ki i marse ankor, apre dir mwan.`,
    pages: () => `Konbyen rapor monitoring draft nou annan? Kont zot tou, pa zis premye paz.`,
    logs: () => `Dan lozik odit: kan eksakteman serial SC-BC-2024-000184 in ganny retire e par lekel?`,
    peak: (e, x) => `Lo ${x.day} ant ${x.from} ek ${x.to}, kan ki ti annan plis upload pour ${e.id}?`,
    batch: (e, x) => `Soumet sa ${x.n} rapor monitoring pour verifikasyon.`,
    case: (e) => `Okip ou avek ${e.id}; lekip verifikasyon i bezwen get li.`,
    ask: (e, x) => `Demann ${x.person} si nou kapab sanz ${e.id}, apre met li dan sistenm.`,
    countAnswer: (total, pages) => `There are ${total} draft monitoring reports (${pages} pages).`,
  },
};
k.render = makeGeneric(k);
const baseGet = k.render.get;
k.render.get = (e, ctx) => {
  const doc = k.show(e);
  return JSON.stringify({ data: doc, links: { self: `https://mrv.example.sc/api/v2/reports/${e.id}` }, meta: { request_id: "req_" + ctx.rng.alnum(20), etag: etagOf(doc), elapsed_ms: ctx.dur } }, null, 2);
};
void baseGet;
k.render.sleep = (s) => `slept ${s}s`;
export default k;
