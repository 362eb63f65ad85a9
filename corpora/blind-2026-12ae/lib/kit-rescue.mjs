// Mountain-rescue dispatch desk in Val Badia; staff write Ladin. OpenAI Agents SDK + gpt-4o, hand-offs as transfer tools.
import { localIso, localClock, localDate, tzOffset } from "./util.mjs";
import { makeGeneric } from "./generic.mjs";

const tz = (t) => tzOffset(k, t);
const ts = (t) => `${localDate(t, tz(t))}T${localClock(t, tz(t))}`;
const PLACES = [
  ["Sas dla Crusc", 46.5931, 11.9312, 2907],
  ["Piz la Ila", 46.5501, 11.8883, 2077],
  ["Col Alt", 46.5409, 11.8905, 1980],
  ["Fanes - Lé Vërt", 46.6041, 12.0219, 2060],
  ["Sassongher", 46.5782, 11.8591, 2665],
  ["Gardenacia", 46.5803, 11.8801, 2045],
];
const TYPES = ["injured hiker (ankle)", "lost ski-tourer", "climber stuck on route", "cardiac event at hut", "skier off-piste, no contact", "mountain biker fall"];
const LEADS = ["Ciprian Irsara", "Miriam Pescosta", "Tobias Dapunt", "Elisa Crazzolara", "Martin Frenademez"];

