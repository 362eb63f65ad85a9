// Battery energy storage park (FCR-D), staff write Swedish. BMS REST JSON, Modbus write lines, syslog, MMS readings.
import { cursor, delegateOut, pj, recs } from "./kit.mjs";
import { stable } from "./rng.mjs";

const key = "bess-storage-sv";
const R = recs(key, 60, (i, s) => {
  const id = `B${1 + Math.floor(i / 16)}-R${String((i % 16) + 1).padStart(2, "0")}`;
  return { id, label: `rack ${id}`, soc: s.int(38, 71), vmax: s.int(3318, 3342), vmin: s.int(3261, 3300), tmax: s.int(24, 33), balancing: "passive", soc_max_pct: 90, bmu_fw: "3.4.1", derate_start_c: 40, imd_alarm_kohm: 100, pcs: `PCS-${1 + (i % 8)}`, at: `T${String(s.int(0, 23)).padStart(2, "0")}:${String(s.int(0, 59)).padStart(2, "0")}:${String(s.int(0, 59)).padStart(2, "0")}Z` };
});
const findings = [
  { code: "BAL_DISABLED", msg: "cell balancing off while ΔV 74 mV", field: "balancing", bad: "off", good: "passive" },
  { code: "SOC_WINDOW", msg: "SoC upper limit 98 % above FCR-D band limit 90 %", field: "soc_max_pct", bad: 98, good: 90 },
  { code: "FW_MISMATCH", msg: "BMU firmware 3.2.7 differs from string (3.4.1)", field: "bmu_fw", bad: "3.2.7", good: "3.4.1" },
  { code: "DERATE_CURVE", msg: "derate start 45 °C, site standard 40 °C", field: "derate_start_c", bad: 45, good: 40 },
  { code: "IMD_THRESHOLD", msg: "insulation alarm threshold 50 kΩ below 100 kΩ", field: "imd_alarm_kohm", bad: 50, good: 100 },
];
const REG = { balancing: 40121, soc_max_pct: 40210, bmu_fw: 40001, derate_start_c: 40233, imd_alarm_kohm: 40310 };

