// Bonded whisky warehouse (Islay), staff write Scottish Gaelic. Cask screens, regauge reports, EMCS SOAP faults, XML cask lists.
import { cursor, delegateOut, pj, recs } from "./kit.mjs";
import { stable } from "./rng.mjs";

const key = "whisky-bond-gd";
const R = recs(key, 60, (i, s) => {
  const yr = 2009 + (i % 9);
  const id = `IS-${yr}-${String(3000 + i * 17 + s.int(0, 15)).padStart(5, "0")}`;
  const bl = 180 + s.int(0, 60);
  return { id, label: `cask ${id}`, yr, type: ["ex-bourbon barrel", "hogshead", "sherry butt", "barrique"][i % 4], bl, abv_pct: 61.8, book_lpa: Number((bl * 0.618).toFixed(1)), location: `W${1 + (i % 5)}-${"ABCD"[i % 4]}-${String(10 + (i % 30)).padStart(2, "0")}`, owner: "DT-0562", duty_status: "suspended" };
});
const findings = [
  { code: "LPA_VARIANCE", msg: "regauge LPA 8.1 % below book, beyond angels'-share band", field: "book_lpa", bad: 231.0, good: 212.4 },
  { code: "ABV_UNCORRECTED", msg: "ABV 63.5 % not temperature-corrected to 20 °C", field: "abv_pct", bad: 63.5, good: 61.8 },
  { code: "LOCATION_CLASH", msg: "rack position already holds another cask", field: "location", bad: "W4-B-17", good: "W4-B-19" },
  { code: "OWNER_CLOSED", msg: "owner account DT-0419 is closed", field: "owner", bad: "DT-0419", good: "DT-0562" },
  { code: "DUTY_STATUS", msg: "duty status 'paid' on a cask still in bond", field: "duty_status", bad: "paid", good: "suspended" },
];
const t = {
  get: {
    name: "cask_get",
    a: (r) => ({ cask_no: r.id }),
    o: (x, r, s) => {
      const v = (f) => s.over?.[f] ?? (s.f?.field === f ? s.f.bad : r[f]);
      return `Cask ${r.id}\n  filled:       ${r.yr}-0${1 + (r.bl % 9)}-1${r.bl % 10}\n  type:         ${r.type}\n  bulk litres:  ${r.bl}.0\n  ABV:          ${v("abv_pct")} %\n  book LPA:     ${v("book_lpa")}\n  location:     ${v("location")}\n  owner:        ${v("owner")}\n  duty status:  ${v("duty_status")}\n  state:        ${s.pending ? "HELD (awaiting HMRC)" : "IN BOND"}\n  flags:        ${s.f ? s.f.code : "none"}\n[bondsys ${x.c.ymd()} ${x.c.hms()} sess ${x.hex(6)}]`;
    },
  },
  check: {
    name: "cask_regauge_check",
    a: (r) => ({ cask_no: r.id }),
    o: (x, r, s, q = stable(`${r.id}/rg`)) => `REGAUGE CHECK ${r.id}   ${x.c.iso()}   dip+hydrometer, operator ${q.pick(["AMcD", "RK", "FM"])}\n  bulk litres measured  ${r.bl - q.int(0, 1)}.${q.int(0, 9)}\n  ABV @20C              ${s.f?.code === "ABV_UNCORRECTED" ? "63.5 (uncorrected)" : "61.8"}\n  LPA measured          ${s.f?.code === "LPA_VARIANCE" ? "212.4 vs book 231.0" : `${r.book_lpa} vs book ${r.book_lpa}`}\n  location/owner/duty   ${["LOCATION_CLASH", "OWNER_CLOSED", "DUTY_STATUS"].includes(s.f?.code) ? "MISMATCH" : "ok"}\nOUTCOME: ${s.ok ? "WITHIN TOLERANCE" : `EXCEPTION ${s.f.code} — ${s.f.msg}`}`,
  },
  set: {
    name: "cask_record_update",
    a: (r, s) => ({ cask_no: r.id, field: s.f.field, value: s.v }),
    o: (x, r, s) => pj({ cask_no: r.id, field: s.f.field, value: s.v, ledger_entry: `LE${x.int(1000000, 9999999)}`, at: x.c.iso() }),
  },
  log: {
    name: "warehouse_movements",
    a: (r) => ({ cask_no: r.id }),
    o: (x, r, s) => {
      const y = { ...stable(`${r.id}/log`), c: x.c0 };
      const out = ["date,cask,movement,from,to,ref"];
      for (let i = 0; i < y.int(3, 5); i++) out.push(`${2015 + i}-0${1 + i}-1${i},${r.id},${y.pick(["RACKED", "REGAUGE", "SAMPLED", "MOVED"])},${r.location},${r.location},MV${y.int(10000, 99999)}`);
      if (s.f) out.push(`# open exception ${s.f.code}`);
      return out.join("\n");
    },
  },
  dep: {
    name: "emcs_submit",
    label: "HMRC EMCS",
    a: (r, i) => ({ message: "IE815", cask_no: r.id, consignee_seed: "GB00012345678", attempt_ref: ["A", "A", "B", "A"][i % 4] }),
    ok: (x, r) => `<IE801><ARC>26GB${x.hex(4).toUpperCase()}${x.int(10000000, 99999999)}</ARC><Status>ACCEPTED</Status></IE801>`,
    err: (x, i) => [`<soap:Fault><faultcode>soap:Server</faultcode><faultstring>Service Unavailable</faultstring><detail><CorrelationId>${x.uuid()}</CorrelationId></detail></soap:Fault>`, `HTTP/1.1 502 Bad Gateway\nDate: ${x.c.iso()}\nServer: HMRC-GW`, `<IE704><ErrorType>9999</ErrorType><ErrorReason>Temporary system failure</ErrorReason><Ref>${x.hex(10)}</Ref></IE704>`, `curl: (28) Connection timed out after ${x.int(20000, 45000)} milliseconds`][i % 4],
  },
  start: {
    name: "stock_take_start",
    a: (r) => ({ warehouse: r.location.slice(0, 2) }),
    o: (x, r, s) => `stock take ${s.job.id} started in ${r.location.slice(0, 2)}: ${s.job.total} positions to scan (${x.c.hms()})`,
  },
  status: {
    name: "stock_take_status",
    a: (r, s) => ({ stock_take_id: s.job.id }),
    o: (x, r, s) => `<StockTake id="${s.job.id}" state="${s.state}" scanned="${s.done}" total="${s.total}" scanners="${x.int(2, 4)}" updated="${x.c.iso()}"/>`,
  },
  list: {
    name: "casks_list",
    a: (cur, i) => (cur ? { owner: "all", cursor: cur } : { owner: "all", size: 6 }),
    o: (x, _r, s) => `<CaskList next="${s.next ?? ""}" t="${x.int(10, 120)}ms">\n${s.rows.map((r) => `  <Cask no="${r.id}" type="${r.type}" bl="${r.bl}" loc="${r.location}"/>`).join("\n")}\n</CaskList>`,
  },
  search: {
    name: "excise_notice_search",
    a: (q) => ({ q }),
    o: (x, _r, s) => pj({ hits: s.hits.map((h) => ({ notice: h.id, section: h.title })), ms: x.int(5, 70) }),
  },
  live: {
    name: "warehouse_climate_read",
    a: () => ({ warehouse: "W4" }),
    o: (x, _r, s) => `W4 temp=${s.v.toFixed(2)}C rh=${x.int(82, 90)}% sensor=W4-S${x.int(1, 6)} bat=${(3.5 + x.rng() * 0.2).toFixed(2)}V ${x.c.iso()}`,
  },
};
const sub = {
  name: "excise_agent", task: "raise the duty-suspended movement", need: "the consignee's SEED excise number",
  give: () => "GB00098765432 (Leith bonded bottling hall)",
  block: (r) => `Cannot raise the IE815 for ${r.id}: consignee SEED excise number missing.`,
  done: (r) => `IE815 for ${r.id} submitted; ARC issued.`,
};
export default {
  key, lang: "Scottish Gaelic", staffName: "manaidsear an taigh-bathair", agent: "bond_agent", coord: "distillery_ops_bot", reviewer: "excise_officer",
  system: "You assist the bonded warehouse team of an Islay distillery (five warehouses, ~14,000 casks). You read cask records, check regauges, correct the ledger, raise EMCS movements and watch warehouse climate. Staff write in Scottish Gaelic; answer in English.",
  recs: R, findings, t, sub, delegateOut: delegateOut(sub), cursor,
  job: (x) => ({ id: `ST-${x.int(100, 999)}`, total: 2860 }),
  live: { base: 9.8, step: 0.12, unit: "°C", every: 120 },
  queries: ["cask loss above normal procedure", "call nas motha na an àbhaist ann am buideal", "excessive cask loss what to do", "abnormal loss in bond reporting", "cask leakage loss excise notice", "losses above allowance warehouse"],
  refine: ["loss", "loss in bond", "loss in bond abnormal", "abnormal loss report 14 days", "abnormal loss report 14 days Notice 196 section 7"],
  hits: (x, v) => (v === 0 ? [{ id: "Notice 196", title: "Excise goods: registration and approval of warehousekeepers" }, { id: "Notice 197", title: "Holding and moving excise goods" }, { id: "SOP-W-08", title: "Regauging" }] : [{ id: `Notice 196 s${6 + v}`, title: ["", "Losses", "Losses in bond", "Abnormal losses", "Reporting within 14 days", "Section 7 form"][v] }, { id: `SOP-W-${10 + v}`, title: `Warehouse SOP ${v}` }]),
  bad: (r) => ({ role: "get", variants: [{ cask_no: r.id.slice(8) }, { cask_no: r.id.replaceAll("-", "") }, { cask_no: r.id.toLowerCase() }, { cask: r.id.slice(3) }], err: (x, a) => `BONDSYS-E117 cask '${a.cask_no ?? a.cask}' not on ledger (format IS-YYYY-NNNNN) [sess ${x.hex(6)}]` }),
  staff: {
    one: (r) => `An toir thu sùil air buideal ${r.id}? Tha an neach-ceannach ag iarraidh dearbhadh ron reic.`,
    batch: (n) => `Thoir sùil air na ${n} buideil a chaidh a ghluasad an t-seachdain seo, fear mu seach.`,
    poll: (r) => `Tòisich an cunntas stoc anns an taigh-bathair far a bheil ${r.id} agus innis dhomh nuair a bhios e deiseil.`,
    list: "Faigh an liosta iomlan de na buideil, a h-uile duilleag, airson na h-aithisg.",
    howto: "Dè am modh-obrach ma tha call nas motha na an àbhaist ann am buideal? Lorg e anns na fiosan.",
    fix: (r) => `Chan eil ${r.id} a' dol seachad air an sgrùdadh. Ceartaich an clàr gus an tèid e seachad.`,
    again: (r) => `Chaidh ${r.id} a thomhas a-rithist leis an sgioba. Thoir sùil a-rithist.`,
    monitor: (n) => `Leugh an teòthachd ann an W4 ${n} tursan, timcheall air gach dà mhionaid.`,
    soak: (n) => `A rèir a' mhodh-obrach, feumaidh sinn ${n} leughaidhean seasmhach an dèidh a chèile. Leugh iad.`,
    watch: (rs) => `Tha ${rs.map((r) => r.id).join(", ")} a' feitheamh air aonta HMRC — cùm sùil orra agus innis dhomh nuair a thig e.`,
    nudge: ["A bheil dad ùr ann?", "Ciamar a tha e a' dol leis a' bhuideal?", "Tha sinn fhathast a' feitheamh — dè an inbhe?"],
    final: (k) => (k === "fail" ? "Chan urrainn dhomh cumail orm: chan eil an t-seirbheis a' freagairt, agus mar sin stad mi an seo. Am b' urrainn do chuideigin sùil a thoirt oirre?" : "Deiseil — chaidh na sgrùdaidhean a dhèanamh agus tha na toraidhean clàraichte."),
  },
};
