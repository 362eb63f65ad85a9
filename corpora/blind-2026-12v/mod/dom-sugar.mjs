// Cooperative sugar factory (cane intake, FRP payments), staff write Marathi. Fixed-width weighbridge slips, indicator frames, ISO-8583-style codes.
import { cursor, delegateOut, pj, recs } from "./kit.mjs";
import { stable } from "./rng.mjs";

const key = "sugar-mill-mr";
const VIL = ["Shirol", "Kagal", "Hatkanangle", "Panhala", "Karveer", "Radhanagari"];
const R = recs(key, 60, (i, s) => {
  const id = `TKN-${11800 + i * 11 + s.int(0, 9)}`;
  const gross = 24000 + s.int(0, 9000);
  return { id, label: `token ${id}`, member: `M-${20400 + s.int(0, 900)}`, village: VIL[i % 6], gross, tare_kg: 7180, lag_deduction_pct: 2, variety: "Co 86032", plot: "214/5", trash_deduction_pct: 9, truck: `MH-09-${["CA", "BX", "EQ"][i % 3]}-${s.int(1000, 9999)}` };
});
const findings = [
  { code: "TARE_STALE", msg: "tare 7,320 kg recorded 41 days ago (max 30)", field: "tare_kg", bad: 7320, good: 7180 },
  { code: "HARVEST_LAG", msg: "harvest-to-crush 52 h > 36 h, deduction not applied", field: "lag_deduction_pct", bad: 0, good: 2 },
  { code: "VARIETY_CODE", msg: "variety 'CO-86032' not in season master ('Co 86032')", field: "variety", bad: "CO-86032", good: "Co 86032" },
  { code: "PLOT_UNREG", msg: "plot 214/3 not registered for this member", field: "plot", bad: "214/3", good: "214/5" },
  { code: "TRASH_DEDUCT", msg: "trash 9 % measured, deduction booked 6 %", field: "trash_deduction_pct", bad: 6, good: 9 },
];
const t = {
  get: {
    name: "cane_token_get",
    a: (r) => ({ token: r.id }),
    o: (x, r, s) => {
      const v = (f) => s.over?.[f] ?? (s.f?.field === f ? s.f.bad : r[f]);
      const net = r.gross - v("tare_kg");
      return `---------------- WEIGHBRIDGE SLIP (DUPLICATE) ----------------\nTOKEN  : ${r.id}        PRINTED: ${x.c.ymd()} ${x.c.hms()}\nMEMBER : ${r.member}   VILLAGE: ${r.village}\nVEHICLE: ${r.truck}   VARIETY: ${v("variety")}   PLOT: ${v("plot")}\nGROSS  : ${String(r.gross).padStart(7)} kg\nTARE   : ${String(v("tare_kg")).padStart(7)} kg\nNET    : ${String(net).padStart(7)} kg\nDEDUCT : lag ${v("lag_deduction_pct")} %  trash ${v("trash_deduction_pct")} %\nSTATUS : ${s.pending ? "LAB PENDING" : "WEIGHED"}${s.f ? `   FLAG ${s.f.code}` : ""}\nWB#2 op ${x.int(11, 40)} seq ${x.int(10000, 99999)}`;
    },
  },
  check: {
    name: "slip_audit_check",
    a: (r) => ({ token: r.id }),
    o: (x, r, s) => `audit ${r.id} @ ${x.c.iso()} (rules v2026.3, ${x.int(12, 90)} ms)\n  tare_age ............ ${s.f?.code === "TARE_STALE" ? "FAIL" : "ok"}\n  harvest_lag ......... ${s.f?.code === "HARVEST_LAG" ? "FAIL" : "ok"}\n  variety_master ...... ${s.f?.code === "VARIETY_CODE" ? "FAIL" : "ok"}\n  plot_registration ... ${s.f?.code === "PLOT_UNREG" ? "FAIL" : "ok"}\n  trash_deduction ..... ${s.f?.code === "TRASH_DEDUCT" ? "FAIL" : "ok"}\n=> ${s.ok ? "CLEAN" : `EXCEPTION ${s.f.code}: ${s.f.msg}`}`,
  },
  set: {
    name: "token_correct",
    a: (r, s) => ({ token: r.id, field: s.f.field, value: s.v, reason: "audit correction" }),
    o: (x, r, s) => pj({ token: r.id, field: s.f.field, old: s.f.bad, new: s.v, correction_no: `COR/${x.int(2025, 2026)}/${x.int(1000, 9999)}`, approved_by: "auto (within limit)", ts: x.c.off(5.5) }),
  },
  log: {
    name: "weighbridge_log",
    a: (r) => ({ token: r.id }),
    o: (x, r, s) => {
      const y = { ...stable(`${r.id}/log`), c: x.c0 };
      const out = [`# WB#2 indicator frames for ${r.id}`];
      const n = y.int(4, 6);
      for (let i = 0; i < n; i++) out.push(`${y.c.at(3600 + (n - i) * 2).hms()} ${i % 2 ? "US" : "ST"},GS,+${String(r.gross + (i % 2 ? y.int(-40, 40) : 0)).padStart(7, "0")}kg`);
      out.push(`${y.c.at(1200).hms()} ST,TR,+${String(7180).padStart(7, "0")}kg`);
      if (s.f) out.push(`# audit flag ${s.f.code}`);
      return out.join("\n");
    },
  },
  dep: {
    name: "frp_payment_gateway",
    label: "the bank's FRP payment gateway",
    a: (r, i) => ({ member: r.member, token: r.id, op: ["inquiry", "inquiry", "status", "inquiry"][i % 4], stan: String(100000 + i * 17) }),
    ok: (x, r) => `MTI=0210 RC=00 APPROVED member=${r.member} amount=INR ${x.int(60000, 90000)}.00 rrn=${x.int(100000000000, 999999999999)}`,
    err: (x, i) => [`MTI=0210 RC=91 ISSUER OR SWITCH INOPERATIVE rrn=${x.int(100000000000, 999999999999)}`, `connect ETIMEDOUT 172.16.40.9:8443 (${x.int(15000, 30000)} ms)`, `MTI=0210 RC=96 SYSTEM MALFUNCTION stan=${x.int(100000, 999999)}`, `HTTP/1.1 503 Service Unavailable\nX-Bank-Trace: ${x.hex(12)}`][i % 4],
  },
  start: {
    name: "payment_batch_start",
    a: (r) => ({ village: r.village, fortnight: "2026-11-F2" }),
    o: (x, r, s) => pj({ batch_id: s.job.id, village: r.village, members: s.job.total, created: x.c.off(5.5) }),
  },
  status: {
    name: "payment_batch_status",
    a: (r, s) => ({ batch_id: s.job.id }),
    o: (x, r, s) => `batch ${s.job.id} | ${s.state} | paid ${s.done} of ${s.total} | rejected ${x.int(0, 2)} | last_ack ${x.c.hms()} | node pg-${x.int(1, 3)}`,
  },
  list: {
    name: "tokens_list",
    a: (cur, i) => (cur ? { season: "2026-27", cursor: cur } : { season: "2026-27", limit: 6 }),
    o: (x, _r, s) => ["token,member,village,vehicle,gross_kg", ...s.rows.map((r) => `${r.id},${r.member},${r.village},${r.truck},${r.gross}`), `#next=${s.next ?? ""} rows=${s.rows.length} ms=${x.int(10, 90)}`].join("\n"),
  },
  search: {
    name: "circular_search",
    a: (q) => ({ q }),
    o: (x, _r, s) => `found ${s.hits.length} (${x.int(4, 60)} ms)\n${s.hits.map((h) => `- ${h.id}  ${h.title}`).join("\n")}`,
  },
  live: {
    name: "dcs_tag_read",
    a: () => ({ tag: "MILL1.CRUSH_RATE" }),
    o: (x, _r, s) => `MILL1.CRUSH_RATE = ${s.v.toFixed(1)} t/h  Q=192 (GOOD)  TS=${x.c.isoms()}  imbib=${x.int(240, 260)}%F`,
  },
};
const sub = {
  name: "cane_accounts_agent", task: "release the held FRP payment", need: "the member's bank IFSC confirmation",
  give: (r) => `IFSC KDCC0000${String(r.member).slice(-3)}, confirmed by branch letter`,
  block: (r) => `Payment for ${r.member} (${r.id}) stays on hold: IFSC confirmation missing.`,
  done: (r) => `FRP for ${r.member} released in batch F2; UTR will follow.`,
};
export default {
  key, lang: "Marathi", staffName: "शेती अधिकारी", agent: "cane_office_agent", coord: "cane_manager_bot", reviewer: "audit_reviewer",
  system: "You assist the cane office of a cooperative sugar factory in Kolhapur district (5,500 TCD). You read weighbridge tokens, audit slips, correct records within limits, run FRP payment batches. Staff write in Marathi; answer in English.",
  recs: R, findings, t, sub, delegateOut: delegateOut(sub), cursor,
  job: (x) => ({ id: `FRP-${x.int(1000, 9999)}`, total: 1240 }),
  live: { base: 214.0, step: 3.2, unit: "t/h", every: 60 },
  queries: ["weighbridge calibration certificate expired", "वजनकाटा कॅलिब्रेशन प्रमाणपत्र संपले", "expired stamping weighbridge what to do", "weighbridge verification lapsed procedure", "legal metrology stamping expired weighbridge", "WB calibration overdue circular"],
  refine: ["weighbridge", "weighbridge calibration", "weighbridge calibration legal metrology", "legal metrology re-verification fee 2026", "re-verification fee 2026 interim weighing rule"],
  hits: (x, v) => (v === 0 ? [{ id: "SC/2024/17", title: "Weighbridge operations" }, { id: "SC/2023/09", title: "Cane intake — general" }, { id: "SC/2025/02", title: "Complaints handling" }] : [{ id: `SC/2026/${10 + v}`, title: ["", "Weighbridge rules", "Calibration", "Legal metrology", "Re-verification fees", "Interim weighing"][v] }, { id: `LM/${v}`, title: `Legal metrology note ${v}` }]),
  bad: (r) => ({ role: "get", variants: [{ token: r.id.slice(4) }, { token: r.id.replace("-", "") }, { token: `${r.id.toLowerCase()} ` }, { token_no: r.id.slice(4) }], err: (x, a) => `E-TKN-404 token '${a.token ?? a.token_no}' not found (expected TKN-NNNNN) ref ${x.hex(6)}` }),
  staff: {
    one: (r) => `टोकन ${r.id} तपासा, शेतकऱ्याने वजनाबद्दल तक्रार केली आहे.`,
    batch: (n) => `कालच्या रात्रपाळीतील ${n} टोकन एकेक करून तपासा.`,
    poll: (r) => `${r.village} गटाचे एफआरपी पेमेंट बॅच सुरू करा (टोकन ${r.id} त्यात आहे) आणि पूर्ण झाल्यावर कळवा.`,
    list: "या हंगामातील सर्व टोकनची पूर्ण यादी काढा, सगळी पाने, अहवालासाठी.",
    howto: "वजनकाटा कॅलिब्रेशन प्रमाणपत्र संपले असेल तर काय करायचे? परिपत्रकांमध्ये शोधा.",
    fix: (r) => `टोकन ${r.id} ऑडिटमध्ये नापास आहे. नोंद दुरुस्त करा म्हणजे पास होईल.`,
    again: (r) => `आम्ही ${r.id} च्या गाडीचे पुन्हा वजन केले आहे. पुन्हा तपासा.`,
    monitor: (n) => `गाळप दर ${n} वेळा वाचा, साधारण दर मिनिटाला.`,
    soak: (n) => `नियमानुसार कॅलिब्रेशनपूर्वी ${n} सलग स्थिर वाचने हवीत. गाळप दर वाचा.`,
    watch: (rs) => `टोकन ${rs.map((r) => r.id).join(", ")} लॅबच्या निकालाची वाट पाहत आहेत — लक्ष ठेवा आणि निकाल आल्यावर सांगा.`,
    nudge: ["काही नवीन?", "टोकनचे काय झाले?", "आम्ही अजून थांबलो आहोत — काय स्थिती आहे?"],
    final: (k) => (k === "fail" ? "मी पुढे जाऊ शकत नाही: सेवा प्रतिसाद देत नाही, म्हणून इथेच थांबलो आहे. कोणी तपासू शकेल का?" : "काम पूर्ण झाले — तपासण्या झाल्या आणि निकाल नोंदवले आहेत."),
  },
};
