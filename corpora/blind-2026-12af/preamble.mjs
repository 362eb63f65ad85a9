// Productive steps that come before a scenario's core: each reads something new (another record, another partition,
// another issue, another file's history, another service's logs), so a loop that follows starts late.
import { isoS, iso, fmtNum } from "./util.mjs";
import { stable, T, sentryFacts, ticketFacts, tools, logLine } from "./world.mjs";
import { ghJson, domJson } from "./render.mjs";

export const day = (ms, back = 0) => isoS(ms - back * 86400e3).slice(0, 10);

export function entityFor(run, kit, key) {
  const id = stable(run, "eid" + key, (r) => kit.entity.id(r));
  const facts = stable(run, "ef" + id, (r) => kit.entity.facts(r, id, run));
  return { id, facts };
}

export function aggRows(run, kit, key, n) {
  return stable(run, "agg" + key, (r) => {
    const gv = r.shuffle(kit.table.groupVals).slice(0, n);
    const rows = gv.map((g) => {
      const cnt = r.int(kit.table.countRange[0], kit.table.countRange[1]);
      const tot = cnt * r.float(kit.table.unitRange[0], kit.table.unitRange[1], 6);
      return [g, cnt, kit.table.scale === 1 ? Math.round(tot / 100) * 100 : Number(tot.toFixed(2))];
    });
    rows.sort((a, b) => b[1] - a[1]);
    return rows;
  });
}

export const sumExpr = (t, pre = "") => (t.scale === 1 ? `sum(${pre}${t.amount})` : `round(sum(${pre}${t.amount}) / ${t.scale}.0, 2)`);

export function aggSql(kit, { filterVal, d0, d1, nAlias = "n", tAlias = "total", limit = 20 }) {
  const t = kit.table;
  return `SELECT ${t.group}, count(*) AS ${nAlias}, ${sumExpr(t)} AS ${tAlias}\nFROM ${t.name}\nWHERE ${t.filter} = '${filterVal}'\n  AND ${t.date} >= '${d0}' AND ${t.date} < '${d1}'\nGROUP BY 1\nORDER BY 2 DESC\nLIMIT ${limit};`;
}

function commitsFor(run, kit, path) {
  return stable(run, "commits" + path, (r) => {
    const n = r.int(3, 5);
    const out = [];
    let t = run.start - r.int(1, 20) * 3600e3;
    for (let i = 0; i < n; i++) {
      out.push({ sha: r.hex(40), author: r.pick(kit.people), date: isoS(t), message: r.pick(kit.commitMsgs) });
      t -= r.int(6, 200) * 3600e3;
    }
    return out;
  });
}

