// EAF / ladle-furnace melt shop, staff write Bulgarian. L2 XML heat data, OES comparison tables, event logs, OPC reads.
import { cursor, delegateOut, pj, recs } from "./kit.mjs";
import { stable } from "./rng.mjs";

const key = "steel-meltshop-bg";
const GR = ["S355J2", "S275JR", "B500B", "C45", "42CrMo4"];
const R = recs(key, 60, (i, s) => {
  const id = `H26-${4400 + i * 3 + s.int(0, 2)}`;
  return { id, label: `heat ${id}`, grade: GR[i % 5], c: 0.14 + s.int(0, 6) / 100, mn: 1.3 + s.int(0, 15) / 100, si: 0.2 + s.int(0, 8) / 100, tap: 1620 + s.int(0, 25), FeMn_kg: 480, CaSi_wire_m: 180, tap_temp_aim_c: 1620, Al_wire_m: 140, C_aim_pct: 0.17, caster: `CC${1 + (i % 2)}`, t: `${String(s.int(0, 23)).padStart(2, "0")}:${String(s.int(10, 59))}` };
});
const findings = [
  { code: "MN_LOW", msg: "Mn 0.58 % below grade min 0.60 %", field: "FeMn_kg", bad: 420, good: 480 },
  { code: "S_HIGH", msg: "S 0.038 % above grade max 0.035 %", field: "CaSi_wire_m", bad: 120, good: 180 },
  { code: "TAP_TEMP_LOW", msg: "tapping aim 1595 °C below practice 1620 °C", field: "tap_temp_aim_c", bad: 1595, good: 1620 },
  { code: "AL_LOW", msg: "Al_s 0.012 % below 0.020 %", field: "Al_wire_m", bad: 90, good: 140 },
  { code: "CEV_HIGH", msg: "CEV 0.47 above 0.45 limit", field: "C_aim_pct", bad: 0.2, good: 0.17 },
];
const t = {
  get: {
    name: "l2_heat_get",
    a: (r) => ({ heat_no: r.id }),
    o: (x, r, s) => {
      const v = (f) => s.over?.[f] ?? (s.f?.field === f ? s.f.bad : r[f]);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<HeatData msgId="${x.int(100000, 999999)}" sent="${x.c.isoms()}">\n  <Heat no="${r.id}" grade="${r.grade}" status="${s.pending ? "WAIT_LAB" : "LF_TREATMENT"}" caster="${r.caster}"/>\n  <Chem sample="LF${1 + (R.indexOf(r) % 2)}" C="${r.c.toFixed(3)}" Mn="${r.mn.toFixed(2)}" Si="${r.si.toFixed(2)}"/>\n  <Practice FeMn_kg="${v("FeMn_kg")}" CaSi_wire_m="${v("CaSi_wire_m")}" Al_wire_m="${v("Al_wire_m")}" tap_temp_aim_c="${v("tap_temp_aim_c")}" C_aim_pct="${v("C_aim_pct")}"/>\n  <Alarms>${s.f ? `<Alarm code="${s.f.code}"/>` : ""}</Alarms>\n</HeatData>`;
    },
  },
  check: {
    name: "grade_spec_check",
    a: (r) => ({ heat_no: r.id, spec: "EN10025-2" }),
    o: (x, r, s) => {
      const head = `GRADE CHECK ${r.id} ${r.grade}  spec=EN10025-2  run ${x.hex(6)}  ${x.c.iso()}`;
      const rows = ["El      Meas     Min      Max    St", `C     ${r.c.toFixed(3)}   0.000    0.200    OK`, `Mn     ${(s.f?.code === "MN_LOW" ? 0.58 : r.mn).toFixed(2)}    0.60     1.60    ${s.f?.code === "MN_LOW" ? "LO" : "OK"}`, `S     ${s.f?.code === "S_HIGH" ? "0.038" : "0.021"}   0.000    0.035    ${s.f?.code === "S_HIGH" ? "HI" : "OK"}`];
      return [head, ...rows, s.ok ? "VERDICT: IN GRADE" : `VERDICT: OUT  ${s.f.code} — ${s.f.msg}`].join("\n");
    },
  },
  set: {
    name: "practice_set",
    a: (r, s) => ({ heat_no: r.id, field: s.f.field, value: s.v }),
    o: (x, r, s) => `<Ack msgId="${x.int(100000, 999999)}" heat="${r.id}" field="${s.f.field}" value="${s.v}" result="ACCEPTED" l2rev="${x.int(20, 90)}" t="${x.c.isoms()}"/>`,
  },
  log: {
    name: "heat_events",
    a: (r) => ({ heat_no: r.id, last: 15 }),
    o: (x, r, s) => {
      const y = { ...stable(`${r.id}/log`), c: x.c0 };
      const ev = ["ARC ON step 4", "Ar stirring 320 Nl/min", "temp meas 1604 C", "sample taken LF2", "ARC OFF", "wire feed CaSi 60 m"];
      const n = y.int(4, 6);
      const out = Array.from({ length: n }, (_, i) => `${y.c.ymd()} ${y.c.at((n - i) * 41).hms()}.${y.int(100, 999)} [LF${y.int(1, 2)}] ${r.id} ${y.pick(ev)}`);
      out.sort();
      if (s.f) out.push(`${y.c.ymd()} ${y.c.hms()}.999 [QA]  ${r.id} ALARM ${s.f.code}`);
      return out.join("\n");
    },
  },
  dep: {
    name: "oes_lab_query",
    label: "the OES spectrometer lab gateway",
    a: (r, i) => ({ heat_no: r.id, sample: ["LF2", "LF2-B", "final", "LF2"][i % 4], timeout_ms: 5000 + (i % 3) * 5000 }),
    ok: (x, r) => `SAMPLE ${r.id}-LF2  OES-2  ${x.c.iso()}\nC 0.162  Mn 1.41  Si 0.24  P 0.014  S 0.019  Al 0.031\nSTATUS VALID`,
    err: (x, i) => [`VI_ERROR_TMO (-1073807339): Timeout expired before operation completed. (OES-LAB2:5025)`, `ERROR 0x80004005 connect ECONNREFUSED 10.40.2.17:5025`, `HTTP/1.1 502 Bad Gateway\nServer: lab-bridge/1.4\nX-Req: ${x.hex(10)}\n\nupstream OES-2 not responding`, `ERROR: socket hang up (lab-bridge ${x.int(100, 999)}ms)`][i % 4],
  },
  start: {
    name: "slab_inspection_start",
    a: (r) => ({ heat_no: r.id, line: "SIS-1" }),
    o: (x, r, s) => pj({ job: s.job.id, heat: r.id, slabs_planned: s.job.total, started: x.c.isoms() }),
  },
  status: {
    name: "slab_inspection_status",
    a: (r, s) => ({ job: s.job.id }),
    o: (x, r, s) => `job ${s.job.id}  state=${s.state.toUpperCase()}  images=${s.done}/${s.total}  defects_flagged=${x.int(0, 3)}  cam_temp=${x.int(31, 38)}C  ${x.c.iso()}`,
  },
  list: {
    name: "heat_list",
    a: (cur, i) => (cur ? { week: "2026-W47", cursor: cur } : { week: "2026-W47" }),
    o: (x, _r, s) => ["HEAT       GRADE     TAP_T  CASTER  TAPPED", ...s.rows.map((r) => `${r.id.padEnd(10)} ${r.grade.padEnd(9)} ${r.tap}   ${r.caster}     ${r.t}`), `-- next: ${s.next ?? "(end)"}  (${x.int(20, 140)} ms)`].join("\n"),
  },
  search: {
    name: "sop_search",
    a: (q) => ({ q, lang: "any" }),
    o: (x, _r, s) => `${s.hits.length} result(s) in ${x.int(5, 90)} ms\n${s.hits.map((h, j) => `${j + 1}. [${h.id}] ${h.title}`).join("\n")}`,
  },
  live: {
    name: "lf_temp_read",
    a: () => ({ tag: "LF2.BATH.TEMP" }),
    o: (x, _r, s) => `LF2.BATH.TEMP = ${s.v.toFixed(1)} degC  quality=Good  src=${x.c.isoms()}  probe#${x.int(1000, 9999)}`,
  },
};
const sub = {
  name: "metallurgist_agent", task: "approve the trim additions", need: "the final LF sample chemistry",
  give: () => "C 0.162 Mn 1.41 S 0.019 Al 0.031",
  block: (r) => `Cannot approve trims for ${r.id} without the final LF sample chemistry.`,
  done: (r) => `${r.id}: trims approved (FeMn +60 kg, CaSi 60 m). Release to caster.`,
};
export default {
  key, lang: "Bulgarian", staffName: "инж. Петров", agent: "meltshop_agent", coord: "shift_coordinator", reviewer: "qa_reviewer",
  system: "You assist the melt-shop shift at an EAF steel plant (two ladle furnaces, two slab casters). Use the L2 tools to read heats, check grade chemistry, change practice set-points and query the lab. Staff write in Bulgarian; answer in English. Practice changes need a reason in your answer.",
  recs: R, findings, t, sub, delegateOut: delegateOut(sub), cursor,
  job: (x) => ({ id: `SIS-${x.int(10000, 99999)}`, total: 380 }),
  live: { base: 1598, step: 3, unit: "°C", every: 90 },
  queries: ["high sulphur LF sample procedure", "процедура висока сяра проба пещ-кофа", "S above max after LF what to do", "desulphurisation ladle furnace high S", "sulphur out of spec ladle", "LF high sulfur corrective action"],
  refine: ["sulphur", "sulphur ladle furnace", "sulphur ladle furnace slag basicity", "desulphurisation CaSi wire S355", "desulphurisation CaSi wire S355 max additions"],
  hits: (x, v) => (v === 0 ? [{ id: "SOP-LF-012", title: "Ladle furnace treatment — general" }, { id: "SOP-QA-031", title: "Out-of-grade heats" }, { id: "WI-219", title: "Wire feeding" }] : [{ id: `SOP-LF-0${20 + v}`, title: ["", "Sulphur control", "LF slag practice", "Basicity targets", "CaSi wire S355", "Addition limits"][v] }, { id: `WI-${230 + v}`, title: `Work instruction ${v}` }]),
  bad: (r) => ({ role: "get", variants: [{ heat_no: r.id.slice(4) }, { heat_no: r.id.replace("-", "") }, { heat_no: r.id.toLowerCase() }, { heat: r.id.slice(4) }], err: (x, a) => `<Error msgId="${x.int(100000, 999999)}" code="E_HEATNO_FORMAT">heat_no must look like H26-NNNN, got '${a.heat_no ?? a.heat ?? ""}'</Error>` }),
  staff: {
    one: (r) => `Провери плавка ${r.id}, моля. Трябва да знаем дали химията е в марката преди разливане.`,
    batch: (n) => `Прегледай ${n} плавки от нощната смяна – съответствие с марката за всяка.`,
    poll: (r) => `Пусни инспекцията на слябовете от плавка ${r.id} и ми кажи, когато приключи.`,
    list: "Изкарай целия списък с плавките от седмицата, всички страници, за отчета.",
    howto: "Каква е процедурата, ако пробата от пещ-кофата е с висока сяра? Потърси в инструкциите.",
    fix: (r) => `Плавка ${r.id} не минава проверката за марката. Коригирай добавките, докато мине.`,
    again: (r) => `Взехме нова проба от ${r.id} след добавката. Провери пак.`,
    monitor: (n) => `Следи температурата в пещ-кофата – ${n} измервания, през около минута и половина.`,
    soak: (n) => `По инструкция трябват ${n} поредни стабилни измервания на температурата преди изпускане. Отчети ги.`,
    watch: (rs) => `Плавки ${rs.map((r) => r.id).join(", ")} чакат резултат от лабораторията – следи ги и кажи, когато излезе.`,
    nudge: ["Има ли нещо ново?", "Какво става с плавката?", "Още чакаме – какъв е статусът?"],
    final: (k) => (k === "fail" ? "Не мога да продължа: услугата не отговаря, затова спрях тук. Може ли някой да я провери?" : "Готово – проверките са направени и резултатите са записани."),
  },
};