const k = {
  key: "mountain-rescue-lld",
  langName: "Ladin (Val Badia)",
  agent: "dispatch assistant of a volunteer mountain-rescue station (incidents, HEMS requests, radio log, alerts)",
  framework: "OpenAI Agents SDK (Python) + gpt-4o",
  idStyle: "openai",
  models: ["gpt-4o-2024-11-20", "gpt-4o-2024-08-06"],
  tzMin: 60,
  dst: "eu",
  thought: false,
  names: { solo: "dispatch_agent", triage: "dispatch_agent", specialist: "hems_coordinator" },
  tools: {
    get: "incident_get",
    list: "incidents_list",
    check: "dispatch_checklist",
    update: "incident_update",
    jobStart: "search_area_calc_start",
    jobStatus: "search_area_calc_status",
    ext: "hems_availability",
    log: "tetra_radio_log",
    series: "weather_station_series",
    batch: "incident_reports_submit",
    toSpec: "transfer_to_hems_coordinator",
    toTriage: "transfer_to_dispatch_agent",
    notify: "duty_chat_post",
    inbox: "duty_chat_read",
    sleep: "wait",
  },
  hosts: ["ops-api-1.bergrettung.lan", "ops-api-2.bergrettung.lan"],
  styles: { get: "json", check: "md", list: "md", update: "http", job: "json", series: "csv", batch: "json", reqId: "ulid" },
  res: "/incidents",
  checkTitle: "Dispatch checklist",
  ruleset: "BR-SOP-2025",
  logCmd: "tetralog",
  listFilter: "open",
  doneStatus: "checked",
  batchNoun: "incident reports",
  system: () =>
    "You are the dispatch assistant of a volunteer mountain-rescue station in Val Badia. You keep incidents up to date, run the dispatch checklist, request helicopter (HEMS) availability, read the TETRA radio log and the weather stations, and file incident reports with the provincial registry. Staff write Ladin; answer briefly in English unless asked otherwise. Safety decisions belong to the incident commander. When a case needs HEMS coordination, transfer to hems_coordinator.",
  entity(r, i, R) {
    R.base_br ??= r.int(120, 880);
    const p = r.pick(PLACES);
    return {
      id: `BR-26-${String(R.base_br + i).padStart(4, "0")}`,
      type: r.pick(TYPES),
      location: p[0],
      lat: Number((p[1] + r.float(-0.004, 0.004, 4)).toFixed(4)),
      lon: Number((p[2] + r.float(-0.004, 0.004, 4)).toFixed(4)),
      altitude_m: p[3] - r.int(0, 300),
      persons: r.int(1, 3),
      caller_phone: `+39 34${r.int(0, 9)} ${r.int(100, 999)} ${r.int(1000, 9999)}`,
      team_size: r.int(4, 7),
      team_lead: r.pick(LEADS),
      rendezvous: `N${(p[1] - 0.003).toFixed(4)} E${(p[2] - 0.006).toFixed(4)}`,
      hems: "not requested",
      status: "open",
      _v: r.int(1, 3),
    };
  },
  show(e) {
    const o = {
      incident_id: e.id,
      type: e.type,
      location: { name: e.location, lat: e.lat, lon: e.lon, altitude_m: e.altitude_m },
      persons_involved: e.persons,
      caller_phone: e.caller_phone,
      team: { station: "Bergrettung Alta Badia", size: e.team_size, lead: e.team_lead },
      rendezvous: e.rendezvous,
      hems: e.hems,
      status: e.status,
    };
    if (e.hold_reason) o.hold_reason = e.hold_reason;
    if (e.wx) o.weather_station = e.wx;
    o.revision = e._v;
    return o;
  },
  listCols: ["incident", "type", "location", "status", "lead"],
  listRow: (e) => [e.id, e.type, e.location, e.status, e.team_lead],
  rules: [
    { code: "GEO-TRAIL", field: "rendezvous", bad: (e) => `N${(e.lat + 0.0181).toFixed(4)} E${(e.lon + 0.0129).toFixed(4)}`, good: (e) => `N${(e.lat - 0.003).toFixed(4)} E${(e.lon - 0.006).toFixed(4)}`, msg: (e) => `rendezvous ${e.rendezvous} is 420 m from the nearest trail node (limit 150 m)` },
    { code: "CALLBACK", field: "caller_phone", bad: () => null, good: (e) => `+39 347 ${e.id.slice(-3)} 2${e.id.slice(-3)}`, msg: () => "no callback number recorded for the caller" },
    { code: "TEAM-MIN", field: "team_size", bad: () => 2, good: () => 4, msg: (e) => `team size ${e.team_size} below 4 for terrain class III after sunset` },
  ],
  hold(e) {
    e.status = "standby";
    e.hems = "requested (HEMS-0931)";
    e.hold_reason = "awaiting HEMS decision from Landesnotrufzentrale (flight weather)";
    return { code: "HEMS-PENDING", sev: "block", msg: "HEMS request HEMS-0931 open at Landesnotrufzentrale; no pilot decision yet" };
  },
  stuckFinding: () => ({ code: "AVA-LEVEL", sev: "error", msg: "avalanche danger level 4 in sector Fanes: ground deployment needs incident-commander override (not settable by dispatch)" }),
  missing: { field: "team_lead", label: "team leader" },
  idVariants: (e) => [{ incident_id: e.id.toLowerCase() }, { incident_id: e.id.replace("BR-26-", "BR26-") }, { incident_id: e.id, expand: [] }, { incident_id: e.id, tz: "Europe/Rome" }, { incident_id: ` ${e.id}` }, { incident_id: e.id.replace(/-/g, "") }],
  flow: ["dispatched", "team en route", "on scene", "patient handed over", "closed"],
  advance(e, i) {
    e.status = k.flow[Math.min(i, k.flow.length - 1)];
    e._v++;
    if (i === 3) e.hems = "I-AIUT landed Pontives, patient to Brunico hospital";
  },
  tune: {
    field: "rendezvous",
    label: "distance to trail",
    initial: "420 m",
    steps: [
      { value: "N46.5871 E11.9301", reading: "210 m", pass: false },
      { value: "N46.5866 E11.9284", reading: "165 m", pass: false },
      { value: "N46.5861 E11.9268", reading: "60 m", pass: true },
    ],
    finding: (e, reading) => ({ code: "GEO-TRAIL", sev: "error", msg: `rendezvous is ${reading} from the nearest trail node (limit 150 m)` }),
  },
  job: {
    id: (r) => `poa-${r.lowernum(8)}`,
    stages: ["load_dem", "lost_person_model", "segment", "poa_allocation", "export_gpx"],
    total: (r) => r.int(40, 120),
    unit: "search segments",
    worker: (r) => `sar-calc-${r.int(1, 2)}`,
    result: (e, r) => ({ high_poa_segments: r.int(4, 9), top_segment: `S-${r.int(3, 30)} (Val de Medesc)`, export: `poa_${e.id}.gpx` }),
    summary: (x) => `${x.high_poa_segments} high-probability segments, top ${x.top_segment}; GPX ${x.export} ready for the teams.`,
  },
  ext: {
    name: "HEMS dispatch API",
    host: "hems-api.aiut-alpin.example.it",
    client: "br-altabadia",
    limit: 60,
    server: "openresty",
    deadKinds: ["gateway", "down", "timeout"],
    downMsg: "HEMS dispatch API unavailable: CAD failover in progress",
    incident: "CAD-FO-0412",
    ok: (e, state) => (state === "pending" ? { request: "HEMS-0931", status: "awaiting_pilot_decision", weather: "ceiling below minima Gherdëina / Badia", next_review: "at pilot discretion" } : { aircraft: "I-AIUT (EC135 T3)", base: "Pontives", status: "available", eta_min: 14, winch: true, weather_ok: true }),
    summary: (e, d) => `HEMS for ${e.id}: ${d.aircraft} from ${d.base}, ${d.status}, ETA ${d.eta_min} min, winch ${d.winch ? "yes" : "no"}.`,
  },
  logSource: () => "tetra://TG3102 (Bergrettung Badia)",
  logLine(e, t, r) {
    return `${ts(t)} TG3102 ISSI 44101${r.int(10, 40)} ${r.pick([`PTT ${r.float(1.2, 9.5, 1)}s`, `STATUS 2 (available)`, `STATUS 3 (en route)`, `GPS N46.${r.int(5400, 6100)} E11.${r.int(8500, 9999)} acc ${r.int(3, 25)}m`, `SDS "ok"`, `PTT ${r.float(1.2, 9.5, 1)}s RSSI -${r.int(70, 101)}dBm`])}`;
  },
  logEvent: (e, t, rule) => `${ts(t)} CAD import ${e.id}: ${rule.field}=${JSON.stringify(rule.bad(e))} (from 112 call form)`,
  logPattern: "STATUS 4",
  logPatternVariants: ["status 4", "ST4", "STATUS  4", "on scene"],
  logFound: (e, t) => [`${ts(t)} TG3102 ISSI 4410123 STATUS 4 (on scene) GPS N46.5861 E11.9268 acc 6m`, `${ts(t + 41000)} TG3102 ISSI 4410123 SDS "Squadra 3 rivada, paziënt cosciënt"`],
  logAnswer: (e, t) => `Team 3 (ISSI 4410123) sent STATUS 4 (on scene) at ${localClock(t, tz(t))} from N46.5861 E11.9268, followed 41 s later by the SDS "Squadra 3 rivada, paziënt cosciënt".`,
  series: { spike: 0.6, name: "wind_gust", unit: "km/h", dayBase: (r) => r.int(25, 70), round: (v) => Math.max(0, Math.round(v * 10) / 10), jitter: 4, winStartH: 12 },
  watch: {
    stopped(e) {
      e.wx = "Col Alt 1980 m: sensor flag ICING (heater fault), last value held";
      return { value: 87.4, note: "station Col Alt: ICING, value held" };
    },
    recovering(e) {
      e.wx = "Col Alt 1980 m: ok";
      return { start: 88, target: 52, jitter: 3, states: ["Col Alt: ok", "Col Alt: ok", "Col Alt: ok", "Col Alt: ok"] };
    },
    setState(e, s) {
      e.wx = s;
    },
    progressLine: (e, i, t) => `${ts(t - 20000)} WX Col Alt gust ${[84, 76, 68, 61, 55][Math.min(i, 4)]} km/h dir ${270 + i * 5}°`,
    label: (e) => "station=col_alt sensor=gust",
    labels: () => ({ station: "col_alt", sensor: "gust" }),
    doneText: (e, v) => `Gusts at Col Alt are down to ${v} km/h, under the 60 km/h flight limit for ${e.id}.`,
  },
  handoff: {
    toSpec: (e, c) => (c === 0 ? `${e.id}: helicopter needed, please coordinate HEMS` : `${e.id}: HEMS still needed`),
    question: () => "Deployment in sector Fanes needs the incident commander's override, which dispatch has to obtain.",
    back: (e) => `${e.id}: blocked by avalanche level 4 override; dispatch must get the incident commander`,
    inform: (e) => `${e.id}: HEMS coordinada, dilan.`,
  },
  person: {
    name: "Lukas Pescollderungg",
    channel: "#centrala-badia",
    old: (R) => [{ from: "Lukas Pescollderungg", t: R.t - 4 * 3600000, text: "Bun dé, i sun de turn cina les 20:00.", unread: false }],
    ask: (e, i) => [`@Lukas podon pa sieré ${e.id}?`, `@Lukas ${e.id}: ciamò ne savon nia, podon sieré?`, `@Lukas n iade ciamò: ${e.id}?`, `@Lukas ${e.id} — sieré o nia?`][i % 4],
    reply: (e) => `Sci, podeis sieré ${e.id}. Dilan.`,
    change: () => ({ status: "closed" }),
  },
  summaryText: (ok, n, done) =>
    ok
      ? `Conversation summary: dispatcher asked to go through the ${n} open incidents and complete the checklist. Done: ${done.join(", ")}. Still open: ${n - done.length}.`
      : `Conversation summary: dispatcher asked to go through the ${n} open incidents and complete the checklist.`,
  args: {
    get: (e) => ({ incident_id: e.id }),
    check: (e) => ({ incident_id: e.id }),
    update: (e, ch) => ({ incident_id: e.id, patch: ch }),
    list: (m) => ({ status: m.filter ?? "open", ...(m.cursor ? { page_token: m.cursor } : {}), page_size: m.size ?? 25 }),
    jobStart: (e) => ({ incident_id: e.id, model: "ISRID-hiker" }),
    jobStatus: (j) => ({ calc_id: j.id }),
    ext: (e, x) => ({ incident_id: e.id, lat: e.lat, lon: e.lon, ...(x ?? {}) }),
    log: (e, n, m) => ({ talkgroup: 3102, last: n, ...(m.grep ? { contains: m.grep } : {}) }),
    series: (e, m) => ({ station: "col_alt", sensor: "gust", from: localIso(m.from, tz(m.from)), to: localIso(m.to, tz(m.to)), interval: `${m.step / 60}m` }),
    batch: (ids, x) => ({ incident_ids: ids.map((i) => i.id ?? i), registry: "provinzia-bz", ...(x ?? {}) }),
    handoff: (note) => ({ note }),
    notify: (to, text) => ({ channel: "centrala-badia", text }),
    inbox: () => ({ channel: "centrala-badia", limit: 15 }),
    sleep: (s) => ({ seconds: s }),
  },
  text: {
    hello: "Bun dé,",
    then: "Spo:",
    done: "Fat.",
    note: "Ades:",
    again: "Ciara ciamò n iade, por plajëi.",
    everyTen: "Ciara vigni 10 minuć cina che al é fat, por plajëi.",
    sweep: (n) => `ciara por plajëi dant les ${n} intervenziuns davertes y coregi ći che ne va nia.`,
    sweepOnly: (e, x) => `ciara por plajëi les ${x.n} intervenziuns davertes y coregi la checklist.`,
    status: (e) => `Ći é pa cun l'intervenziun ${e.id}? Ara ne va nia inant. Dime por plajëi ći che mancia.`,
    field: (e) => `Ci é pa le capo dla squadra dl'intervenziun ${e.id}? Me ocor le inom por le rapport.`,
    daily: (e, x) => `Dame por vigni dé dal ${x.d1} al ${x.d2} les rafiches sön le Col Alt (por ${e.id}).`,
    pass: (e) => `L'intervenziun ${e.id} ne passa nia la checklist. Mët a post ći che ocor, por plajëi.`,
    ext: (e) => `Damana por plajëi al sistem dl elicioter sce ara é da avëi na machina por ${e.id}.`,
    job: (e) => `Fà partì le calcul dles zones de chirida por ${e.id} y dime canch'al é fat.`,
    watch: (e) => `Tëgn d'edema le vënt sön le Col Alt cina che al cala sot 60 km/h por ${e.id}, spo dime.`,
    pages: () => `Cotan d'intervenziuns davertes él pa? Cunta dutes, nia ma la pröma plata.`,
    logs: () => `Chir tl register dl radio: canch'à pa la squadra 3 dit "STATUS 4" y ći à-i dit?`,
    peak: (e, x) => `Canch'él pa stè la rafica plü forta sön le Col Alt ai ${x.day} danter les ${x.from} y les ${x.to}?`,
    batch: (e, x) => `Manda i ${x.n} rapporc d'intervenziun al register provinzial.`,
    case: (e) => `Tol te man le caje ${e.id}; le coordinadur HEMS mëss le ciaré.`,
    ask: (e, x) => `Damana a ${x.person} sce podun sieré ${e.id}, y spo metel ite.`,
    countAnswer: (total, pages) => `There are ${total} open incidents (${pages} pages).`,
  },
};
k.render = makeGeneric(k);
k.render.sleep = (s) => JSON.stringify({ waited_s: s });
export default k;
