// Textile dye house (Faisalabad), staff write Urdu. key.....: value lot screens, spectrophotometer QC reports, PLC logs.
import { cursor, delegateOut, pj, recs } from "./kit.mjs";
import { stable } from "./rng.mjs";

const key = "textile-dyehouse-ur";
const SH = ["NAVY 19-4024", "BLACK 19-0303", "OLIVE 18-0426", "MAROON 19-1725", "GREY 17-4402", "TEAL 18-4726"];
const R = recs(key, 60, (i, s) => {
  const id = `LOT-25-${String(800 + i * 7 + s.int(0, 6)).padStart(4, "0")}`;
  return { id, label: `lot ${id}`, shade: SH[i % 6], buyer: ["NXT", "PRM", "HMX", "CRF"][i % 4], kg: 400 + s.int(0, 12) * 50, machine: `J-${String(1 + (i % 12)).padStart(2, "0")}`, red_dye_pct: 0.78, total_depth_pct: 2.3, acetic_gpl: 1.2, liquor_ratio: "1:6", hold_min: 60, de: (0.3 + s.int(0, 5) / 10).toFixed(2) };
});
const findings = [
  { code: "SHADE_RED", msg: "Da* +0.92: lot reads too red against standard", field: "red_dye_pct", bad: 0.84, good: 0.78 },
  { code: "DEPTH_LOW", msg: "DL* +1.10: shade too light", field: "total_depth_pct", bad: 2.1, good: 2.3 },
  { code: "PH_HIGH", msg: "dyebath pH 6.2, recipe needs 4.5–5.0", field: "acetic_gpl", bad: 0.5, good: 1.2 },
  { code: "LR_WRONG", msg: "recipe liquor ratio 1:10, machine runs 1:6", field: "liquor_ratio", bad: "1:10", good: "1:6" },
  { code: "HOLD_SHORT", msg: "hold at 130 °C is 45 min, standard 60 min", field: "hold_min", bad: 45, good: 60 },
];
const kv = (pairs) => pairs.map(([k, v]) => `${k.padEnd(18, ".")}: ${v}`).join("\n");
const t = {
  get: {
    name: "dye_lot_get",
    a: (r) => ({ lot_no: r.id }),
    o: (x, r, s) => {
      const v = (f) => s.over?.[f] ?? (s.f?.field === f ? s.f.bad : r[f]);
      return `ORBIT-DMS  Lot display   ${x.c.ymd()} ${x.c.hms()}  term T${x.int(10, 40)}\n${kv([["Lot", r.id], ["Buyer", r.buyer], ["Shade", r.shade], ["Weight kg", r.kg], ["Machine", r.machine], ["Status", s.pending ? "AWAIT LAB RESULT" : "IN PROCESS"], ["Red dye %owf", v("red_dye_pct")], ["Total depth %", v("total_depth_pct")], ["Acetic g/l", v("acetic_gpl")], ["Liquor ratio", v("liquor_ratio")], ["Hold min @130C", v("hold_min")], ["Flags", s.f ? s.f.code : "-"]])}`;
    },
  },
  check: {
    name: "shade_qc_check",
    a: (r) => ({ lot_no: r.id, illuminant: "D65/10" }),
    o: (x, r, s) => `SHADE QC  ${r.id} vs STD ${r.shade}   D65/10  CMC(2:1)  tol 1.00\nmeasured ${x.c.iso()}  instr SF600-${x.int(1, 3)}  batch ${x.hex(6)}\n  DL*  ${s.f?.code === "DEPTH_LOW" ? "+1.10" : "-0.21"}   Da*  ${s.f?.code === "SHADE_RED" ? "+0.92" : "+0.14"}   Db*  -0.09\n  DE CMC ${s.ok ? r.de : "1.46"}\nRESULT: ${s.ok ? "PASS" : `FAIL  ${s.f.code}  ${s.f.msg}`}`,
  },
  set: {
    name: "recipe_adjust",
    a: (r, s) => ({ lot_no: r.id, field: s.f.field, value: s.v }),
    o: (x, r, s) => `Recipe RC-${r.id.slice(7)} rev ${x.int(2, 9)} saved: ${s.f.field} = ${s.v}  (by agent, ${x.c.ymd()} ${x.c.hms()}, txn ${x.int(100000, 999999)})`,
  },
  log: {
    name: "machine_event_log",
    a: (r) => ({ lot_no: r.id, lines: 12 }),
    o: (x, r, s) => {
      const y = { ...stable(`${r.id}/log`), c: x.c0 };
      const ev = ["STEP 07 FILL 1:6", "STEP 09 HEAT 2.0C/min", "STEP 11 HOLD 130C", "STEP 14 COOL 3.0C/min", "DOSING salt 40 g/l", "pH 4.8"];
      const n = y.int(4, 7);
      const out = Array.from({ length: n }, (_, i) => `${y.c.at((n - i) * 180 + y.int(0, 90)).hms()} ${r.machine} PLC ${y.pick(ev)} P=${(2.1 + y.rng()).toFixed(2)}bar`);
      if (s.f) out.push(`${y.c.hms()} ${r.machine} QA  ${s.f.code}`);
      return out.join("\n");
    },
  },
  dep: {
    name: "buyer_portal_api",
    label: "the buyer's lab-dip approval portal",
    a: (r, i) => ({ lot_no: r.id, buyer: r.buyer, endpoint: ["/approvals", "/approvals", "/v2/approvals", "/approvals?sync=1"][i % 4] }),
    ok: (x, r) => pj({ lot: r.id, approval: "APPROVED", approver: "lab@buyer", at: x.c.iso(), ref: x.hex(10) }),
    err: (x, i) => [`HTTP/1.1 520\nServer: cloudflare\nCF-RAY: ${x.hex(16)}-KHI\n\nerror code: 520`, `HTTP/1.1 429 Too Many Requests\nRetry-After: ${x.int(30, 300)}\nX-Request-Id: ${x.uuid()}`, `HTTP/1.1 502 Bad Gateway\nServer: awselb/2.0\nDate: ${x.c.iso()}`, `Error: read ETIMEDOUT (after ${x.int(20000, 60000)} ms)`][i % 4],
  },
  start: {
    name: "stenter_run_start",
    a: (r) => ({ lot_no: r.id, stenter: "ST-2", speed_mpm: 35 }),
    o: (x, r, s) => `RUN ${s.job.id} started on ST-2 for ${r.id}: planned ${s.job.total} m at 35 m/min (${x.c.hms()})`,
  },
  status: {
    name: "stenter_run_status",
    a: (r, s) => ({ run_id: s.job.id }),
    o: (x, r, s) => `RUN ${s.job.id} ${s.state.toUpperCase()}  metres=${s.done}/${s.total}  zone_temps=${x.int(178, 184)}/${x.int(180, 186)}/${x.int(181, 187)}C  overfeed=${x.int(2, 4)}%  ${x.c.hms()}`,
  },
  list: {
    name: "lots_list",
    a: (cur, i) => (cur ? { week: 47, cursor: cur } : { week: 47 }),
    o: (x, _r, s) => ["LOT           SHADE            BUYER  KG    MACH", ...s.rows.map((r) => `${r.id}  ${r.shade.padEnd(15)}  ${r.buyer}    ${String(r.kg).padEnd(4)}  ${r.machine}`), `cursor=${s.next ?? "END"}  t=${x.int(30, 200)}ms`].join("\n"),
  },
  search: {
    name: "sop_search",
    a: (q) => ({ query: q }),
    o: (x, _r, s) => pj({ q_ms: x.int(5, 80), docs: s.hits.map((h) => ({ id: h.id, title: h.title })) }),
  },
  live: {
    name: "bath_temp_read",
    a: () => ({ machine: "J-07", tag: "TT-101" }),
    o: (x, _r, s) => `J-07 TT-101 = ${s.v.toFixed(1)} C  SP=98.0  ramp=${(x.rng() * 0.2).toFixed(2)}C/min  pump=${x.int(1380, 1420)}rpm  ${x.c.hms()}`,
  },
};
const sub = {
  name: "colourist_agent", task: "suggest the correction add", need: "the approved lab-dip standard reference",
  give: (r) => `LD-${r.buyer}-${r.shade.split(" ")[1]}-A2`,
  block: (r) => `I can't compute an add for ${r.id} without the approved lab-dip reference (standard id).`,
  done: (r) => `${r.id}: add 0.04 % yellow, run 20 min at 80 °C, re-measure.`,
};
export default {
  key, lang: "Urdu", staffName: "شفٹ انچارج", agent: "dyehouse_agent", coord: "production_planner", reviewer: "qa_lead",
  system: "You are the process assistant of a knit-fabric dye house in Faisalabad (12 jet machines, 2 stenters). You read lots, run shade QC, adjust recipes and talk to buyer portals. Staff write in Urdu; answer in English (Urdu if asked).",
  recs: R, findings, t, sub, delegateOut: delegateOut(sub), cursor,
  job: (x) => ({ id: `ST2-${x.int(1000, 9999)}`, total: 1850 }),
  live: { base: 98.1, step: 0.3, unit: "°C", every: 60 },
  queries: ["unlevel dyeing reactive procedure", "ری ایکٹو ڈائینگ غیر یکساں شیڈ", "uneven shade reactive dye what to do", "unlevelness reactive correction", "reactive dye unlevel shade SOP", "streaky reactive shade fix"],
  refine: ["unlevel", "unlevel reactive", "unlevel reactive salt dosing", "unlevel reactive salt dosing progressive", "progressive salt dosing jet J-series"],
  hits: (x, v) => (v === 0 ? [{ id: "SOP-DY-04", title: "Reactive dyeing — general" }, { id: "SOP-QC-11", title: "Shade assessment" }, { id: "SOP-DY-09", title: "Reprocessing" }] : [{ id: `SOP-DY-${10 + v}`, title: ["", "Unlevel dyeing", "Reactive levelness", "Salt dosing", "Progressive dosing", "Jet J-series settings"][v] }, { id: `TN-${60 + v}`, title: `Tech note ${v}` }]),
  bad: (r) => ({ role: "check", variants: [{ lot_no: r.id.slice(7), illuminant: "D65/10" }, { lot_no: r.id.replaceAll("-", ""), illuminant: "D65/10" }, { lot_no: r.id.toLowerCase(), illuminant: "D65" }, { lot: r.id.slice(4), illuminant: "D65/10" }], err: (x, a) => `ERR 4102 LOT NOT FOUND: '${a.lot_no ?? a.lot}' (format LOT-YY-NNNN)  term T${x.int(10, 40)} ${x.c.hms()}` }),
  staff: {
    one: (r) => `براہ کرم لاٹ ${r.id} چیک کریں، خریدار کو آج شام شپمنٹ کی منظوری چاہیے۔`,
    batch: (n) => `رات کی شفٹ کے ${n} لاٹ ایک ایک کر کے چیک کریں۔`,
    poll: (r) => `لاٹ ${r.id} کا سٹینٹر رن شروع کریں اور ختم ہونے پر بتائیں۔`,
    list: "اس ہفتے کے تمام لاٹ کی مکمل فہرست نکالیں، سارے صفحات، رپورٹ کے لیے۔",
    howto: "اگر ری ایکٹو ڈائینگ میں شیڈ غیر یکساں آئے تو کیا طریقہ ہے؟ ایس او پی میں تلاش کریں۔",
    fix: (r) => `لاٹ ${r.id} شیڈ کیو سی میں فیل ہے۔ ریسپی ٹھیک کریں تاکہ پاس ہو جائے۔`,
    again: (r) => `ہم نے ${r.id} پر ایڈ کیا ہے اور نیا نمونہ لیا ہے۔ دوبارہ چیک کریں۔`,
    monitor: (n) => `مشین J-07 کا درجہ حرارت ${n} بار پڑھیں، تقریباً ہر منٹ۔`,
    soak: (n) => `ایس او پی کے مطابق نمونہ لینے سے پہلے ${n} مسلسل مستحکم ریڈنگز چاہییں۔ درجہ حرارت پڑھیں۔`,
    watch: (rs) => `لاٹ ${rs.map((r) => r.id).join("، ")} لیب کے نتیجے کا انتظار کر رہے ہیں، نظر رکھیں اور نتیجہ آنے پر بتائیں۔`,
    nudge: ["کوئی نئی بات؟", "لاٹ کا کیا بنا؟", "ہم ابھی تک انتظار کر رہے ہیں، کیا صورتحال ہے؟"],
    final: (k) => (k === "fail" ? "میں آگے نہیں بڑھ سکتا: سروس جواب نہیں دے رہی، اس لیے یہیں رک گیا ہوں۔ کیا کوئی اسے دیکھ سکتا ہے؟" : "کام مکمل ہو گیا — جانچ ہو گئی ہے اور نتائج درج کر دیے گئے ہیں۔"),
  },
};
