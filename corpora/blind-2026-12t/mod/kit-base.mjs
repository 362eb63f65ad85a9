// Turns a short domain spec into a kit: each tool's argument shape and how it prints, with fresh noise per call.
import { alv, camtEntry, csv, json, kv, mt940, sbar } from "./render.mjs";
import { money, now } from "./rng.mjs";

const fmtDate = (d) => d.toISOString().slice(0, 10);

/** Build the full kit (tools, renderers) from a domain spec. */
export function makeKit(s) {
  const k = { ...s };
  k.mkEnts = (r, n) => {
    const base = Date.UTC(2026, 10, r.int(1, 20));
    return Array.from({ length: n }, (_, i) => {
      const amt = Math.round((r.f() * (s.amtHi ?? 90000) + (s.amtLo ?? 150)) * 100) / 100;
      const date = fmtDate(new Date(base + r.int(0, 25) * 864e5));
      const e = { i, id: s.idf(r, i), amt, date, partner: r.pick(s.partners), ref: `${s.refPrefix ?? "RF"}${r.digits(8)}`, period: `${s.fyPeriod ?? "011"}/2026` };
      e.e2e = `E2E-${r.alnum(10).toUpperCase()}`;
      e.svcr = r.digits(12);
      e.cur = s.cur;
      // Validation differences are a slice of the document amount, not all of it.
      e.dv = Math.round(e.amt * (0.002 + r.f() * 0.05) * 100) / 100;
      e.text = `${s.refPrefix ?? "RF"} ${e.ref.slice(-6)} ${e.partner.split(" ")[0].toUpperCase()}`;
      if (s.extra) Object.assign(e, s.extra(r, e));
      return e;
    });
  };
  const fields = (e) => s.fields(e);
  k.getArgs = (e) => s.getArgs(e);
  k.get = (r, e, over) => {
    const f = { ...fields(e), ...(over ?? {}) };
    switch (s.getStyle) {
      case "camt":
        return `<!-- ${s.T.get} stmt=${e.stmt ?? "053-" + e.date.replace(/-/g, "")} seq=${r.int(1, 400)} -->\n${camtEntry(e)}`;
      case "mt940":
        return `:20:${r.digits(10)}\n:25:${e.acct ?? s.co + "/" + e.id}\n:28C:${r.int(200, 260)}/1\n${mt940(e)}\n:62F:C${e.date.replace(/-/g, "").slice(2)}${s.cur}${money(e.bal ?? e.amt * 7, "", ",")}`;
      case "json":
        return json(r, { [s.noun]: f, retrieved_at: now(r).toISOString() });
      case "alv":
        return alv(`${s.T.get}  ${s.co}  ${e.id}   ${(e.i % 7) + 1} entries  user ${s.user}`, Object.keys(f), [Object.values(f)]);
      default:
        return kv(`${s.T.get.toUpperCase()}  ${e.id}`, f, `-- displayed ${now(r).toISOString().replace("T", " ").slice(0, 19)} client ${s.client ?? "100"}`);
    }
  };
  k.checkArgs = (e) => s.checkArgs(e);
  k.check = (r, e, ok, errIdx = 0) => {
    const m = ok ? s.okMsg : s.errMsgs[errIdx % s.errMsgs.length];
    const text = m[2].replace("{id}", e.id).replace("{amt}", money(e.dv)).replace("{cur}", s.cur).replace("{partner}", e.partner).replace("{date}", e.date);
    const head = sbar(ok ? "S" : "E", m[0], m[1], text);
    if (s.checkStyle === "json") return json(r, { valid: ok, messages: [{ type: ok ? "S" : "E", class: m[0], number: m[1], text }], checked_lines: (e.i % 12) + 2 });
    return `${head}\nLog ${s.logPrefix ?? "LG"}${r.digits(10)}  ${ok ? 0 : 1} error(s), ${e.i % 3} warning(s)  runtime ${r.int(40, 900)} ms`;
  };
  k.postArgs = (e) => s.postArgs(e);
  k.post = (r, e, ok, errIdx = 0, amt = e.amt) => {
    if (!ok) return k.check(r, e, false, errIdx);
    const doc = `${s.docPrefix}${r.digits(10 - s.docPrefix.length)}`;
    return { doc, out: `${sbar("S", s.postMsg[0], s.postMsg[1], s.postMsg[2].replace("{doc}", doc).replace("{co}", s.co).replace("{id}", e.id))}\nFiscal year 2026  period ${e.period.slice(0, 3)}  posting date ${e.date}  ${money(amt)} ${s.cur}` };
  };
  k.revArgs = (e, doc) => s.revArgs(e, doc);
  k.reverse = (r, e, doc) => {
    const rdoc = `${s.docPrefix}${r.digits(10 - s.docPrefix.length)}`;
    return `${sbar("S", s.postMsg[0], "312", `Document ${doc} reversed with document ${rdoc} (reason 01) in company code ${s.co}`)}\nClearing of ${e.id} reset`;
  };
  k.depArgs = (e, n) => s.depArgs(e, n);
  k.depFail = (r, n) => s.depErrs[n % s.depErrs.length](r);
  k.depOk = (r, e) => s.depOk(r, e);
  k.jobStartArgs = (e) => s.job.startArgs(e);
  k.jobStart = (r, id) => `${sbar("S", s.job.cls, "050", `Job ${s.job.name} ${id} released (class A)`)}\nScheduled start ${now(r).toISOString().slice(0, 16).replace("T", " ")}  server ${s.job.server}`;
  k.jobStatusArgs = (id, n) => s.job.statusArgs(id, n);
  k.jobStatus = (r, id, done, total, phase, st) => {
    const o = { job: s.job.name, run_id: id, status: st, phase, [s.job.unit + "_processed"]: done, [s.job.unit + "_total"]: total, errors: 0, server: s.job.server, checked_at: now(r).toISOString() };
    return s.job.style === "kv" ? kv(`JOB ${id}`, o) : json(r, o);
  };
  k.listArgs = (page, cursor) => s.listArgs(page, cursor);
  k.list = (r, rows, page, next, total) => {
    const cols = s.listCols;
    const body = rows.map((e) => s.listRow(e));
    if (s.listStyle === "csv") return `${csv(cols, body)}\n# page ${page} rows ${rows.length} of ${total} next=${next ?? "null"}`;
    if (s.listStyle === "json") return json(r, { page, items: rows.map((e) => Object.fromEntries(cols.map((c, i) => [c, s.listRow(e)[i]]))), next_cursor: next ?? null, total });
    return alv(`${s.T.list}  ${s.co}  page ${page}  (${total} rows total)`, cols, body, next ? `More entries exist: continue with ${next}` : "End of list");
  };
  k.viewArgs = (v, e) => s.views[v].args(e);
  k.view = (r, v, e, diff, sideA, sideB) => {
    const V = s.views[v];
    const d = money(diff);
    if (v === 0) return alv(`${V.name}  ${s.co}  ${e.period}  ${s.cur}`, ["Item", "Side A", "Side B", "Difference"], [[e.id, money(sideA), money(sideB), d], ["Total", money(sideA), money(sideB), d]], `${r.int(120, 980)} line items read`);
    if (v === 1) return kv(`${V.name.toUpperCase()} ${e.id}`, { [s.sideA]: money(sideA), [s.sideB]: money(sideB), difference: `${d} ${s.cur}`, tolerance: `0.00 ${s.cur}`, status: diff === 0 ? "TIED" : "NOT TIED" }, `run ${r.hex(6)} at ${now(r).toISOString().slice(11, 19)}`);
    if (v === 2) return json(r, { report: V.name, key: e.id, balances: { [s.sideA]: sideA, [s.sideB]: sideB }, difference: diff, currency: s.cur, status: diff === 0 ? "RECONCILED" : "OPEN" });
    if (diff === 0) return `${sbar("S", s.errMsgs[0][0], "600", `No difference for ${e.id}`)}\n${V.name}: ${r.int(2, 40)} documents read`;
    return `${sbar("W", s.errMsgs[0][0], "640", `Difference ${d} ${s.cur} remains for ${e.id}`)}\n${V.name}: ${r.int(2, 40)} candidate documents, none explains ${d}`;
  };
  k.docViewArgs = (v, e) => s.docViews[v].args(e);
  k.docView = (r, v, e) => s.docViews[v].out(r, e);
  k.apprArgs = (e, note) => s.appr.args(e, note);
  k.apprOut = (r, e, state, reason) => {
    const wi = `0000${r.digits(8)}`;
    return json(r, { work_item: wi, object: e.id, approver: s.appr.who, state, reason: reason ?? null, decided_at: now(r).toISOString(), workflow: s.appr.wf });
  };
  return k;
}