const t = {
  get: {
    name: "bms_rack_get",
    a: (r) => ({ rack_id: r.id }),
    o: (x, r, s) => {
      const v = (f) => s.over?.[f] ?? (s.f?.field === f ? s.f.bad : r[f]);
      return pj({
        rack: r.id, pcs: r.pcs, state: s.pending ? "MAINTENANCE_LOCK" : "ONLINE", soc_pct: r.soc + x.int(-1, 1) * 0.1,
        cell_v_max_mv: r.vmax + x.int(-2, 2), cell_v_min_mv: r.vmin + x.int(-2, 2), temp_max_c: r.tmax + x.int(0, 9) / 10,
        config: { balancing: v("balancing"), soc_max_pct: v("soc_max_pct"), bmu_fw: v("bmu_fw"), derate_start_c: v("derate_start_c"), imd_alarm_kohm: v("imd_alarm_kohm") },
        active_alarms: s.f ? [s.f.code] : [],
        ts: x.c.isoms(), bms_node: `bms-gw-0${x.int(1, 3)}`, req: x.hex(12),
      });
    },
  },
  check: {
    name: "rack_health_check",
    a: (r) => ({ rack_id: r.id, profile: "fcr-d" }),
    o: (x, r, s) => {
      const rows = [["contactor_feedback", "PASS"], ["cell_delta_mv", "PASS"], ["imd_isolation", "PASS"], ["config_vs_baseline", s.ok ? "PASS" : "FAIL"], ["comm_latency", "PASS"]];
      return [`rack_health_check ${r.id} profile=fcr-d  run=${x.hex(8)}  ${x.c.iso()}`, ...rows.map(([k, q]) => `  [${q}] ${k.padEnd(22)}${k === "comm_latency" ? ` ${x.int(9, 41)} ms` : ""}`), s.ok ? "RESULT: PASS (5/5)" : `RESULT: FAIL  ${s.f.code}: ${s.f.msg}`].join("\n");
    },
  },
  set: {
    name: "bms_param_set",
    a: (r, s) => ({ rack_id: r.id, param: s.f.field, value: s.v }),
    o: (x, r, s) => `WRITE OK unit=${10 + (R.indexOf(r) % 16)} reg=${REG[s.f.field]} fc=16 value=${JSON.stringify(s.v)} readback=${JSON.stringify(s.v)} rtt=${x.int(8, 40)}ms tx=${x.int(1000, 65000)}`,
  },
  log: {
    name: "bms_event_log",
    a: (r) => ({ rack_id: r.id, limit: 20 }),
    o: (x, r, s) => {
      const y = { ...stable(`${r.id}/log`), c: x.c0 };
      const lines = [];
      const n = y.int(4, 7);
      for (let i = 0; i < n; i++) lines.push(`${y.c.at((n - i) * 97 + y.int(0, 60)).syslog()} bms-gw-0${y.int(1, 3)} bmsd[${y.int(900, 4000)}]: ${r.id} ${y.pick(["heartbeat ok", "soc sync", "fan stage 1", "string current 212 A"])}`);
      if (s.f) lines.push(`${y.c.syslog()} bms-gw-01 bmsd[1187]: ${r.id} ALARM ${s.f.code} ${s.f.msg}`);
      return lines.join("\n");
    },
  },
  dep: {
    name: "fcr_bid_portal",
    label: "the Svk FCR bid portal",
    a: (r, i) => ({ action: "prequal_status", resource: `SE3-BESS-${r.id}`, timeout_s: [10, 30, 60, 15, 45][i % 5], ...(i % 3 === 2 ? { api_version: "v2" } : {}) }),
    ok: (x, r) => pj({ resource: `SE3-BESS-${r.id}`, prequalified: true, products: ["FCR-D up", "FCR-D down"], valid_to: "2027-06-30", correlation_id: x.uuid() }),
    err: (x, i) => [
      `HTTP/1.1 503 Service Unavailable\nDate: ${x.c.iso()}\nRetry-After: 120\nX-Correlation-Id: ${x.uuid()}\n\n<error><code>MAINTENANCE</code><message>Service temporarily unavailable</message></error>`,
      `curl: (28) Operation timed out after ${x.int(10000, 60000)} milliseconds with 0 bytes received`,
      `HTTP/1.1 504 Gateway Time-out\nServer: nginx\nDate: ${x.c.iso()}\n\n<html><body><h1>504 Gateway Time-out</h1></body></html>`,
      `curl: (56) Recv failure: Connection reset by peer`,
    ][i % 4],
  },
  start: {
    name: "balancing_job_start",
    a: (r) => ({ rack_id: r.id, mode: "active", target_delta_mv: 15 }),
    o: (x, r, s) => pj({ job_id: s.job.id, rack: r.id, accepted: true, cells: s.job.total, submitted_at: x.c.isoms() }),
  },
  status: {
    name: "balancing_job_status",
    a: (r, s) => ({ job_id: s.job.id }),
    o: (x, r, s) => pj({ job_id: s.job.id, state: s.state, cells_in_band: s.done, cells_total: s.total, delta_mv: s.state === "done" ? 14 : x.int(16, 60), rack_temp_c: 27 + x.int(0, 30) / 10, updated: x.c.isoms() }),
  },
  list: {
    name: "alarm_list",
    a: (cur, i) => (cur ? { since: "24h", page_size: 8, cursor: cur } : { since: "24h", page_size: 8 }),
    o: (x, _r, s) => ["ts,rack,code,severity,ack", ...s.rows.map((r, j) => `${x.c.ymd()}${r.at},${r.id},${["COMM_TIMEOUT", "FAN_STAGE2", "CELL_DELTA_WARN", "DOOR_OPEN"][(R.indexOf(r) + j) % 4]},${["minor", "warning"][j % 2]},${j % 3 ? "yes" : "no"}`), `# next_cursor=${s.next ?? "null"} served_in=${x.int(12, 90)}ms`].join("\n"),
  },
  search: {
    name: "runbook_search",
    a: (q) => ({ query: q, top_k: 5 }),
    o: (x, _r, s) => pj({ took_ms: x.int(8, 70), hits: s.hits.map((h, j) => ({ doc: h.id, title: h.title, score: Number((0.91 - j * 0.07 - x.rng() * 0.01).toFixed(4)) })) }),
  },
  live: {
    name: "pcs_meter_read",
    a: (i) => ({ point: "POC/MMXU1.TotW.mag.f" }),
    o: (x, _r, s) => `POC/MMXU1.TotW.mag.f = ${s.v.toFixed(3)} MW  q=good  t=${x.c.isoms()}  f=${(49.97 + x.rng() * 0.06).toFixed(3)} Hz  seq=${x.int(100000, 999999)}`,
  },
};

