// Tool calls against a kit: each returns {name, args, run} where run() makes the output at call time (fresh noise).
import { R, hashStr, rec, rows } from "./engine.mjs";

const DOC_ARGS = [["offset", "limit", "zero"], ["start_line", "n_lines", "one"], ["from_line", "to_line", "range"]];

export function tools(run) {
  const k = run.kit, r = run.r, T = k.tools;
  const errFlag = r.chance(0.7);
  const stable = (e) => new R(hashStr(e.id + k.domain));
  const key = (t) => T[t][1];
  const docArgs = DOC_ARGS[k.idx % 3];
  const waitOut = [(s) => `slept ${s}s`, (s) => JSON.stringify({ waited_s: s }), (s) => `ok (${s} s)`][k.idx % 3];

  function checkOut(e) {
    const c = k.check(e, stable(e)); const z = run.z(); const st = k.style.check;
    if (c.rows) {
      const cols = c.rows[0]?.length === 4 ? ["time", "code", "state", "count"] : ["item", "value"];
      const arr = c.rows.map((row) => Object.fromEntries(cols.map((cn, i) => [cn, row[i]])));
      const head = Object.fromEntries(Object.entries(c).filter(([kk]) => kk !== "rows"));
      if (!arr.length) return rec(st === "table" ? "kv" : st, e.id, { ...head, result: "no records in window" }, z);
      return rows(st, arr, z, head);
    }
    if (c.lines) return `# ${Object.entries(c).filter(([kk]) => kk !== "lines").map(([a, b]) => `${a}=${b}`).join(" ")}\n${c.lines.map((l) => `${z.ts.slice(0, 10)} ${l[0].padEnd(8)} ${l[1]}`).join("\n")}\n-- ${z.node} rid=${z.rid} ${z.ms}ms`;
    return rec(st, e.id, c, z);
  }

  return {
    errFlag,
    get: (e, args) => ({ name: T.get[0], args: args ?? { [key("get")]: e.id }, run: () => ({ out: rec(k.style.get, `${k.noun.toUpperCase()} ${e.id}`, { [key("get")]: e.id, ...e.facts }, run.z()) }) }),
    check: (e, args) => ({ name: T.check[0], args: args ?? { [key("check")]: e.id }, run: () => ({ out: checkOut(e) }) }),
    act: (e, mode = "ok", extra) => {
      const a = { [key("act")]: e.id, ...(extra ?? k.actArgs(e, stable(e))) };
      return { name: T.act[0], args: a, run: () => {
        const z = run.z();
        if (mode === "ok") return { out: rec(k.style.act, e.id, { ...a, ...k.actOk(e) }, z) };
        if (typeof mode === "string" && mode !== "fail") return { out: `${mode} (ref ${z.rid})`, err: errFlag };
        return { out: `${k.actFail(e)} (ref ${z.rid})`, err: errFlag };
      } };
    },
    search: (q, hits, extra = {}, args) => ({ name: T.search[0], args: args ?? { [key("search")]: q, ...extra }, run: () => ({ out: rows(k.style.search, hits, run.z(), { query: q, total: hits.total ?? hits.length }) }) }),
    list: (args, items, paging) => ({ name: T.list[0], args, run: () => ({ out: rows(k.style.list, items, run.z(), paging) }) }),
    read: (lines, from, count, args) => {
      const a = args ?? (docArgs[2] === "range" ? { [key("doc")]: k.doc, [docArgs[0]]: from + 1, [docArgs[1]]: from + count } : { [key("doc")]: k.doc, [docArgs[0]]: docArgs[2] === "one" ? from + 1 : from, [docArgs[1]]: count });
      return { name: T.doc[0], args: a, run: () => {
        const z = run.z(); const end = Math.min(lines.length, from + count);
        const body = lines.slice(from, end).map((l, i) => `${String(from + i + 1).padStart(4)}  ${l}`).join("\n");
        return { out: `=== ${k.doc} | lines ${from + 1}-${end} of ${lines.length} | rev ${lines.rev ?? 7} | fetched ${z.ts} (${z.rid}) ===\n${body}${end >= lines.length ? "\n[end of document]" : ""}` };
      } };
    },
    edit: (line, text, lines) => ({ name: T.edit[0], args: { doc: k.doc, line, text }, run: () => { const z = run.z(); if (lines) { lines[line - 1] = text; lines.rev = (lines.rev ?? 7) + 1; } return { out: `updated line ${line} of ${k.doc}; revision ${lines?.rev ?? "?"} saved by ${z.node} at ${z.ts}` }; } }),
    validate: (errs) => ({ name: T.validate[0], args: { doc: k.doc }, run: () => {
      const z = run.z(); const st = k.style.validate;
      if (!errs.length) return { out: st === "json" ? JSON.stringify({ valid: true, errors: [], checked_at: z.ts, rid: z.rid }) : `${z.ts} validation passed: 0 errors, 0 warnings (rid ${z.rid}, ${z.ms} ms)` };
      if (st === "json") return { out: JSON.stringify({ valid: false, errors: errs, checked_at: z.ts, rid: z.rid }), err: errFlag };
      if (st === "log") return { out: errs.map((e) => `${z.ts} ERROR ${e}`).join("\n") + `\n${z.ts} INFO ${errs.length} error(s), rid=${z.rid}`, err: errFlag };
      return { out: `FAILED with ${errs.length} error(s):\n${errs.map((e, i) => `  ${i + 1}. ${e}`).join("\n")}\n(checked ${z.ts}, ${z.ms} ms)`, err: errFlag };
    } }),
    start: (args, jobId) => ({ name: T.jobStart[0], args, run: () => ({ out: rec(k.style.job, jobId, { job_id: jobId, state: k.job.stages[0], submitted_at: run.ts() }, run.z()) }) }),
    status: (jobId, state, extra = {}, argsOverride) => ({ name: T.jobStatus[0], args: argsOverride ?? { job_id: jobId }, run: () => ({ out: rec(k.style.job, jobId, { job_id: jobId, ...state, ...extra }, run.z()) }) }),
    wait: (s) => ({ name: T.wait[0], args: { [T.wait[1]]: s }, run: () => ({ out: waitOut(s), secs: s }) }),
    delegate: (agent, request, reply) => ({ name: T.delegate[0], args: { agent, request }, run: () => { const z = run.z(); return { out: JSON.stringify({ from: agent, reply, thread: z.rid, at: z.ts }) }; } }),
    depFail: (name, args, i) => ({ name, args, run: () => ({ out: k.dep.errs[i % k.dep.errs.length](run.z()), err: true }) }),
    stable,
  };
}

/** Document lines for a kit: headings with numbered body lines drawn from the kit's phrases. */
export function docLines(k, r, n) {
  const out = []; let h = 0, sec = 0, item = 0, bag = [];
  const every = Math.max(8, Math.floor(n / k.docHeads.length));
  while (out.length < n) {
    if (out.length % every === 0 && h < k.docHeads.length) { out.push(k.docHeads[h++]); sec++; item = 0; continue; }
    if (!bag.length) bag = r.shuffle(k.docFrag);
    item++;
    out.push(`${sec}.${item} ${bag.pop().replace("{n}", String(r.int(2, 90)))}.`);
  }
  return out;
}
