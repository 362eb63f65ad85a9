// EMU rolling-stock depot (Minsk), staff write Belarusian. Wheelset tables, TCMS events in protobuf text format, SAP RFC errors.
import { cursor, delegateOut, pj, recs } from "./kit.mjs";
import { stable } from "./rng.mjs";

const key = "rail-depot-be";
const R = recs(key, 60, (i, s) => {
  const id = `U${String(11 + Math.floor(i / 4)).padStart(3, "0")}-C${(i % 4) + 1}`;
  return { id, label: `car ${id}`, km: 90000 + s.int(0, 90000), fl: [28 + s.int(0, 30) / 10, 27.5 + s.int(0, 30) / 10], dia: 880 + s.int(0, 40), reprofile_planned: true, axle2_action: "reprofile", axle1_action: "reprofile", pads_replace: true, next_reprofile_km: 180000, track: `${s.int(1, 9)}`, order: `40${s.int(100000, 999999)}` };
});
const findings = [
  { code: "FLANGE_THIN", msg: "flange thickness 24.1 mm < 25.0 mm (axle 3 R)", field: "reprofile_planned", bad: false, good: true },
  { code: "DIA_DIFF", msg: "diameter difference on axle 2 = 1.4 mm > 1.0 mm", field: "axle2_action", bad: "none", good: "reprofile" },
  { code: "QR_LOW", msg: "qR 6.2 mm < 6.5 mm (axle 1 L)", field: "axle1_action", bad: "none", good: "reprofile" },
  { code: "PAD_WORN", msg: "brake pad 11 mm < 12 mm (bogie 2)", field: "pads_replace", bad: false, good: true },
  { code: "KM_OVERDUE", msg: "182,400 km since reprofile, interval 180,000", field: "next_reprofile_km", bad: 200000, good: 180000 },
];
const t = {
  get: {
    name: "wheelset_measure_get",
    a: (r) => ({ car_id: r.id }),
    o: (x, r, s) => {
      const v = (f) => s.over?.[f] ?? (s.f?.field === f ? s.f.bad : r[f]);
      const rows = [1, 2, 3, 4].map((a) => `  ${a}     ${(r.fl[0] + a * 0.1).toFixed(1)}  ${(r.fl[1] + a * 0.1).toFixed(1)}   ${(29.8 + a * 0.1).toFixed(1)}  ${(8 + a * 0.2).toFixed(1)}   ${r.dia + a}.${a}  ${r.dia + a}.${a + 1}`);
      return `Measurement ${r.id}  (ProfiScan #${x.int(100, 999)}, ${x.c.ymd()} ${x.c.hms()})  state: ${s.pending ? "IN_LATHE_QUEUE" : "IN_SERVICE"}\naxle  Sd_L  Sd_R   Sh    qR    D_L     D_R\n${rows.join("\n")}\nkm since reprofile: ${r.km}\norder ${r.order}: reprofile_planned=${v("reprofile_planned")} axle1=${v("axle1_action")} axle2=${v("axle2_action")} pads_replace=${v("pads_replace")} next_reprofile_km=${v("next_reprofile_km")}${s.f ? `\nflag: ${s.f.code}` : ""}`;
    },
  },
  check: {
    name: "wheel_limits_check",
    a: (r) => ({ car_id: r.id, standard: "STB-EN15313" }),
    o: (x, r, s) => `LIMITS ${r.id} std=STB-EN15313 run=${x.hex(6)} ${x.c.iso()}\n${["FLANGE_THIN", "DIA_DIFF", "QR_LOW", "PAD_WORN", "KM_OVERDUE"].map((c) => `  ${c.padEnd(12)} ${s.f?.code === c ? "VIOLATION" : "ok"}`).join("\n")}\n${s.ok ? "RESULT fit for service" : `RESULT NOT FIT: ${s.f.msg}`}`,
  },
  set: {
    name: "work_order_update",
    a: (r, s) => ({ car_id: r.id, field: s.f.field, value: s.v }),
    o: (x, r, s) => `S IW 080: Order ${r.order} saved with notification ${x.int(10000000, 19999999)} (${s.f.field}=${s.v})`,
  },
  log: {
    name: "tcms_diag_events",
    a: (r) => ({ car_id: r.id, last: 5 }),
    o: (x, r, s) => {
      const y = { ...stable(`${r.id}/log`), c: x.c0 };
      const out = [];
      const n = y.int(2, 4);
      for (let i = 0; i < n; i++) out.push(`event {\n  car: "${r.id}"\n  code: "${y.pick(["BCU_17", "DCU_03", "HVAC_21", "TCU_44"])}"\n  severity: ${y.pick(["INFO", "WARN"])}\n  ts: "${y.c.at((n - i) * 2600 + y.int(0, 500)).isoms()}"\n  speed_kmh: ${y.int(0, 120)}\n}`);
      if (s.f) out.push(`event {\n  car: "${r.id}"\n  code: "WSP_${s.f.code}"\n  severity: WARN\n  ts: "${y.c.isoms()}"\n}`);
      return out.join("\n");
    },
  },
  dep: {
    name: "sap_pm_rfc",
    label: "the SAP PM RFC gateway",
    a: (r, i) => ({ function: ["BAPI_ALM_ORDER_GET_DETAIL", "BAPI_ALM_ORDER_GET_DETAIL", "BAPI_ALM_NOTIF_GET_DETAIL", "BAPI_ALM_ORDER_GET_DETAIL"][i % 4], number: r.order, timeout_s: 20 + (i % 3) * 20 }),
    ok: (x, r) => `RETURN: TYPE=S NUMBER=000\nES_HEADER: ORDERID=${r.order} ORDER_TYPE=PM02 SYS_STATUS=REL PRUEFLOS ${x.int(100000, 999999)}`,
    err: (x, i) => [`RFC_COMMUNICATION_FAILURE: partner '10.12.4.20:sapgw00' not reached`, `CPIC-CALL: 'ThSAPCMRCV' : cmRc=20 thRc=223 Timeout during allocate`, `RFC_SYSTEM_FAILURE: Connection to partner broken (${x.hex(8)})`, `com.sap.conn.jco.JCoException: (102) JCO_ERROR_COMMUNICATION: Connect to message server host failed`][i % 4],
  },
  start: {
    name: "diag_download_start",
    a: (r) => ({ car_id: r.id, since_days: 30 }),
    o: (x, r, s) => pj({ download_id: s.job.id, car: r.id, records_expected: s.job.total, started: x.c.off(3) }),
  },
  status: {
    name: "diag_download_status",
    a: (r, s) => ({ download_id: s.job.id }),
    o: (x, r, s) => `download ${s.job.id}: ${s.state}  records ${s.done}/${s.total}  link=WLAN-depot rssi=-${x.int(55, 72)}dBm  ${x.c.hms()}`,
  },
  list: {
    name: "depot_orders_list",
    a: (cur, i) => (cur ? { month: "2026-11", cursor: cur } : { month: "2026-11", size: 6 }),
    o: (x, _r, s) => pj({ orders: s.rows.map((r) => ({ order: r.order, car: r.id, km: r.km, track: r.track })), next: s.next, trace: x.hex(12) }),
  },
  search: {
    name: "maintenance_manual_search",
    a: (q) => ({ query: q }),
    o: (x, _r, s) => `${s.hits.map((h, j) => `${j + 1}) ${h.id} — ${h.title}`).join("\n")}\n(${s.hits.length} hits, ${x.int(8, 90)} ms)`,
  },
  live: {
    name: "main_reservoir_read",
    a: () => ({ car_id: "U014-C1", signal: "MR_PRESSURE" }),
    o: (x, _r, s) => `U014-C1 MR_PRESSURE ${s.v.toFixed(2)} bar  compressor=${x.pick(["ON", "OFF"])}  ts=${x.c.isoms()}  seq=${x.int(10000, 99999)}`,
  },
};
const sub = {
  name: "wheel_engineer_agent", task: "approve running to the next lathe slot", need: "the last wheel-lathe protocol",
  give: (r) => `lathe protocol UFL-${r.id}-2026-08 (profile S1002, Sd 31.2)`,
  block: (r) => `I need the last lathe protocol for ${r.id} to approve running on; I can't see the lathe archive.`,
  done: (r) => `${r.id}: may run until the lathe slot on Thursday, speed limit 100 km/h.`,
};
export default {
  key, lang: "Belarusian", staffName: "майстар змены", agent: "depot_agent", coord: "depot_dispatcher_bot", reviewer: "quality_engineer",
  system: "You assist the maintenance planners of an EMU depot in Minsk. You read wheelset measurements, check them against limits, update SAP PM work orders, download TCMS diagnostics. Staff write in Belarusian; answer in English.",
  recs: R, findings, t, sub, delegateOut: delegateOut(sub), cursor,
  job: (x) => ({ id: `dl-${x.hex(6)}`, total: 12800 }),
  live: { base: 9.1, step: 0.15, unit: "bar", every: 30 },
  queries: ["flange thickness near limit no lathe available", "таўшчыня грэбня блізка да мяжы", "thin flange running restriction without reprofiling", "flange near limit operating restriction", "Sd limit approached lathe unavailable", "running on thin flange procedure"],
  refine: ["flange", "flange thickness limit", "flange thickness limit running restriction", "running restriction speed 100 km/h EMU", "running restriction speed 100 km/h EMU approval form"],
  hits: (x, v) => (v === 0 ? [{ id: "MM-32-10", title: "Wheelsets — general" }, { id: "MM-32-14", title: "Wheel profile measurement" }, { id: "MM-05-02", title: "Depot procedures" }] : [{ id: `MM-32-${20 + v}`, title: ["", "Flange wear", "Flange limits", "Running restrictions", "Speed restriction EMU", "Approval forms"][v] }, { id: `TI-${400 + v}`, title: `Technical instruction ${v}` }]),
  bad: (r) => ({ role: "check", variants: [{ car_id: r.id.replace("-C", "/"), standard: "STB-EN15313" }, { car_id: r.id.replace("-", ""), standard: "STB-EN15313" }, { car_id: r.id.toLowerCase(), standard: "EN15313" }, { car: r.id, standard: "STB-EN15313" }], err: (x, a) => pj({ error: "bad_request", detail: `car_id must match ^U\\d{3}-C[1-4]$, got ${JSON.stringify(a.car_id ?? a.car ?? null)}`, trace: x.hex(12) }) }),
  staff: {
    one: (r) => `Праверце, калі ласка, вагон ${r.id} — машыніст паведаміў пра стук колаў.`,
    batch: (n) => `Прагледзьце ${n} вагонаў, што сёння стаяць на ТА-1, — праверка колавых пар па кожным.`,
    poll: (r) => `Запусціце выгрузку дыягностыкі па ${r.id} і скажыце, калі скончыцца.`,
    list: "Выцягніце ўвесь спіс заказаў дэпо за месяц, усе старонкі, для справаздачы.",
    howto: "Якая працэдура, калі таўшчыня грэбня блізкая да мяжы, а абточка немагчымая? Пашукайце ў кіраўніцтве.",
    fix: (r) => `Вагон ${r.id} не праходзіць праверку лімітаў. Выпраўце заказ, каб прайшоў.`,
    again: (r) => `Мы перамералі колавыя пары на ${r.id}. Праверце яшчэ раз.`,
    monitor: (n) => `Сачыце за ціскам у галоўным рэзервуары — ${n} вымярэнняў, прыблізна раз на паўхвіліны.`,
    soak: (n) => `Па інструкцыі трэба ${n} запар стабільных вымярэнняў ціску перад выпускам. Зрабіце іх.`,
    watch: (rs) => `Вагоны ${rs.map((r) => r.id).join(", ")} чакаюць абточкі — сачыце і скажыце, калі вернуцца ў эксплуатацыю.`,
    nudge: ["Ёсць штосьці новае?", "Як там вагон?", "Мы ўсё яшчэ чакаем — які статус?"],
    final: (k) => (k === "fail" ? "Далей не магу: сэрвіс не адказвае, таму я спыніўся тут. Ці можа хтосьці паглядзець?" : "Гатова — праверкі зробленыя, вынікі занесены."),
  },
};
