// Harbour pilot station, Porto Grande (Mindelo); staff write Cape Verdean Creole (São Vicente). CrewAI + Claude.
import { localIso, localClock, localDate, tzOffset, xml, http, httpDate, etagOf, csv } from "./util.mjs";
import { makeGeneric } from "./generic.mjs";

const tz = (t) => tzOffset(k, t);
const hhmmz = (t) => new Date(t).toISOString().slice(11, 16).replace(":", "") + "Z";
const VESSELS = [
  ["Kriola Express", 9412337, 118, 6.1, 6900],
  ["MSC Luciana", 9290086, 294, 11.8, 54800],
  ["Atlantic Star", 9366081, 180, 8.9, 21300],
  ["Cabo Santa Maria", 9178836, 96, 5.2, 3900],
  ["Nordic Breeze", 9455120, 229, 10.4, 33200],
  ["Sal Rei", 9630445, 72, 3.9, 1400],
  ["Grande Baía", 9518012, 140, 7.4, 9800],
];
const PILOTS = ["Cmdt. Djô Lopes", "Cmdt. Nilton Fortes", "Cmdt. Arlindo Delgado", "Cmdt. Sónia Évora"];

const k = {
  key: "harbour-pilotage-kea",
  langName: "Cape Verdean Creole (Kabuverdianu, São Vicente)",
  agent: "pilot-station coordinator of a port (port calls, tide windows, clearance, VTS log, confirmations to the port authority)",
  framework: "CrewAI (Python) + Claude",
  idStyle: "anthropic",
  models: ["claude-sonnet-4-20250514", "claude-3-7-sonnet-20250219"],
  tzMin: -60,
  thought: true,
  names: { solo: null, triage: "pilot_station_coordinator", specialist: "vts_operator" },
  tools: {
    get: "port_call_get",
    list: "port_calls_list",
    check: "pilotage_rules_check",
    update: "port_call_update",
    jobStart: "clearance_request_submit",
    jobStatus: "clearance_request_status",
    ext: "pcs_enapor_query",
    log: "vts_log_search",
    series: "breakwater_wind_series",
    batch: "port_calls_confirm_batch",
    toSpec: "delegate_to_vts_operator",
    toTriage: "delegate_to_pilot_station_coordinator",
    notify: "whatsapp_group_send",
    inbox: "whatsapp_group_read",
    sleep: "sleep_seconds",
  },
  hosts: ["pilot-app-01", "pilot-app-02"],
  styles: { get: "xml", check: "json", list: "csv", update: "json", job: "json", series: "md", batch: "json", reqId: "uuid" },
  xmlRoot: "PortCall",
  res: "/portcalls",
  checkTitle: "Pilotage rules",
  ruleset: "CV-PIL-2024",
  logCmd: "vtslog",
  listFilter: "scheduled",
  doneStatus: "checked",
  batchNoun: "port-call confirmations",
  system: () =>
    "Role: Pilot Station Coordinator, Porto Grande.\nGoal: keep port calls safe and on schedule: pilots, tugs, tide windows, clearance, confirmations to the port authority.\nBackstory: You work for the pilot station with the VTS operator as a co-worker. Staff and pilots write in Cape Verdean Creole; you report in English unless asked. Under-keel clearance must be at least 10% of draught; LOA over 200 m needs two tugs.\nTools: port_call_get, port_calls_list, pilotage_rules_check, port_call_update, clearance_request_submit, clearance_request_status, pcs_enapor_query, vts_log_search, breakwater_wind_series, port_calls_confirm_batch, whatsapp_group_send, whatsapp_group_read, sleep_seconds, delegate_to_vts_operator, delegate_to_pilot_station_coordinator.",
  entity(r, i, R) {
    R.base_pc ??= r.int(140, 820);
    const v = r.pick(VESSELS);
    const h = r.int(5, 18);
    return {
      id: `MDL26-${String(R.base_pc + i).padStart(4, "0")}`,
      vessel: v[0],
      imo: v[1],
      loa: v[2],
      draught: v[3],
      gt: v[4],
      eta: `${String(h).padStart(2, "0")}:${r.pick(["00", "20", "40"])}`,
      berth: `Cais ${r.int(1, 7)}`,
      pilot: r.pick(PILOTS),
      tugs: v[2] > 200 ? 2 : r.int(0, 1),
      agent_code: r.pick(["CV-AGM-014", "CV-MAR-002", "CV-SHP-031"]),
      status: "scheduled",
      _v: r.int(1, 4),
    };
  },
  show(e) {
    const o = { CallRef: e.id, Vessel: { "@imo": e.imo, Name: e.vessel, LOA: e.loa, Draught: e.draught, GT: e.gt }, ETA: e.eta, Berth: e.berth, Pilot: e.pilot, Tugs: e.tugs, AgentCode: e.agent_code, Status: e.status };
    if (e.hold_reason) o.Hold = e.hold_reason;
    if (e.wind) o.WindNote = e.wind;
    o.Version = e._v;
    return o;
  },
  listCols: ["call_ref", "vessel", "imo", "eta", "berth", "status"],
  listRow: (e) => [e.id, e.vessel, e.imo, e.eta, e.berth, e.status],
  rules: [
    { code: "UKC-10", field: "eta", bad: () => "05:40", good: () => "07:50", msg: (e) => `under-keel clearance at ETA ${e.eta} is 6.2% of draught ${e.draught} m (< 10%)` },
    { code: "TUG-REQ", field: "tugs", bad: () => 0, good: () => 2, msg: (e) => `${e.vessel} (LOA ${e.loa} m) needs 2 tugs; ${e.tugs} booked` },
    { code: "AGENT-CODE", field: "agent_code", bad: () => "CV-AGM-41", good: () => "CV-AGM-014", msg: (e) => `shipping agent code ${e.agent_code} unknown in PCS` },
  ],
  hold(e) {
    e.status = "awaiting_clearance";
    e.hold_reason = "free pratique pending at Delegacia de Saúde (ticket DS-2291)";
    return { code: "FREE-PRATIQUE", sev: "block", msg: "free pratique not granted; maritime health ticket DS-2291 open" };
  },
  stuckFinding: (e) => ({ code: "BERTH-OCC", sev: "error", msg: `berth ${e.berth} occupied until 14:00 by another call (berth plan owned by ENAPOR, read-only)` }),
  missing: { field: "pilot", label: "assigned pilot" },
  idVariants: (e) => [{ call_ref: e.id.toLowerCase() }, { call_ref: e.id.replace("MDL26-", "MDL 26-") }, { call_ref: e.id, vessel: e.vessel }, { call_ref: `${e.id} ` }, { call_ref: e.id.replace("MDL26-", "MDL2026-") }, { call_ref: e.id, format: "xml" }],
  flow: ["resubmitted", "pilot assigned", "pilot on board", "all fast", "completed"],
  advance(e, i) {
    e.status = k.flow[Math.min(i, k.flow.length - 1)];
    e._v++;
  },
  tune: {
    field: "eta",
    label: "under-keel clearance",
    initial: "6.2%",
    steps: [
      { value: "06:50", reading: "8.9%", pass: false },
      { value: "07:20", reading: "9.7%", pass: false },
      { value: "07:50", reading: "10.6%", pass: true },
    ],
    finding: (e, reading) => ({ code: "UKC-10", sev: "error", msg: `under-keel clearance at ETA ${e.eta} is ${reading} of draught ${e.draught} m (< 10%)` }),
  },
  job: {
    id: (r) => `CLR-${r.int(100000, 999999)}`,
    stages: ["submitted", "customs", "health", "immigration", "harbour_master"],
    total: () => 5,
    unit: "authority checks",
    worker: () => "pcs-gw",
    result: (e, r) => ({ clearance_no: `PG/${r.int(1000, 9999)}/26`, valid_until: "departure +24h" }),
    summary: (x) => `Clearance ${x.clearance_no}, valid ${x.valid_until}.`,
  },
  ext: {
    name: "ENAPOR PCS",
    host: "pcs.enapor.example.cv",
    client: "pilotos-pg",
    limit: 240,
    server: "Apache-Coyote/1.1",
    deadKinds: ["down", "gateway", "timeout"],
    downMsg: "PCS backend unavailable",
    ok: (e, state) => (state === "pending" ? { call_ref: e.id, manifest: "received", free_pratique: "PENDENTE (DS-2291)", customs: "OK" } : { call_ref: e.id, manifest: "received", cargo_tonnes: e.gt > 20000 ? 18440 : 2310, eta_agent: e.eta, free_pratique: "OK", customs: "OK" }),
    summary: (e, d) => `PCS for ${e.id}: manifest ${d.manifest}, ${d.cargo_tonnes} t cargo, agent ETA ${d.eta_agent}, free pratique ${d.free_pratique}, customs ${d.customs}.`,
  },
  logSource: () => "VTS Mindelo ch12/ch16",
  logLine(e, t, r) {
    return `${hhmmz(t)} ${r.pick([`ch12 VTS: ${r.pick(VESSELS)[0]} cleared to proceed to anchorage B`, `ch16 routine radio check, ${r.pick(VESSELS)[0]}`, `AIS ${r.pick(VESSELS)[1]} SOG ${r.float(0, 11, 1)} COG ${r.int(0, 359)}`, `ch12 pilot boat PG-2 alongside fuel berth`, `ch12 VTS: traffic info, tanker anchored at B3`])}`;
  },
  logEvent: (e, t, rule) => `${hhmmz(t)} PCS-SYNC ${e.id} ${rule.field}=${JSON.stringify(rule.bad(e))} (agent pre-arrival form)`,
  logPattern: "requesting pilot",
  logPatternVariants: ["REQUESTING PILOT", "pilot request", "req pilot", "pilot.*request"],
  logFound: (e, t) => [`${hhmmz(t)} ch12 ${e.vessel}: requesting pilot at fairway buoy, ETA 20 min`, `${hhmmz(t + 90000)} ch12 VTS: PG-2 dispatched, pilot ${e.pilot}`, `${hhmmz(t + 1320000)} ch12 PG-2: pilot on board ${e.vessel}`],
  logAnswer: (e, t) => `${e.vessel} called for a pilot on channel 12 at ${hhmmz(t)} (fairway buoy, ETA 20 min); VTS dispatched pilot boat PG-2 with ${e.pilot}, who was on board 22 minutes later.`,
  series: { spike: 0.5, name: "wind_speed", unit: "kn", dayBase: (r) => r.int(12, 28), round: (v) => Math.max(0, Math.round(v * 10) / 10), jitter: 1.5, winStartH: 11 },
  watch: {
    stopped(e) {
      e.wind = "breakwater anemometer: comms lost > 40 min, last value held";
      return { value: 31, note: "anemometer offline: last value held" };
    },
    recovering(e) {
      e.wind = "breakwater anemometer ok";
      return { start: 32, target: 22, jitter: 1.2, states: ["ok", "ok", "ok", "ok"] };
    },
    setState(e, s) {
      e.wind = `breakwater anemometer ${s}`;
    },
    progressLine: (e, i, t) => `${hhmmz(t)} ch12 VTS: wind at breakwater ${[31, 29, 27, 25, 23][Math.min(i, 4)]} kn`,
    label: () => "sensor=breakwater_anemo",
    labels: () => ({ sensor: "breakwater_anemo" }),
    doneText: (e, v) => `Wind at the breakwater is down to ${v} kn, under the 25 kn boarding limit for ${e.vessel} (${e.id}).`,
  },
  handoff: {
    toSpec: (e, c) => (c === 0 ? `${e.id}: berth conflict, coordinate traffic` : `${e.id}: berth conflict still open`),
    question: () => "The berth plan belongs to ENAPOR; the coordinator must get it changed.",
    back: (e) => `${e.id}: berth occupied per ENAPOR plan; coordinator to negotiate`,
    inform: (e) => `${e.id} resolvido, obrigod.`,
  },
  person: {
    name: "Cmdt. Djô Lopes",
    channel: "Pilotos Porto Grande",
    old: (R) => [{ from: "Cmdt. Djô Lopes", t: R.t - 6 * 3600000, text: "Bom dia, N ta na turno te 18h.", unread: false }],
    ask: (e, i) => [`Cmdt. Lopes, nô pode mudá ${e.id} (${e.vessel}) pa 07:50?`, `Cmdt., ${e.id}: bo ta oiá?`, `Lembrete: ${e.id}, nô ta presizá resposta.`, `${e.id} — sim ou nau?`][i % 4],
    reply: (e) => `Sim, podê mudá ${e.id} pa 07:50. Obrigod.`,
    change: () => ({ eta: "07:50", status: "confirmed" }),
  },
  summaryText: (ok, n, done) =>
    ok
      ? `Task context (summarised by memory): review the ${n} scheduled port calls for today and fix rule findings. Already handled: ${done.join(", ")}. Pending: ${n - done.length}.`
      : `Task context (summarised by memory): review the ${n} scheduled port calls for today and fix rule findings.`,
  args: {
    get: (e) => ({ call_ref: e.id }),
    check: (e) => ({ call_ref: e.id }),
    update: (e, ch) => ({ call_ref: e.id, fields: ch }),
    list: (m) => ({ status: m.filter ?? "scheduled", ...(m.cursor ? { cursor: m.cursor } : {}), limit: m.size ?? 25 }),
    jobStart: (e) => ({ call_ref: e.id, authorities: ["customs", "health", "immigration", "harbour_master"] }),
    jobStatus: (j) => ({ request_id: j.id }),
    ext: (e, x) => ({ call_ref: e.id, imo: e.imo, ...(x ?? {}) }),
    log: (e, n, m) => ({ channel: "12,16", last_lines: n, ...(m.grep ? { pattern: m.grep } : {}) }),
    series: (e, m) => ({ sensor: "breakwater_anemo", from: localIso(m.from, tz(m.from)), to: localIso(m.to, tz(m.to)), resolution_s: m.step }),
    batch: (ids, x) => ({ call_refs: ids.map((i) => i.id ?? i), ...(x ?? {}) }),
    handoff: (note) => ({ task: note, context: "port call" }),
    notify: (to, text) => ({ group: "Pilotos Porto Grande", text }),
    inbox: () => ({ group: "Pilotos Porto Grande", last: 10 }),
    sleep: (s) => ({ seconds: s }),
  },
  text: {
    hello: "Bom dia,",
    then: "Dpos:",
    done: "Fetu.",
    note: "Atenson:",
    again: "Oiá otu bes, fazê favor.",
    everyTen: "Oiá kada 10 minutu te el ta prontu, fazê favor.",
    sweep: (n) => `primer, odjá kes ${n} escala d'oje ki inda ta abert e korrijí kel ki ka ta dret.`,
    sweepOnly: (e, x) => `odjá kes ${x.n} escala marcod pa oje e korrijí kel ki ka ta dret, fazê favor.`,
    status: (e) => `Kuzé k'ta contcê ku escala ${e.id}? El ka ta andá. Fazê favor, flam kuzé k'ta falta.`,
    field: (e) => `Kal é piloto ki ta marcod pa ${e.id}? N ta presizá nome pa escala.`,
    daily: (e, x) => `Dam pa kada dia di ${x.d1} te ${x.d2} vent na molhe (pa ${e.id}).`,
    pass: (e) => `Escala ${e.id} ka ta passá na verificason di regra di pilotage. Ajustá pa el passá, fazê favor.`,
    ext: (e) => `Bscá na PCS di ENAPOR kes dados di ${e.id} (manifesto e ETA).`,
    job: (e) => `Mandá pedido di clearance pa ${e.id} e flam ora k'el aprovod.`,
    watch: (e) => `Fká d'olho na vent na molhe te el baxá di 25 nós pa ${e.id}, dpos flam.`,
    pages: () => `Kantu escala ki nô tem marcod? Kontá tud, ka bo pará na primer pájina.`,
    logs: (e) => `Na log di VTS: ki ora ${e.vessel} txomá pa piloto, e kuzé k'el dzê?`,
    peak: (e, x) => `Dia ${x.day} entre ${x.from} e ${x.to}, ki ora vent na molhe foi más forte?`,
    batch: (e, x) => `Konfirmá kes ${x.n} escala na ENAPOR.`,
    case: (e) => `Tmá kont di kaso ${e.id}; operador di VTS tem k'oiá-l.`,
    ask: (e, x) => `Pergunta ${x.person} se nô pode mudá ${e.id} pa 07:50, e dpos registá.`,
    countAnswer: (total, pages) => `There are ${total} scheduled port calls (${pages} pages).`,
  },
};
k.render = makeGeneric(k);
// ENAPOR PCS speaks SOAP
k.render.extOk = (e, ctx, data) =>
  http(200, "OK", { Date: httpDate(ctx.t), "Content-Type": "text/xml;charset=UTF-8", "X-Correlation-ID": ctx.rng.uuid(), Server: "Apache-Coyote/1.1" }, `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">\n<soap:Body>\n${xml("ns2:PortCallInfoResponse", { "@xmlns:ns2": "urn:enapor:pcs:v3", ...Object.fromEntries(Object.entries(data).map(([a, b]) => [a, Array.isArray(b) ? b.join(",") : b])), ProcessedAt: ctx.iso() }, 0)}\n</soap:Body>\n</soap:Envelope>`);
const baseErr = k.render.extErr;
k.render.extErr = (kind, e, ctx, info = {}) => {
  if (kind === "down")
    return {
      content: http(500, "Internal Server Error", { Date: httpDate(ctx.t), "Content-Type": "text/xml;charset=UTF-8", "X-Correlation-ID": ctx.rng.uuid() }, `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">\n<soap:Body>\n<soap:Fault>\n<faultcode>soap:Server</faultcode>\n<faultstring>PCS-503: backend unavailable (ORA-12541: TNS:no listener)</faultstring>\n<detail><ns2:ref xmlns:ns2="urn:enapor:pcs:v3">${ctx.rng.hex(12)}</ns2:ref></detail>\n</soap:Fault>\n</soap:Body>\n</soap:Envelope>`),
      is_error: true,
    };
  return baseErr(kind, e, ctx, info);
};
k.render.handoff = (to) => `Delegated to ${to}. ${to === "vts_operator" ? "VTS Operator" : "Pilot Station Coordinator"} acknowledged the task.`;
export default k;
