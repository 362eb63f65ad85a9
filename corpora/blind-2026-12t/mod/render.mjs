// How back-office systems print: SAP-GUI-like ALV grids and status bars, key: value dumps, JSON envelopes,
// CAMT-like XML, MT940 lines and CSV exports.
import { lpad, pad } from "./rng.mjs";

/** Fixed-width grid with a title line, as an ALV list prints when exported. */
export function alv(title, cols, rows, foot) {
  const w = cols.map((c, i) => Math.max(c.length, ...rows.map((r) => String(r[i]).length)));
  const line = "-".repeat(w.reduce((a, b) => a + b + 3, 1));
  const fmt = (r) => "| " + r.map((v, i) => (typeof v === "number" || /^-?[\d.,]+$/.test(String(v)) ? lpad(v, w[i]) : pad(v, w[i]))).join(" | ") + " |";
  const out = [title, line, fmt(cols), line, ...rows.map(fmt), line];
  if (foot) out.push(foot);
  return out.join("\n");
}

/** key: value dump, keys padded with dots like a display transaction. */
export function kv(title, obj, foot) {
  const keys = Object.keys(obj);
  const w = Math.max(...keys.map((k) => k.length)) + 2;
  const lines = keys.map((k) => `${(k + " ").padEnd(w, ".")}: ${obj[k]}`);
  return [title, ...lines, foot].filter((x) => x != null).join("\n");
}

/** JSON envelope with request metadata. */
export function json(r, data, extra = {}) {
  return JSON.stringify({ ...data, ...extra, _meta: { request_id: `${r.hex(8)}-${r.hex(4)}-${r.hex(4)}`, latency_ms: r.int(38, 940) } });
}

/** Status bar line: type letter, message class and number, text. */
export function sbar(type, cls, no, text) {
  return `[${type}] ${cls} ${no}: ${text}`;
}

export function csv(cols, rows) {
  return [cols.join(";"), ...rows.map((r) => r.join(";"))].join("\n");
}

/** Minimal camt.053-like entry XML. */
export function camtEntry(e) {
  return [
    "<Ntry>",
    `  <NtryRef>${e.ref}</NtryRef>`,
    `  <Amt Ccy="${e.cur}">${e.amt.toFixed(2)}</Amt>`,
    `  <CdtDbtInd>${e.amt >= 0 ? "CRDT" : "DBIT"}</CdtDbtInd>`,
    `  <Sts><Cd>BOOK</Cd></Sts>`,
    `  <BookgDt><Dt>${e.date}</Dt></BookgDt>`,
    `  <ValDt><Dt>${e.valdate ?? e.date}</Dt></ValDt>`,
    `  <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>${e.sub ?? "ESCT"}</SubFmlyCd></Fmly></Domn></BkTxCd>`,
    "  <NtryDtls><TxDtls>",
    `    <Refs><EndToEndId>${e.e2e}</EndToEndId><AcctSvcrRef>${e.svcr}</AcctSvcrRef></Refs>`,
    `    <RltdPties><Dbtr><Nm>${e.partner}</Nm></Dbtr></RltdPties>`,
    `    <RmtInf><Ustrd>${e.text}</Ustrd></RmtInf>`,
    "  </TxDtls></NtryDtls>",
    "</Ntry>",
  ].join("\n");
}

/** MT940 :61:/:86: pair. */
export function mt940(e) {
  const d = e.date.replace(/-/g, "").slice(2);
  return `:61:${d}${d.slice(2)}${e.amt >= 0 ? "C" : "D"}${Math.abs(e.amt).toFixed(2).replace(".", ",")}NTRF${e.ref}//${e.svcr}\n:86:${e.text}`;
}