const sub = {
  name: "cell_analyst",
  task: "decide whether the rack can bid FCR-D tomorrow",
  need: "the last capacity-test report",
  give: (r) => `CT-${r.id}-2026-11 (SoH 94.1 %)`,
  block: (r) => `I need the last capacity-test report for ${r.id} before I can judge state of health. I don't have access to the test archive.`,
  done: (r) => `${r.id}: SoH 94.1 %, ΔV within band after balancing; OK to bid FCR-D.`,
};

export default {
  key, lang: "Swedish", staffName: "Karin (driftingenjör)", agent: "bess_ops", coord: "dispatch_coordinator", reviewer: "safety_reviewer",
  system: "You are the operations assistant of a 40 MW / 80 MWh battery storage park near Västerås that sells FCR-D to Svenska kraftnät. Use the tools to read and change the BMS, run health checks and talk to the TSO portal. Staff write in Swedish; answer in English unless asked otherwise. Never change a rack in MAINTENANCE_LOCK.",
  recs: R, findings, t, sub, delegateOut: delegateOut(sub),
  job: (x, r) => ({ id: `bal-${x.hex(6)}`, total: 416 }),
  cursor,
  live: { base: 18.4, step: 0.6, unit: "MW", every: 60 },
  queries: ["isolationsvakt larm frånkoppling rack", "insulation monitor alarm rack disconnect procedure", "IMD alarm disconnect rack", "how to isolate a rack after insulation fault", "rack isolation procedure IMD", "frånkoppling av rack vid isolationsfel"],
  refine: ["rack disconnect", "rack disconnect insulation fault", "rack disconnect insulation fault DC breaker sequence", "IMD alarm DC breaker sequence B-block", "IMD alarm DC breaker sequence B-block LOTO form"],
  hits: (x, v) => (v === 0 ? [{ id: "DI-114", title: "Frånkoppling av batterirack (allmänt)" }, { id: "DI-087", title: "Larmhantering BMS" }, { id: "KB-2231", title: "IMD nuisance trips after rain" }] : [{ id: `DI-${100 + v * 7}`, title: ["", "Rack disconnect — general", "Insulation fault handling", "DC breaker opening sequence", "B-block specifics", "LOTO form BESS-DC-04"][v] }, { id: `KB-${2200 + v * 13}`, title: `Field note ${v}` }]),
  bad: (r) => ({
    role: "get",
    variants: [{ rack_id: r.id.replace("-R", "/") }, { rack_id: r.id.replace(/-R0?/, "R") }, { rack_id: r.id.replace("-", "") }, { rack: r.id.replace("-R", " rack ") }],
    err: (x, a) => pj({ error: "INVALID_ARGUMENT", detail: `rack_id must match ^B[0-9]-R[0-9]{2}$ (got ${JSON.stringify(a.rack_id ?? a.rack ?? null)})`, req: x.hex(12) }),
  }),
  staff: {
    one: (r) => `Kan du kolla ${r.id}? Den larmade i natt och vi behöver veta om den kan vara med i FCR-D-budet i morgon.`,
    batch: (n) => `Gå igenom ${n} rack i B-blocken inför morgondagens bud – hälsokontroll på vart och ett, tack.`,
    poll: (r) => `Starta aktiv cellbalansering på ${r.id} och säg till när den är klar.`,
    list: "Ta fram hela larmlistan för senaste dygnet, alla sidor, så vi kan gå igenom den på morgonmötet.",
    howto: "Hur gör vi en kontrollerad frånkoppling av ett rack när isolationsvakten larmar? Leta i driftinstruktionerna.",
    fix: (r) => `${r.id} klarar inte hälsokontrollen. Rätta parametrarna så att den blir godkänd.`,
    again: (r) => `Vi har bytt kontaktor och startat om BMU:n på ${r.id}. Kör kontrollen igen.`,
    monitor: (n) => `Läs av effekten i anslutningspunkten ${n} gånger, ungefär en gång i minuten, medan vi provar FCR-D.`,
    soak: (n) => `Enligt provinstruktionen ska vi ha ${n} stabila avläsningar i rad innan vi skriver under. Läs av effekten.`,
    watch: (rs) => `Racken ${rs.map((r) => r.id).join(", ")} kommer tillbaka efter service – håll koll och säg till när de är i drift.`,
    nudge: ["Något nytt?", "Hallå, hur går det med racket?", "Vi väntar fortfarande – status?"],
    final: (k) => (k === "fail" ? "Jag kommer inte vidare: tjänsten svarar inte, så jag har stannat här. Kan någon titta på den?" : "Klart – kontrollerna är gjorda och resultatet är noterat i loggen."),
  },
};
