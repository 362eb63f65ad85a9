// Radiotherapy physics QA (Ahmedabad cancer hospital), staff write Gujarati. dcmdump-style RT Plan dumps, MU-check reports, DIMSE errors.
import { cursor, delegateOut, pj, recs } from "./kit.mjs";
import { stable } from "./rng.mjs";

const key = "radiotherapy-qa-gu";
const SITES = ["H&N", "Cervix", "Breast", "Prostate", "Lung", "Oesophagus"];
const R = recs(key, 60, (i, s) => {
  const id = `RTP-26-${1100 + i * 5 + s.int(0, 4)}`;
  return { id, label: `plan ${id}`, mrn: `AHM${s.int(1000000, 9999999)}`, site: SITES[i % 6], machine: ["TB1", "TB2", "VHX"][i % 3], fx: [25, 30, 33, 5][i % 4], tolerance_table: "T_PELVIS", calc_grid_mm: 2.5, couch_deg: 0, dose_per_fx_gy: 2.0, energy: "6X", mu: 480 + s.int(0, 300) };
});
const findings = [
  { code: "TOL_TABLE", msg: "tolerance table not assigned (T_NONE)", field: "tolerance_table", bad: "T_NONE", good: "T_PELVIS" },
  { code: "MU_DIFF", msg: "secondary MU check -3.8 % on arc 2 (limit ±3 %)", field: "calc_grid_mm", bad: 3.0, good: 2.5 },
  { code: "COUCH_ANGLE", msg: "couch 5° on a coplanar VMAT plan", field: "couch_deg", bad: 5, good: 0 },
  { code: "RX_MISMATCH", msg: "plan 2.2 Gy/fx vs prescription 2.0 Gy/fx", field: "dose_per_fx_gy", bad: 2.2, good: 2.0 },
  { code: "ENERGY_NC", msg: "6FFF not commissioned on this machine", field: "energy", bad: "6FFF", good: "6X" },
];
const t = {
  get: {
    name: "rt_plan_get",
    a: (r) => ({ plan_id: r.id }),
    o: (x, r, s) => {
      const v = (f) => s.over?.[f] ?? (s.f?.field === f ? s.f.bad : r[f]);
      return `# Dicom-File-Format (dcmdump) — retrieved ${x.c.iso()} from TPS export, ${x.int(40, 300)} ms\n(0008,0016) UI =RTPlanStorage\n(0008,0018) UI [1.2.826.0.1.3680043.9.${x.int(1000, 9999)}.${x.int(100000, 999999)}]\n(0010,0020) LO [${r.mrn}]\n(300a,0002) SH [${r.id}]\n(300a,000c) CS [${s.pending ? "UNAPPROVED" : "APPROVED"}]\n(300a,0010) SQ (Dose Reference) DeliveryMaximumDose DS [${v("dose_per_fx_gy")}]\n(300a,0040) SQ (Tolerance Table) LO [${v("tolerance_table")}]\n(300a,00b2) SH [${r.machine}]\n(300a,0114) DS [${v("energy") === "6FFF" ? "6 (FFF)" : "6"}]  # NominalBeamEnergy ${v("energy")}\n(300a,0122) DS [0]  # PatientSupportAngle ${v("couch_deg")}\n(3249,0010) LO [calc grid ${v("calc_grid_mm")} mm]${s.f ? `\n# QA flag: ${s.f.code}` : ""}`;
    },
  },
  check: {
    name: "plan_qa_check",
    a: (r) => ({ plan_id: r.id, checks: "full" }),
    o: (x, r, s, q = stable(`${r.id}/mu`)) => `Plan QA ${r.id} (${r.site}, ${r.machine})  ${x.c.iso()}  engine v4.2.${x.int(0, 9)}\n  MU check arc1 ${(q.rng() * 1.6 - 0.8).toFixed(2)} %  OK\n  MU check arc2 ${s.f?.code === "MU_DIFF" ? "-3.80 %  FAIL" : `${(q.rng() * 1.6 - 0.8).toFixed(2)} %  OK`}\n  tolerance table   ${s.f?.code === "TOL_TABLE" ? "FAIL" : "OK"}\n  couch/coplanar    ${s.f?.code === "COUCH_ANGLE" ? "FAIL" : "OK"}\n  Rx consistency    ${s.f?.code === "RX_MISMATCH" ? "FAIL" : "OK"}\n  beam energy       ${s.f?.code === "ENERGY_NC" ? "FAIL" : "OK"}\nOVERALL ${s.ok ? "PASS" : `FAIL (${s.f.code}: ${s.f.msg})`}`,
  },
  set: {
    name: "plan_param_set",
    a: (r, s) => ({ plan_id: r.id, field: s.f.field, value: s.v }),
    o: (x, r, s) => pj({ ok: true, plan: r.id, field: s.f.field, value: s.v, plan_revision: x.int(2, 9), needs_reapproval: true, rv_txn: x.uuid() }),
  },
  log: {
    name: "rv_audit_log",
    a: (r) => ({ plan_id: r.id, max: 10 }),
    o: (x, r, s) => {
      const y = { ...stable(`${r.id}/log`), c: x.c0 };
      const ev = ["Plan imported", "Reference image attached", "Scheduled fx 1", "Physics check opened", "Approved by MD"];
      const n = y.int(3, 6);
      const out = Array.from({ length: n }, (_, i) => `${y.c.at((n - i) * 5400 + y.int(0, 900)).ymd()} ${y.c.at((n - i) * 5400).hms()} | ${y.pick(["physicist", "dosimetrist", "md", "system"])} | ${r.id} | ${y.pick(ev)}`);
      if (s.f) out.push(`${y.c.ymd()} ${y.c.hms()} | system | ${r.id} | QA flag ${s.f.code}`);
      return out.join("\n");
    },
  },
  dep: {
    name: "pacs_cfind",
    label: "the PACS (DICOM C-FIND)",
    a: (r, i) => ({ patient_id: r.mrn, modality: ["RTPLAN", "RTPLAN", "RTDOSE", "RTSTRUCT"][i % 4], called_ae: ["PACS_MAIN", "PACS_MAIN", "PACS_ARCH", "PACS_MAIN"][i % 4] }),
    ok: (x, r) => `C-FIND-RSP status=0xFF00 (Pending) matches=3\n  StudyDate=20260312 Modality=RTPLAN SOPInstanceUID=1.2.840.${x.int(10000, 99999)}\nC-FIND-RSP status=0x0000 (Success)`,
    err: (x, i) => [`E: Association Request Failed: 0006:0317 Peer aborted Association (or never connected)`, `C-FIND-RSP status=0xA700 (Refused: Out of Resources) msgid=${x.int(1, 999)}`, `E: Association Rejected: Result: Rejected Permanent, Source: Service User, Reason: Called AE Title Not Recognized`, `E: DIMSE Failed to receive message: 0006:0207 DIMSE read timeout (${x.int(30, 60)} s)`][i % 4],
  },
  start: {
    name: "plan_transfer_start",
    a: (r) => ({ plan_id: r.id, target: r.machine }),
    o: (x, r, s) => `transfer ${s.job.id} queued: ${r.id} -> ${r.machine}, ${s.job.total} control points (${x.c.hms()})`,
  },
  status: {
    name: "plan_transfer_status",
    a: (r, s) => ({ transfer_id: s.job.id }),
    o: (x, r, s) => pj({ transfer_id: s.job.id, state: s.state, control_points_sent: s.done, control_points_total: s.total, link_ms: x.int(3, 30), ts: x.c.off(5.5) }),
  },
  list: {
    name: "qa_worklist",
    a: (cur, i) => (cur ? { week: "2026-W49", cursor: cur } : { week: "2026-W49" }),
    o: (x, _r, s) => ["PLAN          SITE        MACH  FX  MU", ...s.rows.map((r) => `${r.id}  ${r.site.padEnd(10)}  ${r.machine.padEnd(4)}  ${String(r.fx).padEnd(2)}  ${r.mu}`), `[cursor: ${s.next ?? "none"}] ${x.int(10, 90)}ms`].join("\n"),
  },
  search: {
    name: "protocol_search",
    a: (q) => ({ q }),
    o: (x, _r, s) => pj({ hits: s.hits.map((h) => ({ doc: h.id, title: h.title })), took: `${x.int(5, 70)}ms` }),
  },
  live: {
    name: "linac_output_read",
    a: () => ({ machine: "TB2", beam: "6X" }),
    o: (x, _r, s) => `TB2 6X output ${s.v.toFixed(2)} % (tol ±3.0)  T=${(22 + x.rng()).toFixed(1)}C  P=${x.int(1004, 1012)}hPa  kTP=${(1.0 + x.rng() * 0.01).toFixed(4)}  ${x.c.hms()}`,
  },
};
const sub = {
  name: "dosimetry_agent", task: "compute the cumulative dose for the re-irradiation", need: "the previous treatment summary",
  give: () => "prior course 2023: 60 Gy/30 fx to left neck, EQD2 cord 44 Gy",
  block: (r) => `Cannot assess cumulative dose for ${r.id}: previous treatment summary not provided.`,
  done: (r) => `${r.id}: cumulative cord EQD2 49.3 Gy (< 50 Gy); plan acceptable.`,
};
export default {
  key, lang: "Gujarati", staffName: "મેડિકલ ફિઝિસિસ્ટ", agent: "physics_qa_agent", coord: "physics_lead_bot", reviewer: "chief_physicist",
  system: "You support the medical physics team of a radiotherapy department in Ahmedabad (three linacs: TB1, TB2, VHX). You read RT plans, run pre-treatment QA checks, correct plan parameters (always flagged for re-approval), query the PACS and monitor machine output. Staff write in Gujarati; answer in English.",
  recs: R, findings, t, sub, delegateOut: delegateOut(sub), cursor,
  job: (x) => ({ id: `xfer-${x.hex(6)}`, total: 356 }),
  live: { base: 100.2, step: 0.25, unit: "%", every: 120 },
  queries: ["re-irradiation previous dose accounting", "ફરીથી રેડિયેશન અગાઉનો ડોઝ", "reirradiation cumulative dose protocol", "re-treatment prior dose summation", "previous RT course dose accounting", "re-irradiation EQD2 policy"],
  refine: ["re-irradiation", "re-irradiation cumulative", "re-irradiation cumulative EQD2 cord", "EQD2 cord limit re-irradiation H&N", "EQD2 cord recovery factor H&N 2026"],
  hits: (x, v) => (v === 0 ? [{ id: "RT-PR-07", title: "Treatment planning — general" }, { id: "RT-PR-15", title: "Dose constraints" }, { id: "RT-PR-22", title: "Plan approval workflow" }] : [{ id: `RT-PR-${30 + v}`, title: ["", "Re-irradiation", "Cumulative dose", "EQD2 cord", "H&N re-treatment", "Recovery factors"][v] }, { id: `AAPM-TG-${100 + v * 3}`, title: `Reference ${v}` }]),
  bad: (r) => ({ role: "get", variants: [{ plan_id: r.id.slice(7) }, { plan_id: r.id.replaceAll("-", "") }, { plan_id: `${r.id.toLowerCase()} ` }, { plan: r.id.slice(4) }], err: (x, a) => `E: (0000,0900) Status 0xC000 Unable to process: plan_id '${a.plan_id ?? a.plan}' not found (pattern RTP-YY-NNNN) [req ${x.hex(8)}]` }),
  staff: {
    one: (r) => `પ્લાન ${r.id} ચકાસો, દર્દીની સારવાર કાલે સવારે શરૂ થવાની છે.`,
    batch: (n) => `આવતીકાલે શરૂ થતા ${n} પ્લાન એક પછી એક ચકાસો.`,
    poll: (r) => `પ્લાન ${r.id} મશીન પર ટ્રાન્સફર કરો અને પૂરું થાય ત્યારે જણાવો.`,
    list: "આ અઠવાડિયાની આખી QA વર્કલિસ્ટ કાઢો, બધા પાના, મીટિંગ માટે.",
    howto: "ફરીથી રેડિયેશન વખતે અગાઉના ડોઝનો હિસાબ કેવી રીતે રાખવો? પ્રોટોકોલમાં શોધો.",
    fix: (r) => `પ્લાન ${r.id} QA ચેકમાં નિષ્ફળ છે. પરિમાણો સુધારો જેથી પાસ થાય.`,
    again: (r) => `ડૉક્ટરે ${r.id} માં ફેરફાર કર્યો છે. ફરીથી ચકાસો.`,
    monitor: (n) => `TB2 નું આઉટપુટ ${n} વાર વાંચો, લગભગ દર બે મિનિટે.`,
    soak: (n) => `પ્રક્રિયા મુજબ સારવાર પહેલાં ${n} સતત સ્થિર રીડિંગ જોઈએ. આઉટપુટ વાંચો.`,
    watch: (rs) => `પ્લાન ${rs.map((r) => r.id).join(", ")} ડૉક્ટરની મંજૂરીની રાહ જુએ છે — ધ્યાન રાખો અને મંજૂર થાય ત્યારે કહો.`,
    nudge: ["કંઈ નવું?", "પ્લાનનું શું થયું?", "અમે હજી રાહ જોઈએ છીએ — સ્થિતિ શું છે?"],
    final: (k) => (k === "fail" ? "હું આગળ વધી શકતો નથી: સેવા જવાબ આપતી નથી, તેથી અહીં અટક્યો છું. કોઈ તપાસી શકે?" : "કામ પૂરું થયું — ચકાસણી થઈ ગઈ છે અને પરિણામ નોંધાયાં છે."),
  },
};