export function preamble(run, kit, ctx, n, opts = {}) {
  if (n <= 0) return 0;
  const r = ctx.r;
  const kinds = opts.only ?? ["entity", "pg", "sentry", "entity", "pg", "linear", "commits", "loki", "entity", "pg"];
  const used = { entity: 0, pg: 0, sentry: 0, linear: 0, commits: 0, loki: 0 };
  const cap = { sentry: kit.issues.length - 1, linear: kit.tickets.length - 2, commits: kit.files.length, loki: kit.logs.others.length };
  const inv = ["look", "fix", "compare"].includes(run.intent);
  const pick = (a, b) => (inv ? a : b);
  let order = r.shuffle(kinds);
  let done = 0;
  let guard = 0;
  while (done < n && guard++ < 400) {
    if (!order.length) order = r.shuffle(kinds);
    const k = order.shift();
    const i = used[k];
    if (cap[k] !== undefined && i >= cap[k]) continue;
    used[k]++;
    const key = `${ctx.tag}:${k}:${i}`;
    if (k === "entity") {
      const { id, facts } = entityFor(run, kit, "pre" + i);
      run.step(
        T(ctx, pick({ p: [`Checking ${kit.entity.noun} ${id}.`, `Next: ${id}.`, `Looking at ${id}.`], v: [`I'll go through the ${kit.entity.noun}s one at a time so I have a baseline before drawing conclusions. Next is ${id}.`, `Continuing the survey: ${id}. I'm noting the status and the last activity for each ${kit.entity.noun}.`] }, { p: [`Checking a related ${kit.entity.noun} first: ${id}.`, `Context: ${id}.`, `Looking at ${id} before I start.`], v: [`Before I act I want to see how comparable ${kit.entity.noun}s look right now; ${id} next.`, `Context first: ${id}. If it shows the same state, the request is routine.`] })),
        kit.entity.tool, { [kit.entity.arg]: id }, () => domJson(run, facts), { name: ctx.name },
      );
    } else if (k === "pg") {
      const fv = kit.table.filterVals[i % kit.table.filterVals.length];
      const back = 1 + Math.floor(i / kit.table.filterVals.length);
      const d0 = day(run.start, back), d1 = day(run.start, back - 1);
      const rows = aggRows(run, kit, key, r.int(3, 5));
      const sql = aggSql(kit, { filterVal: fv, d0, d1 });
      const c = tools.pg(run, kit, sql, [kit.table.group, "n", "total"], rows);
      run.step(T(ctx, pick({ p: [`Totals for ${fv} on ${d0}.`, `Querying ${fv}, ${d0}.`, `Now ${fv} (${d0}).`], v: [`To see whether this is local or general I'm comparing partitions. ${fv} on ${d0} next.`, `The per-${kit.table.group} split for ${fv} on ${d0} will tell me whether one ${kit.table.group} dominates.`] }, { p: [`Context: volumes for ${fv} on ${d0}.`, `Figures for ${fv}, ${d0}.`], v: [`To know what normal looks like before I act, pulling the ${fv} figures for ${d0}.`, `A quick look at ${fv} on ${d0}, so I can sanity-check the result afterwards.`] })), c.tool, c.args, c.result, { name: ctx.name });
    } else if (k === "sentry") {
      const f = sentryFacts(run, kit, i + 1);
      const c = tools.sentryGet(run, kit, f);
      run.step(T(ctx, pick({ p: [`Related issue ${f.shortId}.`, `Checking ${f.shortId} as well.`], v: [`There is a second issue, ${f.shortId}, in the same project; I want to rule out that it shares a cause.`] }, { p: [`Any open issue that could get in the way? ${f.shortId}.`, `Checking ${f.shortId} first.`], v: [`Checking ${f.shortId}: if it touches the same code path it could interfere with what I'm about to do.`] })), c.tool, c.args, c.result, { name: ctx.name });
    } else if (k === "linear") {
      const t = ticketFacts(run, kit, i + 2);
      const c = tools.linearGet(run, kit, t);
      run.step(T(ctx, pick({ p: [`Ticket ${t.key}.`, `Checking ${t.key} for context.`], v: [`${t.key} is an open ticket on the same component; reading it for context.`] }, { p: [`Ticket ${t.key}.`, `Anything relevant in ${t.key}?`], v: [`${t.key} is open on the same component; reading it so I don't act against someone's plan.`] })), c.tool, c.args, c.result, { name: ctx.name });
    } else if (k === "commits") {
      const f = kit.files[i];
      const cm = commitsFor(run, kit, f.path);
      run.step(
        T(ctx, pick({ p: [`Recent history of ${f.path}.`, `Who touched ${f.path} lately?`], v: [`Recent changes to ${f.path} could explain a change in behaviour, so I'm listing its last commits.`] }, { p: [`Recent history of ${f.path}.`], v: [`Looking at recent changes to ${f.path} before I act.`] })),
        "github__list_commits", { owner: kit.org, repo: kit.repo, path: f.path, per_page: 5 }, () => ghJson(run, { commits: cm }, { etag: false }), { name: ctx.name },
      );
    } else if (k === "loki") {
      const svc = kit.logs.others[i];
      const lines = stable(run, "ol" + svc, (rr) => {
        const out = [];
        let t = run.start - rr.int(20, 50) * 60e3;
        for (let j = 0; j < rr.int(3, 6); j++) {
          out.push(logLine(rr, { ...kit, pod: (q) => `${svc}-${q.hex(5)}-${q.b62(5).toLowerCase()}`, logs: { ...kit.logs, logger: svc } }, t, rr.pick(["WARN", "ERROR", "WARN"]), rr.pick(kit.logs.noise)));
          t += rr.int(40, 400) * 1000;
        }
        return out;
      });
      const c = tools.loki(run, kit, `{service="${svc}"} |~ "(?i)warn|error"`, iso(run.start - 3600e3), lines, r.float(2, 40, 1));
      run.step(T(ctx, pick({ p: [`Logs of ${svc}.`, `Anything in ${svc}?`], v: [`Checking ${svc} for warnings in the last hour in case the problem sits upstream of ${kit.logs.service}.`] }, { p: [`Logs of ${svc}.`], v: [`A quick look at ${svc} warnings in the last hour, so I know the current state.`] })), c.tool, c.args, c.result, { name: ctx.name });
    }
    done++;
  }
  return done;
}
