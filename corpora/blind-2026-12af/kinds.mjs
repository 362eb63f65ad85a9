// The scenarios. Each loop kind has a legit twin that makes the same moves but learns something each time.
// A scenario returns {loop_from, note}; loop_from is the 0-based index among assistant messages of the first turn a
// careful reviewer would call wasted (null for legit). Loop runs end on a tool answer inside the loop.
import { isoS, iso, fmtNum, money } from "./util.mjs";
import { mcp, domJson, domError, ghJson, pgQuery, pgError, sentryIssue, sentrySearch, linearIssue, slackPost, browserPage, lokiLines, sleepResult } from "./render.mjs";
import { stable, ask, T, finalText, sentryFacts, ticketFacts, tools, logLine } from "./world.mjs";
import { preamble, entityFor, aggRows, aggSql, sumExpr, day } from "./preamble.mjs";

const sleepCall = (run, s) => ({ tool: "clock__sleep", args: { seconds: s }, waitMs: s * 1000, result: () => sleepResult(run, s) });
const stepC = (run, text, c, opts = {}) => run.turn({ text, name: opts.name, calls: [c] });

// ======================================================================================= K1 reread-static (loop)
export function reread(run, kit, ctx) {
  const { r } = ctx;
  const tgt = ctx.v % 4;
  let lf = null;
  if (tgt === 0) {
    const f = sentryFacts(run, kit, 0);
    const ticking = ctx.v === 4 || r.chance(0.5);
    ask(run, kit, "look", f.shortId);
    preamble(run, kit, ctx, ctx.pre);
    stepC(run, T(ctx, { p: `Opening ${f.shortId}.`, v: `Starting with the Sentry issue itself: ${f.shortId}. I want the event count, the first release it appeared in and the culprit frame.` }), tools.sentryGet(run, kit, f));
    stepC(run, T(ctx, { p: `Reading ${f.file} where the culprit lives.`, v: `The culprit is \`${f.culprit}\`. Reading ${f.file} on main to see the code path.` }), tools.fileGet(run, kit, f.file, kit.issues[0].snippet));
    let cnt = f.count, last = f.lastSeen;
    for (let k = 0; k < ctx.m; k++) {
      if (ticking) {
        const inc = r.int(0, 2);
        cnt += inc;
        if (inc) last = run.now - r.int(3, 50) * 1000;
      }
      const s = stepC(run, T(ctx, {
        t: [null, null, "Re-checking."],
        p: [`Let me re-check ${f.shortId} before I summarise.`, `Refreshing ${f.shortId} to confirm the counts.`, `Checking ${f.shortId} once more.`, `One more look at ${f.shortId}.`, `Re-reading the issue to be sure the culprit is still \`${f.culprit}\`.`],
        v: [
          `I have the stack trace and the code path. Before writing anything up I want to be certain the issue state is current — Sentry can lag ingestion by a minute or two — so I'll pull ${f.shortId} again and compare the event count and last-seen time with what I noted.`,
          `Let me make sure I am not reporting stale data. The issue showed ${fmtNum(f.count)} events when I first read it; I'll fetch ${f.shortId} again and see whether the status or assignee has been touched by anyone on the team in the meantime.`,
          `I keep coming back to whether this is still happening right now. Fetching ${f.shortId} again; if last-seen is recent I'll treat it as ongoing.`,
        ],
      }), tools.sentryGet(run, kit, { ...f, count: cnt, lastSeen: last }));
      if (k === 0) lf = s.a;
    }
    return { loop_from: lf, note: `re-reads Sentry issue ${f.shortId} ${ctx.m} times after already reading it and its culprit file${ticking ? "; event count ticks up by a few between reads (noise, not progress)" : ""}` };
  }
  if (tgt === 1) {
    const t = ticketFacts(run, kit, 0, { state: "In Review" });
    ask(run, kit, "look", t.key);
    preamble(run, kit, ctx, ctx.pre);
    stepC(run, T(ctx, { p: `Reading ${t.key}.`, v: `Reading the ticket ${t.key} first; it should link the pull request and say who owns it.` }), tools.linearGet(run, kit, t));
    stepC(run, T(ctx, { p: `The ticket links #${t.pr}; reading the PR.`, v: `The ticket links #${t.pr}. Checking the PR state, reviewers and checks.` }), tools.prGet(run, kit, t, { mergeable_state: "blocked", checks: { state: "success", total_count: 7 } }));
    for (let k = 0; k < ctx.m; k++) {
      const s = stepC(run, T(ctx, {
        p: [`Re-reading ${t.key} to confirm its state.`, `Checking ${t.key} again.`, `Let me look at ${t.key} once more.`, `Refreshing ${t.key}.`],
        v: [`The PR is blocked on review. Before I tell anyone that, I want to double-check ${t.key} itself in case the owner left a comment explaining the hold-up.`, `I'll re-open ${t.key}; Linear sometimes updates the state a little after the GitHub integration fires.`],
      }), tools.linearGet(run, kit, t));
      if (k === 0) lf = s.a;
    }
    return { loop_from: lf, note: `re-reads Linear ticket ${t.key} ${ctx.m} times; ticket and PR already read, nothing changes` };
  }
  if (tgt === 2) {
    const { id, facts } = entityFor(run, kit, "focal");
    ask(run, kit, "look", id);
    preamble(run, kit, ctx, ctx.pre);
    stepC(run, T(ctx, { p: `Fetching ${kit.entity.noun} ${id}.`, v: `Fetching the ${kit.entity.noun} ${id} to see its current state.` }), tools.entityGet(run, kit, id, facts));
    const et = kit.entityTable ?? { name: kit.table.name, amount: kit.table.amount, status: kit.table.status, date: kit.table.date, col: kit.table.entityCol, statusVals: kit.table.statusVals, unitRange: kit.table.unitRange, scale: kit.table.scale };
    const rows = stable(run, "erows", (rr) => { let tt = run.start; return Array.from({ length: 5 }, () => { tt -= rr.int(300, 4000) * 1000; return [rr.int(1e6, 9e6), Number((rr.float(et.unitRange[0], et.unitRange[1], 6) * et.scale).toFixed(0)), rr.pick(et.statusVals), isoS(tt)]; }); });
    stepC(run, T(ctx, { p: `Its latest rows in ${et.name}.`, v: `Cross-checking with the database: the last few rows for ${id} in ${et.name}.` }), tools.pg(run, kit, `SELECT id, ${et.amount}, ${et.status}, ${et.date}\nFROM ${et.name}\nWHERE ${et.col} = '${id}'\nORDER BY ${et.date} DESC\nLIMIT 5;`, ["id", et.amount, et.status, et.date], rows));
    for (let k = 0; k < ctx.m; k++) {
      const s = stepC(run, T(ctx, {
        t: [null, `Re-fetching ${id}.`],
        p: [`Re-fetching ${id} to be sure.`, `Checking ${id} again.`, `Let me confirm the ${kit.entity.noun} state once more.`, `Another look at ${id}.`],
        v: [`The database rows agree with the record, but I want to be sure the record isn't served from a stale cache, so I'm reading ${id} again.`, `Reading ${id} once more before I report; if anything moved I'd rather catch it now.`],
      }), tools.entityGet(run, kit, id, facts));
      if (k === 0) lf = s.a;
    }
    return { loop_from: lf, note: `re-reads ${kit.entity.noun} ${id} ${ctx.m} times; facts identical, only request ids and timings change` };
  }
  // tgt 3: the same config file, read again and again
  const f = kit.files[0];
  ask(run, kit, "look", f.path);
  preamble(run, kit, ctx, ctx.pre);
  stepC(run, T(ctx, { p: `Reading ${f.path}.`, v: `Reading ${f.path} from the checkout.` }), tools.fsRead(run, kit, f.path, f.lines));
  const cm = stable(run, "cm0", (rr) => [{ sha: rr.hex(40), author: rr.pick(kit.people), date: isoS(run.start - rr.int(2, 30) * 3600e3), message: kit.commitMsgs[0] }, { sha: rr.hex(40), author: rr.pick(kit.people), date: isoS(run.start - rr.int(40, 300) * 3600e3), message: kit.commitMsgs[1] }]);
  stepC(run, T(ctx, { p: `And its recent history.`, v: `Checking when ${f.path} last changed.` }), { tool: "github__list_commits", args: { owner: kit.org, repo: kit.repo, path: f.path, per_page: 5 }, result: () => ghJson(run, { commits: cm }, { etag: false }) });
  for (let k = 0; k < ctx.m; k++) {
    const s = stepC(run, T(ctx, { p: [`Reading ${f.path} again.`, `Let me re-read the config.`, `Checking the values in ${f.path} once more.`], v: [`I want to quote the exact values from ${f.path} in my answer, so I'm reading it again.`, `Re-reading ${f.path}; I need to be sure which keys are set before I recommend a change.`] }), tools.fsRead(run, kit, f.path, f.lines));
    if (k === 0) lf = s.a;
  }
  return { loop_from: lf, note: `re-reads ${f.path} ${ctx.m} times (byte-identical content)` };
}

// ======================================================================================= T1 reread-after-change (legit)
export function rereadChange(run, kit, ctx) {
  const { r } = ctx;
  const variant = ctx.v % 3;
  if (variant === 0) {
    const { id, facts } = entityFor(run, kit, "focal");
    const b = kit.entity.bad;
    const bad = { ...facts, ...b.badFields };
    const good = { ...facts, ...b.goodFields };
    ask(run, kit, "fix", id);
    preamble(run, kit, ctx, ctx.pre);
    stepC(run, T(ctx, { p: `Fetching ${id}.`, v: `Reading ${id} first to see what state it is in.` }), tools.entityGet(run, kit, id, bad));
    const fixArgs = kit.entity.fix.args(id);
    stepC(run, T(ctx, { p: `${b.why} Applying the fix.`, v: `${b.why} That matches the complaint, and the fix is the standard one, so I'm applying it.` }), { tool: kit.entity.fix.tool, args: fixArgs, result: () => domJson(run, kit.entity.fix.result(r, id, run)) });
    stepC(run, T(ctx, { p: `Reading ${id} again to confirm the change took.`, v: `Verifying: the write returned OK, but I want to see the record itself reflect it.` }), tools.entityGet(run, kit, id, good));
    ask(run, kit, "again", "");
    const later = { ...good, ...kit.entity.later(r, run, good) };
    stepC(run, T(ctx, { p: `Checking ${id} again as asked.`, v: `Staff asked for another check; reading ${id} again to see whether the ${kit.entity.noun} has been used since the fix.` }), tools.entityGet(run, kit, id, later));
    run.say(finalText(run, kit, ctx, `${id} is fixed. ${b.doneText} The second check after your message shows it in use again: ${kit.entity.laterText(later)}.`));
    return { loop_from: null, note: `reads ${id} three times: bad state, after the fix (changed), after staff asked again (new activity)` };
  }
  if (variant === 1) {
    const f = sentryFacts(run, kit, 0);
    const t = ticketFacts(run, kit, 0);
    ask(run, kit, "look", f.shortId);
    preamble(run, kit, ctx, ctx.pre);
    stepC(run, T(ctx, { p: `Opening ${f.shortId}.`, v: `Opening ${f.shortId} to see how often it fires and since when.` }), tools.sentryGet(run, kit, f));
    stepC(run, T(ctx, { p: `There is a fix in PR #${t.pr}; checking it.`, v: `${t.key} tracks this and links PR #${t.pr}. Checking whether that fix is merged.` }), tools.prGet(run, kit, t, { state: "closed", merged: true, merged_at: isoS(run.now - 1800e3), mergeable_state: "unknown" }));
    run.say(`PR #${t.pr} is merged but the issue still fires (${fmtNum(f.count)} events, last seen ${isoS(f.lastSeen)}), so the fix is probably not deployed yet. Once it is deployed I can confirm whether the events stop.`);
    ask(run, kit, "deployed", "");
    const deployAt = run.now - r.int(60, 200) * 1000;
    const c2 = f.count + r.int(4, 30);
    const f2 = { ...f, count: c2, lastSeen: deployAt - r.int(5, 50) * 1000 };
    stepC(run, T(ctx, { p: `Checking ${f.shortId} after the deploy.`, v: `Re-reading ${f.shortId}: what matters is whether last-seen is before the deploy time.` }), tools.sentryGet(run, kit, f2));
    stepC(run, T(ctx, { p: `Last event is from before the deploy. Waiting five minutes to be sure no new events arrive.`, v: `Last seen ${isoS(f2.lastSeen)} is before the deploy. The issue used to fire every few seconds, so five quiet minutes would be convincing. Waiting.` }), sleepCall(run, 300));
    stepC(run, T(ctx, { p: `Re-checking after five minutes.`, v: `Five minutes later — checking whether the count moved.` }), tools.sentryGet(run, kit, f2));
    stepC(run, T(ctx, { p: `No new events. Resolving.`, v: `Count unchanged at ${fmtNum(c2)} after five minutes of traffic. Marking it resolved so a regression reopens it.` }), { tool: "sentry__update_issue", args: { issue_id: f.shortId, status: "resolved" }, result: () => mcp(run, `Issue ${f.shortId} updated: status=resolved`, { shortId: f.shortId, status: "resolved" }) });
    run.say(finalText(run, kit, ctx, `${f.shortId} stopped after your deploy: ${fmtNum(c2)} events in total, the last at ${isoS(f2.lastSeen)}, none in the five minutes I watched. I marked it resolved; it will reopen by itself if it comes back.`));
    return { loop_from: null, note: `sentry issue read three times: before the deploy, after it (count grew, last seen before deploy), after a 5-minute wait (unchanged = the confirmation)` };
  }
  const t = ticketFacts(run, kit, 0, { state: "In Review" });
  ask(run, kit, "look", t.key);
  preamble(run, kit, ctx, ctx.pre);
  stepC(run, T(ctx, { p: `Reading ${t.key}.`, v: `Reading ${t.key} for the linked PR.` }), tools.linearGet(run, kit, t));
  stepC(run, T(ctx, { p: `Checking PR #${t.pr}.`, v: `PR #${t.pr} — let me see where it stands.` }), tools.prGet(run, kit, t, { mergeable_state: "unstable", checks: { state: "pending", total_count: 7, completed: 3, in_progress: ["e2e", "migrations-dry-run", "lint"] } }));
  stepC(run, T(ctx, { p: `Checks still running; waiting two minutes.`, v: `Three of seven checks are done. Waiting two minutes before looking again.` }), sleepCall(run, 120));
  stepC(run, T(ctx, { p: `Checking the PR again.`, v: `Back to #${t.pr}.` }), tools.prGet(run, kit, t, { mergeable_state: "clean", checks: { state: "success", total_count: 7, completed: 7 }, reviewers: [] }));
  stepC(run, T(ctx, { p: `Green and approved; auto-merge is on. Waiting for the merge.`, v: `All green, the reviewer approved, and auto-merge is enabled. Waiting three minutes for the merge queue.` }), sleepCall(run, 180));
  stepC(run, T(ctx, { p: `Checking for the merge.`, v: `Checking whether the merge queue took it.` }), tools.prGet(run, kit, t, { state: "closed", merged: true, merged_at: isoS(run.now - 40e3), mergeable_state: "unknown", reviewers: [] }));
  const t2 = { ...t, state: "Done", updatedAt: run.now - 20e3 };
  stepC(run, T(ctx, { p: `Merged. Confirming the ticket moved.`, v: `Merged. The Linear integration should have moved ${t.key} to Done.` }), tools.linearGet(run, kit, t2));
  run.say(finalText(run, kit, ctx, `${t.key}: PR #${t.pr} passed all 7 checks, went through the merge queue and is merged; the ticket moved to Done by itself.`));
  return { loop_from: null, note: `PR read three times while checks ran and the merge queue took it; state changes each time` };
}

// ======================================================================================= K2 arg-jitter (loop)
function sqlVariants(kit, base) {
  const t = kit.table;
  const { filterVal, d0, d1 } = base;
  return [
    { sql: aggSql(kit, base).toLowerCase().replace(`'${filterVal.toLowerCase()}'`, `'${filterVal}'`), why: "Re-running it in lower case to rule out a paste problem." },
    { sql: aggSql(kit, base).replace(`'${d0}'`, `'${d0}'::date`).replace(`'${d1}'`, `'${d1}'::date`), why: "Casting the date bounds explicitly in case the text comparison cut off rows." },
    { sql: aggSql(kit, { ...base, nAlias: "row_count", tAlias: "total_amount" }), fields: [t.group, "row_count", "total_amount"], why: "Renaming the aliases so the output is clearer." },
    { sql: aggSql(kit, { ...base, limit: 200 }), why: "Raising the limit in case groups were truncated." },
    { sql: `WITH x AS (\n  SELECT * FROM ${t.name}\n  WHERE ${t.filter} = '${filterVal}' AND ${t.date} >= '${d0}' AND ${t.date} < '${d1}'\n)\nSELECT ${t.group}, count(*) AS n, ${sumExpr(t)} AS total\nFROM x GROUP BY 1 ORDER BY 2 DESC LIMIT 20;`, why: "Restructuring as a CTE to be sure the filter is applied before grouping." },
    { sql: aggSql(kit, base).replace("GROUP BY 1", `  AND ${t.status} IS NOT NULL\nGROUP BY 1`), why: `Excluding rows with a NULL ${t.status} in case they distort the totals.` },
    { sql: "/* recheck */\n" + aggSql(kit, base), why: "Running it once more to be sure." },
    { sql: aggSql(kit, base).replace("ORDER BY 2 DESC", "ORDER BY count(*) DESC"), why: "Ordering by the count expression explicitly." },
    { sql: aggSql(kit, base).replace(`${t.date} >= '${d0}' AND ${t.date} < '${d1}'`, `${t.date} BETWEEN '${d0} 00:00:00' AND '${d0} 23:59:59.999'`), why: "Using BETWEEN with explicit times instead of the half-open range." },
    { sql: aggSql(kit, base).replace(`${t.date} >= '${d0}' AND ${t.date} < '${d1}'`, `(${t.date} AT TIME ZONE 'UTC')::date = '${d0}'`), why: "Pinning the day to UTC explicitly." },
  ];
}
export function argJitter(run, kit, ctx) {
  const { r } = ctx;
  let lf = null;
  if (ctx.v % 2 === 0) {
    const fv = kit.table.filterVals[0];
    const d0 = day(run.start, 1), d1 = day(run.start, 0);
    ask(run, kit, "totals", `${fv} (${d0})`);
    preamble(run, kit, ctx, ctx.pre, { only: ["entity", "sentry", "linear", "commits", "loki"] });
    const rows = aggRows(run, kit, "focal", 4);
    const base = { filterVal: fv, d0, d1 };
    stepC(run, T(ctx, { p: `Totals per ${kit.table.group} for ${fv} on ${d0}.`, v: `The question is a per-${kit.table.group} breakdown for ${fv} on ${d0}. One grouped query on ${kit.table.name} should answer it.` }), tools.pg(run, kit, aggSql(kit, base), [kit.table.group, "n", "total"], rows));
    const vs = r.shuffle(sqlVariants(kit, base).slice(0, 7)).concat(sqlVariants(kit, base).slice(7));
    for (let k = 0; k < ctx.m; k++) {
      const v = vs[k % vs.length];
      const s = stepC(run, T(ctx, { t: [null, v.why], p: v.why, v: `The figures look plausible, but I'd like to be certain before I hand them over. ${v.why} If the numbers come back the same I'll take them as final.` }), tools.pg(run, kit, v.sql, v.fields ?? [kit.table.group, "n", "total"], rows));
      if (k === 0) lf = s.a;
    }
    return { loop_from: lf, note: `re-runs the same aggregate ${ctx.m} times with cosmetic SQL changes (case, casts, aliases, limit, CTE); identical rows every time` };
  }
  const terms = kit.searchTerms;
  const qs = [
    `is:unresolved ${terms.join(" ")}`,
    `${terms.join(" ")} is:unresolved`,
    `is:unresolved "${terms.join(" ")}"`,
    `is:unresolved ${terms.join(" ")} project:${kit.project}`,
    `${terms.slice().reverse().join(" ")} is:unresolved`,
    `is:unresolved ${terms.map((x) => x.toUpperCase()).join(" ")}`,
    `is:unresolved level:error ${terms.join(" ")}`,
    `is:unresolved ${terms.join(" ")} age:-7d`,
  ];
  const iss = [sentryFacts(run, kit, 0), sentryFacts(run, kit, 1), sentryFacts(run, kit, 2)];
  ask(run, kit, "look", terms.join(" "));
  preamble(run, kit, ctx, ctx.pre, { only: ["entity", "pg", "commits", "loki"] });
  for (let k = 0; k < ctx.m + 2; k++) {
    const q = qs[k % qs.length];
    const s = stepC(run, T(ctx, {
      p: k === 0 ? `Searching Sentry for ${terms.join(" ")}.` : [`Trying the search with a different wording.`, `Rephrasing the query.`, `Maybe the word order matters; searching again.`, `Searching once more with a tighter filter.`],
      v: k === 0 ? `Searching ${kit.project} for unresolved issues about ${terms.join(" ")}.` : `Three hits feels low for how much noise staff describe. Sentry's search tokenises oddly, so I'll try the wording \`${q}\` and see if more turn up.`,
    }), { tool: "sentry__search_issues", args: { query: q, project: kit.project }, result: () => sentrySearch(run, q, iss) });
    if (k === 2) lf = s.a;
  }
  return { loop_from: lf, note: `Sentry search re-worded ${ctx.m + 1} times (order, quotes, case, redundant filters); same three issues; second wording allowed, third is the loop start` };
}

// ======================================================================================= T2 partition sweep (legit)
export function partitionSweep(run, kit, ctx) {
  const { r } = ctx;
  const byDay = ctx.v % 2 === 0;
  const n = byDay ? ctx.m : Math.min(ctx.m, kit.table.filterVals.length);
  const fv0 = kit.table.filterVals[0];
  ask(run, kit, "totals", byDay ? `${fv0}, ${n} days` : `${kit.table.filterVals.slice(0, n).join(", ")} (${day(run.start, 1)})`);
  preamble(run, kit, ctx, ctx.pre, { only: ["entity", "sentry", "linear"] });
  const summary = [];
  const closedIdx = r.int(1, n - 1);
  for (let i = 0; i < n; i++) {
    const fv = byDay ? fv0 : kit.table.filterVals[i];
    const back = byDay ? n - i : 1;
    const d0 = day(run.start, back), d1 = day(run.start, back - 1);
    const rows = i === closedIdx && byDay && r.chance(0.6) ? [] : aggRows(run, kit, `sweep${i}`, r.int(3, 5));
    stepC(run, T(ctx, { p: i === 0 ? `Starting with ${fv} on ${d0}.` : `${fv}, ${d0}.`, v: i === 0 ? `I'll run the same grouped query for each ${byDay ? "day" : kit.table.filter} and collect the results into one table.` : null }), tools.pg(run, kit, aggSql(kit, { filterVal: fv, d0, d1 }), [kit.table.group, "n", "total"], rows));
    const tot = rows.reduce((a, x) => a + x[2], 0);
    summary.push(`${byDay ? d0 : fv}: ${rows.length ? `${fmtNum(rows.reduce((a, x) => a + x[1], 0))} rows, ${kit.table.scale === 1 ? fmtNum(tot) : money(tot)} ${kit.unit}` : "no rows"}`);
  }
  run.say(finalText(run, kit, ctx, `Totals (${kit.table.name}, grouped by ${kit.table.group}):\n- ${summary.join("\n- ")}`));
  return { loop_from: null, note: `same query template run for ${n} different ${byDay ? "days" : "partitions"}; each returns different rows` };
}

// ======================================================================================= K3 ping-pong (loop)
export function pingPong(run, kit, ctx) {
  let lf = null;
  if (ctx.v % 2 === 0) {
    const t = ticketFacts(run, kit, 0, { state: "In Review" });
    ask(run, kit, "look", t.key);
    preamble(run, kit, ctx, ctx.pre);
    const A = () => tools.linearGet(run, kit, t);
    const B = () => tools.prGet(run, kit, t, { mergeable_state: "clean", checks: { state: "success", total_count: 7 }, reviewers: [] });
    const ta = ["The ticket says In Review. Is the PR merged yet?", "Checking the ticket again to see if the state caught up with the PR.", `Back to ${t.key}.`, "Did Linear pick up the approval?"];
    const tb = ["Checking the PR.", `PR #${t.pr} again — has it been merged?`, "Looking at the PR to see whether it is deployed.", "PR status once more."];
    let k = 0;
    for (let i = 0; i < ctx.m; i++) {
      const s = stepC(run, T(ctx, { p: ta[i % ta.length], v: i === 0 ? `Reading ${t.key} to see which PR carries the fix.` : [`The PR is approved and green but not merged, and the ticket is still In Review. I want to know whether this reached production, so let me go back to ${t.key} and see whether anything there says deployed.`, `Linear and GitHub should agree once the merge happens. Checking ${t.key} again in case the integration has moved it.`, `I still can't tell whether the fix is live. ${t.key} might have a comment from the owner about the rollout — back to the ticket.`] }), A());
      if (i === 1) lf = s.a;
      k++;
      if (k >= ctx.m * 2 - 1) break;
      stepC(run, T(ctx, { p: tb[i % tb.length], v: [`Now the PR side: #${t.pr}. If it were merged the merge commit would tell me which release carries it.`, `Back to #${t.pr} — maybe the merge queue picked it up in the meantime.`, `Checking #${t.pr} once more for a merge or a deployment status.`] }), B());
      k++;
    }
    return { loop_from: lf, note: `alternates linear__get_issue ${t.key} and github__get_pull_request #${t.pr}; neither changes and neither can say whether it is deployed` };
  }
  const f = sentryFacts(run, kit, 0);
  ask(run, kit, "look", f.shortId);
  preamble(run, kit, ctx, ctx.pre);
  const lines = stable(run, "ppl", (rr) => {
    const out = [];
    let t = run.start - rr.int(8, 20) * 60e3;
    for (let j = 0; j < 7; j++) {
      out.push(logLine(rr, kit, t, "ERROR", kit.logs.errMsg));
      t += rr.int(30, 90) * 1000;
    }
    return out;
  });
  const since = iso(run.start - 3600e3);
  for (let i = 0; i < ctx.m; i++) {
    const s = stepC(run, T(ctx, { p: [`Checking ${f.shortId}.`, `Back to the Sentry issue.`, `Sentry again — any new tags?`], v: `Switching back to Sentry: if the issue's tags show a single host, that would point at one bad pod rather than the code.` }), tools.sentryGet(run, kit, f));
    if (i === 1) lf = s.a;
    if (i === ctx.m - 1 && ctx.r.chance(0.5)) break;
    stepC(run, T(ctx, { p: [`Matching log lines.`, `And the logs again.`, `Loki for the same error.`], v: `And the raw logs of ${kit.logs.service} for the same error, to compare hosts and timings with what Sentry shows.` }), tools.loki(run, kit, `{service="${kit.logs.service}"} |= "${kit.logs.errKey}"`, since, lines, 18.4));
  }
  return { loop_from: lf, note: `alternates sentry__get_issue ${f.shortId} and the same Loki query; both keep showing the same error and hosts` };
}

// ======================================================================================= T3 pairwise cross-check (legit)
export function pairwise(run, kit, ctx) {
  const n = Math.min(ctx.m, kit.tickets.length);
  const states = [
    { t: "In Review", pr: { mergeable_state: "clean", checks: { state: "success", total_count: 7 } }, verdict: "approved and green, waiting to merge" },
    { t: "Done", pr: { state: "closed", merged: true, merged_at: isoS(run.start - 5 * 3600e3), mergeable_state: "unknown" }, verdict: "merged" },
    { t: "In Progress", pr: { mergeable_state: "dirty", checks: { state: "failure", total_count: 7, failed: ["unit-tests"] } }, verdict: "failing unit tests and has conflicts" },
    { t: "In Review", pr: { mergeable_state: "blocked", checks: { state: "success", total_count: 7 } }, verdict: "green but blocked on review" },
    { t: "Todo", pr: { state: "closed", merged: false, mergeable_state: "unknown" }, verdict: "closed without merging — the ticket is stale" },
    { t: "Done", pr: { mergeable_state: "clean", checks: { state: "pending", total_count: 7, completed: 4 } }, verdict: "still open although the ticket says Done" },
  ];
  const ts = Array.from({ length: n }, (_, i) => ticketFacts(run, kit, i, { state: states[(i + ctx.v) % states.length].t }));
  ask(run, kit, "compare", ts.map((t) => t.key).join(", "));
  preamble(run, kit, ctx, ctx.pre, { only: ["sentry", "commits", "loki"] });
  const out = [];
  ts.forEach((t, i) => {
    const st = states[(i + ctx.v) % states.length];
    stepC(run, T(ctx, { p: `${t.key}.`, v: i === 0 ? `Going through the tickets one by one: ticket first, then its PR.` : null }), tools.linearGet(run, kit, t));
    stepC(run, T(ctx, { p: `Its PR #${t.pr}.` }), tools.prGet(run, kit, t, st.pr));
    out.push(`| ${t.key} | ${t.state} | #${t.pr} | ${st.verdict} |`);
  });
  run.say(finalText(run, kit, ctx, `| ticket | state | PR | PR status |\n|---|---|---|---|\n${out.join("\n")}`));
  return { loop_from: null, note: `alternates linear__get_issue and github__get_pull_request, but over ${n} different ticket/PR pairs` };
}

// ======================================================================================= K4 retry storm (loop)
export function retryStorm(run, kit, ctx) {
  const { r } = ctx;
  const d = kit.dep;
  const args0 = d.args(r);
  ask(run, kit, "apply", d.what(args0));
  preamble(run, kit, ctx, ctx.pre);
  const mode = ctx.v % 3; // 0 same args, 1 fresh idempotency key, 2 growing timeout
  let lf = null;
  for (let k = 0; k < ctx.m + 2; k++) {
    let args = args0;
    if (mode === 1) args = { ...args0, idempotency_key: r.uuid() };
    if (mode === 2) args = { ...args0, timeout_ms: 10000 * (k + 1) };
    const e = d.errs[k % d.errs.length];
    const prev = d.errs[(k + d.errs.length - 1) % d.errs.length];
    const Name = d.name[0].toUpperCase() + d.name.slice(1);
    const s = stepC(run, T(ctx, {
      p: k === 0 ? `Sending it to ${d.name}.` : [`${Name} didn't answer; retrying.`, `Retrying.`, `Trying again${mode === 2 ? " with a longer timeout" : ""}.`, `Once more.`, `Another attempt${mode === 1 ? " with a fresh idempotency key" : ""}.`],
      v: k === 0 ? `Everything is prepared; sending it to ${d.name}.` : [
        `${Name} returned ${prev.status} again. Gateways like this often recover within seconds, so I'll retry right away${mode === 2 ? " and give it more time" : ""}${mode === 1 ? " with a new idempotency key so a half-finished attempt cannot block it" : ""}.`,
        `Still ${prev.status} (${prev.code}). It is probably a short blip on their side; another attempt now${mode === 2 ? ", with a longer timeout" : ""}.`,
        `The request itself is fine — the failure is on the upstream side. Retrying immediately${mode === 1 ? " under a new idempotency key" : ""}; staff are waiting for this.`,
      ],
    }), { tool: d.tool, args, result: () => domError(run, { status: e.status, code: e.code, message: e.message.replace("{host}", d.host), retryAfter: e.retry }), latLo: e.status === 504 ? 10000 : 200, latHi: e.status === 504 ? 30000 : 3000 });
    if (k === 2) lf = s.a;
  }
  return { loop_from: lf, note: `${ctx.m + 2} calls to ${d.tool} against a dead gateway with no back-off (retry_after ignored)${mode === 1 ? "; fresh idempotency key each time" : mode === 2 ? "; timeout_ms grows each time" : ""}; one retry allowed, loop from the third attempt` };
}

// ======================================================================================= T4 honoured back-off (legit)
export function backoff(run, kit, ctx) {
  const { r } = ctx;
  const d = kit.dep;
  const args0 = d.args(r);
  ask(run, kit, "apply", d.what(args0));
  preamble(run, kit, ctx, ctx.pre);
  const e0 = d.errs[0];
  const giveUp = ctx.v % 3 === 2;
  stepC(run, T(ctx, { p: `Submitting to ${d.name}.`, v: `Sending it to ${d.name}.` }), { tool: d.tool, args: args0, result: () => domError(run, { status: e0.status, code: e0.code, message: e0.message.replace("{host}", d.host), retryAfter: 30 }) });
  stepC(run, T(ctx, { p: `Unavailable, retry-after 30 s. Waiting as told.`, v: `The gateway says retry after 30 seconds. I'll honour that rather than hammer it.` }), sleepCall(run, 30));
  stepC(run, T(ctx, { p: `Retrying after the wait.` }), { tool: d.tool, args: args0, result: () => domError(run, { status: e0.status, code: e0.code, message: e0.message.replace("{host}", d.host), retryAfter: 120 }) });
  if (giveUp) {
    stepC(run, T(ctx, { p: `Still down and now asking for 120 s. Telling the channel instead of retrying blindly.`, v: `Two failures, and the hint doubled to 120 s: this looks like an outage rather than a blip. I'll not keep retrying; I'll tell the on-call channel and stop.` }), { tool: "slack__post_message", args: { channel: kit.channel, text: `${d.name} unavailable (${e0.status} ${e0.code}) for ${d.what(args0)} — 2 attempts 30 s apart. Not submitted; will need a retry once it is back.` }, result: () => slackPost(run, kit.channel, "posted") });
    run.say(finalText(run, kit, ctx, `Not done: ${d.name} is down (${e0.status} ${e0.code}, twice, 30 s apart, and it now asks for 120 s). ${d.write ? "Nothing was submitted, so there is no risk of a double submission." : "I have no answer from it yet."} I posted the outage in ${kit.channel}.`));
    return { loop_from: null, note: `two attempts with the advised back-off, then a clean stop and a post to the channel` };
  }
  stepC(run, T(ctx, { p: `Asked for 120 s now. Waiting.`, v: `The back-off hint doubled. Waiting the full 120 s.` }), sleepCall(run, 120));
  const ok = d.ok(r, args0);
  stepC(run, T(ctx, { p: `Third attempt after the back-off.` }), { tool: d.tool, args: args0, result: () => domJson(run, ok, {}, d.tool.split("__")[0]) });
  stepC(run, T(ctx, { p: `It went through. Posting the reference.`, v: `It went through on the third attempt. Posting the reference so the team has it.` }), { tool: "slack__post_message", args: { channel: kit.channel, text: `${d.what(args0)}: ${d.write ? "accepted by" : "answered by"} ${d.name} after two ${e0.status}s (ref ${ok.reference}).` }, result: () => slackPost(run, kit.channel, "posted") });
  run.say(finalText(run, kit, ctx, `${d.what(args0)}: ${d.write ? "accepted by" : "answered by"} ${d.name} on the third attempt (reference ${ok.reference}). The first two attempts got ${e0.status}; I waited 30 s and 120 s as the gateway asked.`));
  return { loop_from: null, note: `three identical submissions, separated by the advised 30 s and 120 s waits; the third succeeds` };
}

// ======================================================================================= K5 frozen poll (loop)
function jobFacts(run, kit, key) {
  return stable(run, "job" + key, (r) => {
    const total = r.int(kit.job.total[0], kit.job.total[1]);
    return { id: kit.job.id(r), total, started: run.start - r.int(8, 40) * 60e3, worker: `${kit.dom}-worker-${r.int(1, 6)}` };
  });
}
function jobBody(kit, j, { state, phaseIdx, processed, updated, heartbeat, finished }) {
  return {
    [kit.job.arg]: j.id,
    state,
    phase: kit.job.phases[phaseIdx],
    phase_index: `${phaseIdx + 1}/${kit.job.phases.length}`,
    processed,
    total: j.total,
    unit: kit.job.unit,
    progress_pct: Number(((100 * processed) / j.total).toFixed(1)),
    started_at: isoS(j.started),
    updated_at: isoS(updated),
    heartbeat_at: isoS(heartbeat),
    worker: j.worker,
    ...(finished ? { finished_at: isoS(finished), result: "ok" } : {}),
  };
}
export function frozenPoll(run, kit, ctx) {
  const { r } = ctx;
  const withSleep = ctx.v % 2 === 0;
  if (ctx.v === 3) {
    // CI workflow queued waiting for a runner that never comes
    const runId = stable(run, "wf", (rr) => rr.int(16000000000, 17999999999));
    ask(run, kit, "wait", `CI run ${runId}`);
    preamble(run, kit, ctx, ctx.pre);
    const created = run.now - r.int(4, 9) * 60e3;
    const body = () => ({ id: runId, name: "release", head_branch: "main", status: "queued", conclusion: null, created_at: isoS(created), updated_at: isoS(created + 4000), run_attempt: 1, jobs: [{ name: "build-arm64", status: "queued", runner_name: null, labels: ["self-hosted", "linux", "arm64"], steps: [] }, { name: "build-amd64", status: "completed", conclusion: "success" }], html_url: `https://github.com/${kit.org}/${kit.repo}/actions/runs/${runId}` });
    let lf = null;
    for (let k = 0; k < ctx.m + 2; k++) {
      if (withSleep && k > 0) {
        const s0 = stepC(run, T(ctx, { p: `Waiting a minute.` }), sleepCall(run, 60));
        if (k === 2) lf = s0.a;
      }
      const s = stepC(run, T(ctx, { p: k === 0 ? `Checking run ${runId}.` : [`Polling the run again.`, `Still queued? Checking.`, `Checking the run.`], v: k === 0 ? `Checking the workflow run.` : [`The arm64 job hasn't been picked up yet. Runners can take a few minutes to scale up; checking again.`, `Still queued. The self-hosted arm64 pool autoscales, so the next look should show it running.`, `The amd64 half is done; only build-arm64 is waiting. Checking whether a runner has claimed it.`] }), { tool: "github__get_workflow_run", args: { owner: kit.org, repo: kit.repo, run_id: runId }, result: () => ghJson(run, body()) });
      if (k === 2 && !withSleep) lf = s.a;
    }
    return { loop_from: lf, note: `polls a workflow run whose arm64 job sits queued with no runner; updated_at frozen; poll #3 is the loop start` };
  }
  const j = jobFacts(run, kit, "focal");
  ask(run, kit, "wait", j.id);
  preamble(run, kit, ctx, ctx.pre);
  const phaseIdx = r.int(1, kit.job.phases.length - 3);
  const processed = Math.floor(j.total * r.float(0.2, 0.7));
  const upd = run.now - r.int(10, 30) * 60e3;
  const frozen = jobBody(kit, j, { state: "running", phaseIdx, processed, updated: upd, heartbeat: upd - r.int(1, 20) * 1000 });
  let lf = null;
  const waits = [30, 60, 60, 120, 60, 300];
  for (let k = 0; k < ctx.m + 2; k++) {
    if (withSleep && k > 0) {
      const s0 = stepC(run, T(ctx, { p: [`Waiting before the next poll.`, `Giving it a bit more time.`], v: `The job is in ${kit.job.phases[phaseIdx]}; that phase can take a while on a big day. Waiting before polling again.` }), sleepCall(run, waits[k % waits.length]));
      if (k === 2) lf = s0.a;
    }
    const s = stepC(run, T(ctx, { t: [null, "Polling."], p: k === 0 ? `Checking ${j.id}.` : [`Polling ${j.id}.`, `Checking progress.`, `Status of ${j.id}?`, `Any movement?`], v: k === 0 ? `Checking the ${kit.job.noun} ${j.id}.` : [`Still ${fmtNum(processed)} of ${fmtNum(j.total)} ${kit.job.unit}. ${kit.job.phases[phaseIdx]} is the slow phase, so I'll keep checking until it moves on.`, `No change yet at ${fmtNum(processed)}. Big batches sit in ${kit.job.phases[phaseIdx]} for a while; polling again.`, `The job is still marked running, so it should move. Checking ${j.id} again.`] }), { tool: kit.job.tool, args: { [kit.job.arg]: j.id }, result: () => domJson(run, frozen) });
    if (k === 2 && !withSleep) lf = s.a;
  }
  return { loop_from: lf, note: `polls ${j.id} ${ctx.m + 2} times${withSleep ? " with sleeps" : ""}; processed, updated_at and heartbeat_at frozen (worker is dead); after two identical polls the rest is the loop` };
}

// ======================================================================================= T5 moving poll (legit)
export function movingPoll(run, kit, ctx) {
  const { r } = ctx;
  const j = jobFacts(run, kit, "focal");
  ask(run, kit, "wait", j.id);
  preamble(run, kit, ctx, ctx.pre);
  const n = ctx.m; // number of polls
  const plateauAt = r.int(1, Math.max(1, n - 3));
  let processed = Math.floor(j.total * r.float(0.05, 0.2));
  let phase = 1;
  let updated = run.now;
  let plateauPhase = kit.job.phases[1];
  for (let k = 0; k < n; k++) {
    if (k > 0) stepC(run, T(ctx, { p: [`Waiting before the next poll.`, `Waiting a minute.`] }), sleepCall(run, r.pick([30, 60, 60, 90])));
    const last = k === n - 1;
    const plateau = k === plateauAt + 1;
    if (!plateau && k > 0) {
      processed = last ? j.total : Math.min(j.total - 1, processed + Math.floor(((j.total - processed) / (n - k)) * r.float(0.8, 1.2)));
      phase = last ? kit.job.phases.length - 1 : Math.min(kit.job.phases.length - 2, 1 + Math.floor((processed / j.total) * (kit.job.phases.length - 2)));
      updated = run.now + 1500;
    }
    if (plateau) plateauPhase = kit.job.phases[phase];
    const body = jobBody(kit, j, { state: last ? "completed" : "running", phaseIdx: phase, processed, updated, heartbeat: plateau ? run.now - r.int(2, 9) * 1000 : updated, finished: last ? updated : null });
    stepC(run, T(ctx, { p: k === 0 ? `Checking ${j.id}.` : plateau ? `Polling again.` : [`Polling ${j.id}.`, `Progress?`, `Checking.`], v: plateau ? `Same count as last time, but the heartbeat is fresh, so the worker is alive — probably a slow batch. One more poll.` : null }), { tool: kit.job.tool, args: { [kit.job.arg]: j.id }, result: () => domJson(run, body) });
  }
  run.say(finalText(run, kit, ctx, `${j.id} finished: ${fmtNum(j.total)} ${kit.job.unit} processed, state completed, result ok. It paused once in ${plateauPhase} (heartbeat stayed fresh, so I kept waiting) and then ran to the end.`));
  return { loop_from: null, note: `${n} polls with waits; progress moves every time except one plateau with a live heartbeat; ends completed` };
}

// ======================================================================================= K6 no progress (loop)
function diagSet(run, kit, ctx) {
  const f = sentryFacts(run, kit, 0);
  const t = ticketFacts(run, kit, 0);
  const { id, facts } = entityFor(run, kit, "focal");
  const lines = stable(run, "npl", (rr) => {
    const out = [];
    let tt = run.start - rr.int(25, 50) * 60e3;
    for (let j = 0; j < 6; j++) {
      out.push(logLine(rr, kit, tt, "ERROR", kit.logs.errMsg));
      tt += rr.int(60, 400) * 1000;
    }
    return out;
  });
  const cnt = stable(run, "npc", (rr) => [[rr.int(40, 400), rr.int(2000, 90000)]]);
  const since = iso(run.start - 3600e3);
  const t0 = kit.table;
  return {
    f, t, id,
    list: [
      { k: "sentry", mk: () => tools.sentryGet(run, kit, f), p: [`Sentry issue ${f.shortId} again — maybe a tag I missed.`, `Back to ${f.shortId}.`] , first: `Opening ${f.shortId}.` },
      { k: "loki", mk: (v) => tools.loki(run, kit, `{service="${kit.logs.service}"} |= "${kit.logs.errKey}"${v ? " | json" : ""}`, v ? iso(run.start - 3600e3 + 1000) : since, lines, ctx.r.float(10, 30, 1)), p: [`Going back to the logs for an earlier signal.`, `Logs once more, parsed this time.`], first: `Logs of ${kit.logs.service}.` },
      { k: "pg", mk: (v) => tools.pg(run, kit, `SELECT count(*) AS ${v ? "failed" : "n"}, max(${t0.date}) AS last_at\nFROM ${t0.name}\nWHERE ${t0.status} = '${t0.failStatus}'\n  AND ${t0.date} > now() - interval '${v ? "60 minutes" : "1 hour"}';`, [v ? "failed" : "n", "last_at"], [[cnt[0][0], isoS(run.start - 50e3)]]), p: [`Counting failures in the database again.`, `Let me look at it from the database side.`], first: `Counting failed rows in ${t0.name}.` },
      { k: "entity", mk: () => tools.entityGet(run, kit, id, facts), p: [`Checking an affected ${kit.entity.noun} again.`, `Re-reading ${id}.`], first: `One affected ${kit.entity.noun}: ${id}.` },
      { k: "linear", mk: () => tools.linearGet(run, kit, t), p: [`Checking ${t.key} for new comments.`, `Back to the ticket.`], first: `The ticket ${t.key}.` },
    ],
  };
}
export function noProgress(run, kit, ctx) {
  const { r } = ctx;
  const D = diagSet(run, kit, ctx);
  ask(run, kit, "look", D.f.shortId);
  preamble(run, kit, ctx, ctx.pre);
  const chosen = r.shuffle(D.list).slice(0, 4);
  for (const d of chosen) stepC(run, T(ctx, { p: d.first, v: `${d.first} Collecting the basic facts before I form a theory.` }), d.mk(false));
  let lf = null;
  let k = 0;
  let last = chosen[chosen.length - 1].k;
  while (k < ctx.m) {
    let round = r.shuffle(chosen);
    if (round[0].k === last) round = round.slice(1).concat(round[0]);
    for (const d of round) {
      if (k >= ctx.m) break;
      const s = stepC(run, T(ctx, {
        t: [null, null, "Another angle."],
        p: d.p,
        v: [`None of the four views explains the failures yet. ${r.pick(d.p)} Sometimes the second look catches what the first missed.`, `I haven't found the trigger. Let me revisit this view with fresh eyes: ${r.pick(d.p).toLowerCase()}`, `I'm going around the same sources, but the answer has to be in one of them. ${r.pick(d.p)}`],
      }), d.mk(r.chance(0.5)));
      if (k === 0) lf = s.a;
      last = d.k;
      k++;
    }
  }
  return { loop_from: lf, note: `four diagnostics (${chosen.map((d) => d.k).join(", ")}) learn the facts; then ${ctx.m} more calls cycle through the same four in shuffled order with cosmetic argument changes; nothing new` };
}

// ======================================================================================= T6 converging investigation (legit)
export function converging(run, kit, ctx) {
  const { r } = ctx;
  const f = sentryFacts(run, kit, 0);
  const t = ticketFacts(run, kit, 0, { state: "Todo" });
  const fx = kit.fix;
  ask(run, kit, "fix", f.shortId);
  preamble(run, kit, ctx, ctx.pre);
  stepC(run, T(ctx, { p: `Opening ${f.shortId}.`, v: `Starting from the Sentry issue to get the culprit and the first release.` }), tools.sentryGet(run, kit, f));
  stepC(run, T(ctx, { p: `Culprit is in ${f.file}; reading it.`, v: `The culprit frame is \`${f.culprit}\`. Reading ${f.file}.` }), tools.fileGet(run, kit, f.file, kit.issues[0].snippet));
  const rows = stable(run, "cvrows", (rr) => fx.evidenceRows(rr));
  stepC(run, T(ctx, { p: fx.evidenceWhy, v: `${fx.evidenceWhy} If the data shows the pattern the code suggests, I have the cause.` }), tools.pg(run, kit, fx.evidenceSql, fx.evidenceFields, rows));
  const diff = `--- a/${fx.file}\n+++ b/${fx.file}\n@@ -${fx.line},${fx.old.length} +${fx.line},${fx.new.length} @@\n${fx.old.map((l) => "-" + l).join("\n")}\n${fx.new.map((l) => "+" + l).join("\n")}`;
  stepC(run, T(ctx, { p: `Confirmed. Editing ${fx.file}.`, v: `${fx.explain} Making the change in the local checkout.` }), { tool: "filesystem__edit_file", args: { path: `${kit.root}/${fx.file}`, edits: [{ oldText: fx.old.join("\n"), newText: fx.new.join("\n") }], dryRun: false }, result: () => mcp(run, "```diff\n" + diff + "\n```") });
  const prn = t.pr + 3;
  stepC(run, T(ctx, { p: `Opening a PR.` }), { tool: "github__create_pull_request", args: { owner: kit.org, repo: kit.repo, title: fx.prTitle, head: t.branch, base: "main", body: `${fx.explain}\n\nFixes ${t.key}. Sentry: ${f.shortId}.` }, result: () => ghJson(run, { number: prn, html_url: `https://github.com/${kit.org}/${kit.repo}/pull/${prn}`, state: "open", draft: false, head: { ref: t.branch } }) });
  stepC(run, T(ctx, { p: `Linking it on ${t.key}.` }), { tool: "linear__update_issue", args: { id: t.key, state: "In Review", comment: `PR #${prn}: ${fx.prTitle}` }, result: () => linearIssue(run, { ...t, state: "In Review", updatedAt: run.now, attachments: [{ title: `#${prn} ${fx.prTitle}`, url: `https://github.com/${kit.org}/${kit.repo}/pull/${prn}` }] }) });
  run.say(finalText(run, kit, ctx, `Cause of ${f.shortId}: ${fx.explain} The data confirms it (${fx.evidenceSummary(rows)}). Fix is in PR #${prn} (${fx.prTitle}); ${t.key} is In Review and linked.`));
  return { loop_from: null, note: `issue → culprit file → data check → edit → PR → ticket: each step uses what the previous one found` };
}

// ======================================================================================= K7 stale cursor (loop, own)
function listPage(run, kit, key, from, n) {
  return stable(run, "pg" + key + ":" + from, (r) => Array.from({ length: n }, (_, i) => kit.list.item(r, from + i, run)));
}
function listBody(run, kit, items, { next, total, warn }) {
  const cols = kit.list.cols;
  const text = [`${kit.list.noun}: ${items.length} on this page (total ≈ ${fmtNum(total)})`, "", `| ${cols.join(" | ")} |`, `|${cols.map(() => "---").join("|")}|`, ...items.map((it) => `| ${cols.map((c) => it[c]).join(" | ")} |`), "", next ? `next_cursor: ${next}` : "next_cursor: null (last page)"];
  if (warn) text.push(`warnings: ${warn}`);
  const sc = { items, page_size: items.length, has_more: !!next, next_cursor: next, total_estimate: total };
  if (warn) sc.warnings = [warn];
  return mcp(run, text.join("\n"), sc);
}
export function staleCursor(run, kit, ctx) {
  const { r } = ctx;
  const L = kit.list;
  const base = L.base(run);
  ask(run, kit, "list", L.what(base));
  preamble(run, kit, ctx, ctx.pre);
  const total = stable(run, "ltotal", (rr) => rr.int(220, 1400));
  const items = listPage(run, kit, "stale", 0, 25);
  const warnRun = ctx.v % 2 === 1;
  let cursor = null;
  let lf = null;
  for (let k = 0; k < ctx.m + 2; k++) {
    const next = Buffer.from(JSON.stringify({ o: 25, s: r.hex(6), t: Math.floor(run.now / 1000) })).toString("base64url");
    const args = k === 0 ? { ...base, limit: 25 } : { ...base, limit: 25, [L.wrong]: cursor };
    const s = stepC(run, T(ctx, { t: [null, `Page ${k + 1}.`], p: k === 0 ? `Listing ${L.noun}.` : [`Next page.`, `Page ${k + 1}.`, `Continuing with the next cursor.`, `Fetching the following page.`], v: k === 0 ? `Listing ${L.noun}; I'll page through with the cursor until has_more is false.` : `Got a next_cursor; continuing to page ${k + 1}. ${fmtNum(total)} in total means roughly ${Math.ceil(total / 25)} pages.` }), { tool: L.tool, args, result: () => listBody(run, kit, items, { next, total, warn: warnRun && k > 0 ? `unknown argument '${L.wrong}' ignored` : null }) });
    cursor = next;
    if (k === 2) lf = s.a;
  }
  return { loop_from: lf, note: `pages ${L.tool} passing the cursor as '${L.wrong}' (the server wants '${L.cursor}'${warnRun ? " and says so in a warning" : ""}); every call returns page 1 again with a fresh next_cursor; the 2nd call shows the repeat, the 3rd is the loop start` };
}

// ======================================================================================= T7 real paging (legit)
export function realPaging(run, kit, ctx) {
  const { r } = ctx;
  const L = kit.list;
  const base = L.base(run);
  ask(run, kit, "list", L.what(base));
  preamble(run, kit, ctx, ctx.pre);
  const pages = ctx.m;
  const last = r.int(3, 24);
  const total = (pages - 1) * 25 + last;
  let cursor = null;
  let from = 0;
  const all = [];
  for (let k = 0; k < pages; k++) {
    const n = k === pages - 1 ? last : 25;
    // one boundary duplicate (a row inserted while paging) in some runs
    const dupe = k === 2 && ctx.v % 2 === 0;
    const items = listPage(run, kit, "real", dupe ? from - 1 : from, n);
    from += dupe ? n - 1 : n;
    all.push(...items);
    const next = k === pages - 1 ? null : Buffer.from(JSON.stringify({ o: from, s: r.hex(6) })).toString("base64url");
    const args = k === 0 ? { ...base, limit: 25 } : { ...base, limit: 25, [L.cursor]: cursor };
    stepC(run, T(ctx, { p: k === 0 ? `Listing ${L.noun}.` : [`Next page.`, `Page ${k + 1}.`, `Continuing.`], v: k === 0 ? `Paging through ${L.noun} with the cursor.` : dupe ? `Page ${k + 1}; the first row repeats the last of the previous page (a new row shifted the window) — I'll de-duplicate at the end.` : null }), { tool: L.tool, args, result: () => listBody(run, kit, items, { next, total }) });
    cursor = next;
  }
  const uniq = new Map(all.map((x) => [x[L.cols[0]], x]));
  run.say(finalText(run, kit, ctx, `${fmtNum(uniq.size)} ${L.noun} in total over ${pages} pages${uniq.size !== all.length ? " (one duplicate at a page boundary removed)" : ""}. ${L.summary([...uniq.values()])}`));
  return { loop_from: null, note: `${pages} pages with the right cursor parameter, new rows each page, ends on has_more=false` };
}

// ======================================================================================= K8 widening window (loop, own)
const WINDOWS = [["15m", 15], ["1h", 60], ["3h", 180], ["6h", 360], ["12h", 720], ["24h", 1440], ["48h", 2880], ["7d", 10080], ["14d", 20160], ["30d", 43200]];
function errStream(run, kit, key, startAgoMin) {
  return stable(run, "es" + key, (r) => {
    const ev = [];
    let t = run.start - startAgoMin * 60e3;
    const end = run.start + 6 * 3600e3;
    while (t < end) {
      ev.push({ t, line: logLine(r, kit, t, "ERROR", kit.logs.errMsg) });
      t += r.int(25, 70) * 1000;
    }
    return ev;
  });
}
function windowResult(run, kit, ev, extra, fromMs) {
  const within = ev.filter((e) => e.t >= fromMs && e.t <= run.now);
  const ex = extra.filter((e) => e.t >= fromMs && e.t <= run.now);
  const merged = [...ex, ...within].sort((a, b) => a.t - b.t);
  const shown = merged.slice(0, 8).map((e) => e.line);
  const head = `matches: ${merged.length} (earliest ${merged.length ? isoS(merged[0].t) : "—"}, latest ${merged.length ? isoS(merged[merged.length - 1].t) : "—"}) · direction=forward · showing first ${shown.length}`;
  return [head, ...shown];
}
export function wideningWindow(run, kit, ctx) {
  const { r } = ctx;
  ask(run, kit, "look", `${kit.logs.service} ${kit.logs.errKey}`);
  preamble(run, kit, ctx, ctx.pre);
  const startAgo = r.int(9, 13);
  const ev = errStream(run, kit, "w", startAgo);
  const logql = `{service="${kit.logs.service}"} |~ "(?i)${kit.logs.errKey}|reload|deploy|config"`;
  let lf = null;
  for (let k = 0; k < ctx.m + 2; k++) {
    const [lab, min] = WINDOWS[k % WINDOWS.length];
    const from = run.now - min * 60e3;
    const s = stepC(run, T(ctx, {
      p: k === 0 ? `Errors in the last ${lab}.` : [`Widening to ${lab} to find what came before.`, `Looking further back: ${lab}.`, `Let me go back ${lab}.`, `Nothing earlier yet; trying ${lab}.`],
      v: k === 0 ? `Pulling ${kit.logs.service} logs for the last ${lab}, matching the error and any reload/deploy lines.` : `I still want to see what happened just before the first error. The earliest match is at the same timestamp as before, but maybe the trigger is further back — widening to ${lab}.`,
    }), { tool: "grafana__query_loki_logs", args: { datasourceUid: kit.lokiUid, logql, startRfc3339: iso(from), limit: 1000 }, result: () => lokiLines(run, { query: logql, lines: windowResult(run, kit, ev, [], from), scannedMb: min * r.float(0.3, 0.5, 2), since: iso(from) }) });
    if (k === 2) lf = s.a;
  }
  return { loop_from: lf, note: `Loki window widened ${ctx.m + 2} times (15m, 1h, 3h …); the earliest match never moves (burst began ${startAgo} min before), no reload/deploy line in any window; the 1h window already showed nothing earlier, so the 3h query starts the loop` };
}

// ======================================================================================= T8 window finds cause (legit)
export function windowCause(run, kit, ctx) {
  const { r } = ctx;
  ask(run, kit, "look", `${kit.logs.service} ${kit.logs.errKey}`);
  preamble(run, kit, ctx, ctx.pre);
  const deep = ctx.v % 2 === 1; // needs the 3h window
  const startAgo = deep ? r.int(75, 150) : r.int(22, 50);
  const ev = errStream(run, kit, "c", startAgo);
  const causeAt = run.start - (startAgo + r.int(1, 3)) * 60e3 - r.int(5, 50) * 1000;
  const extra = stable(run, "cause", (rr) => [{ t: causeAt, line: logLine(rr, kit, causeAt, "INFO", kit.logs.cause) }]);
  const logql = `{service="${kit.logs.service}"} |~ "(?i)${kit.logs.errKey}|reload|deploy|config"`;
  const wins = deep ? [["15m", 15], ["1h", 60], ["3h", 180]] : [["15m", 15], ["1h", 60]];
  wins.forEach(([lab, min], k) => {
    const from = run.now - min * 60e3;
    stepC(run, T(ctx, { p: k === 0 ? `Errors in the last ${lab}.` : `The earliest error sits at the window edge; widening to ${lab}.`, v: k === 0 ? null : `The first match is right at the start of the window, so the burst began earlier than that. Widening to ${lab}.` }), { tool: "grafana__query_loki_logs", args: { datasourceUid: kit.lokiUid, logql, startRfc3339: iso(from), limit: 1000 }, result: () => lokiLines(run, { query: logql, lines: windowResult(run, kit, ev, extra, from), scannedMb: min * r.float(0.3, 0.5, 2), since: iso(from) }) });
  });
  const cm = stable(run, "ccm", (rr) => ({ sha: rr.hex(40), author: rr.pick(kit.people) }));
  stepC(run, T(ctx, { p: `Found the trigger: "${kit.logs.cause}". Checking the commit behind it.`, v: `There it is — one line before the first error: "${kit.logs.cause}". Looking up the change that did it.` }), { tool: "github__list_commits", args: { owner: kit.org, repo: kit.repo, path: kit.files[0].path, per_page: 3 }, result: () => ghJson(run, { commits: [{ sha: cm.sha, author: cm.author, date: isoS(causeAt - 600e3), message: kit.commitMsgs[0] }] }, { etag: false }) });
  run.say(finalText(run, kit, ctx, `The ${kit.logs.errKey} errors started at ${isoS(ev[0].t)}, ${Math.round((ev[0].t - causeAt) / 1000)} s after "${kit.logs.cause}" (commit ${cm.sha.slice(0, 7)} by ${cm.author}: "${kit.commitMsgs[0]}"). Reverting that change is the quickest fix.`));
  return { loop_from: null, note: `Loki window widened ${wins.length === 3 ? "twice" : "once"}; each wider window moves the earliest match back until the config line that caused it appears` };
}

// ======================================================================================= K9 hint ignored (loop, own)
export function hintIgnored(run, kit, ctx) {
  const { r } = ctx;
  const t = kit.table;
  let lf = null;
  if (ctx.v % 5 < 3) {
    const fv = t.filterVals[1];
    const d0 = day(run.start, 1), d1 = day(run.start, 0);
    ask(run, kit, "totals", `${fv} (${d0})`);
    preamble(run, kit, ctx, ctx.pre);
    const W = t.amountWrong;
    const shapes = [
      (a) => `sum(${a})`, (a) => `sum("${a}")`, (a) => `sum(x.${a})`, (a) => `sum(${a}::numeric)`, (a) => `sum(coalesce(${a}, 0))`, (a) => `sum(${t.name}.${a})`, (a) => (t.scale === 1 ? `sum(${a})::bigint` : `sum(${a}) / ${t.scale}.0`), (a) => `sum(CAST(${a} AS bigint))`, (a) => `round(sum(${a})::numeric, 2)`,
    ];
    for (let k = 0; k < ctx.m + 2; k++) {
      const expr = shapes[k % shapes.length](W);
      const from = expr.includes("x.") ? `${t.name} x` : t.name;
      const line = `SELECT ${t.group}, count(*) AS n, ${expr} AS total FROM ${from} WHERE ${t.filter} = '${fv}' AND ${t.date} >= '${d0}' ...`;
      const sql = `SELECT ${t.group}, count(*) AS n, ${expr} AS total\nFROM ${from}\nWHERE ${t.filter} = '${fv}' AND ${t.date} >= '${d0}' AND ${t.date} < '${d1}'\nGROUP BY 1 ORDER BY 2 DESC;`;
      const s = stepC(run, T(ctx, {
        p: k === 0 ? `Totals for ${fv} on ${d0}.` : [`Quoting the column name.`, `Maybe it needs the table alias.`, `Trying with an explicit cast.`, `Adjusting the expression.`, `Qualifying the column with the table name.`],
        v: k === 0 ? `One grouped query on ${t.name} for ${fv}.` : `The column should exist — the export spec calls it ${W}. Perhaps it is case-sensitive or ambiguous in this context; trying \`${expr}\`.`,
      }), { tool: "postgres__query", args: { sql }, result: () => pgError(run, { code: "42703", message: `column "${W}" does not exist`, line: line.slice(0, 90), caret: line.indexOf(W), hint: `Perhaps you meant to reference the column "${t.name}.${t.amount}".` }) });
      if (k === 2) lf = s.a;
    }
    return { loop_from: lf, note: `postgres says column "${W}" does not exist and hints "${t.amount}"; the agent keeps re-spelling "${W}" (quotes, alias, cast, coalesce); one retry allowed, third attempt starts the loop` };
  }
  const E = kit.enumWrite;
  const { id, facts } = entityFor(run, kit, "focal");
  ask(run, kit, "apply", E.what(id));
  preamble(run, kit, ctx, ctx.pre);
  stepC(run, T(ctx, { p: `Reading ${id} first.` }), tools.entityGet(run, kit, id, facts));
  for (let k = 0; k < ctx.m + 2; k++) {
    const val = E.tries[k % E.tries.length];
    const s = stepC(run, T(ctx, {
      p: k === 0 ? `Setting ${E.field} on ${id}.` : [`Trying "${val}".`, `Different spelling: "${val}".`, `Maybe "${val}".`],
      v: k === 0 ? null : `The API rejected the value. The ops handbook writes it as "${val}", so I'll try that form.`,
    }), { tool: E.tool, args: E.args(id, val), result: () => domError(run, { status: 422, code: "VALIDATION_FAILED", message: `${E.field}: '${val}' is not one of [${E.allowed.map((x) => `'${x}'`).join(", ")}]`, extra: { field: E.field, allowed: E.allowed, got: val } }) });
    if (k === 2) lf = s.a;
  }
  return { loop_from: lf, note: `API answers 422 listing the allowed values of ${E.field}; the agent keeps trying spellings that are not in the list; third attempt starts the loop` };
}

// ======================================================================================= T9 hint applied (legit)
export function hintApplied(run, kit, ctx) {
  const { r } = ctx;
  const t = kit.table;
  const fv = t.filterVals[1];
  const d0 = day(run.start, 1), d1 = day(run.start, 0);
  ask(run, kit, "totals", `${fv} (${d0})`);
  preamble(run, kit, ctx, ctx.pre);
  const W = t.amountWrong;
  const l1 = `SELECT ${t.group}, count(*) AS n, sum(${W}) AS total FROM ${t.name} WHERE ${t.filter} = '${fv}' ...`;
  stepC(run, T(ctx, { p: `Totals for ${fv} on ${d0}.` }), { tool: "postgres__query", args: { sql: `SELECT ${t.group}, count(*) AS n, sum(${W}) AS total\nFROM ${t.name}\nWHERE ${t.filter} = '${fv}' AND ${t.date} >= '${d0}' AND ${t.date} < '${d1}'\nGROUP BY 1 ORDER BY 2 DESC;` }, result: () => pgError(run, { code: "42703", message: `column "${W}" does not exist`, line: l1.slice(0, 90), caret: l1.indexOf(W), hint: `Perhaps you meant to reference the column "${t.name}.${t.amount}".` }) });
  const rows = aggRows(run, kit, "hint", 4);
  stepC(run, T(ctx, { p: t.scale === 1 ? `Using ${t.amount} as the hint says.` : `Using ${t.amount} as the hint says (stored in smaller units, so dividing by ${t.scale}).`, v: t.scale === 1 ? `The hint is clear: the column is ${t.amount}.` : `The hint is clear: the column is ${t.amount}. It holds smaller units, so I divide by ${t.scale}.` }), tools.pg(run, kit, aggSql(kit, { filterVal: fv, d0, d1 }), [t.group, "n", "total"], rows));
  const j = kit.join;
  const l2 = `SELECT g.${j.label}, count(*) AS n FROM ${t.name} x JOIN ${j.table} g ON g.${j.key} = x.${j.fk} ...`;
  stepC(run, T(ctx, { p: `Now the breakdown by ${j.label} via ${j.table}.`, v: `Staff will want names rather than codes, so joining ${j.table}.` }), { tool: "postgres__query", args: { sql: `SELECT g.${j.label}, count(*) AS n, ${sumExpr(t, "x.")} AS total\nFROM ${t.name} x JOIN ${j.table} g ON g.${j.key} = x.${j.fk}\nWHERE x.${t.filter} = '${fv}' AND x.${t.date} >= '${d0}' AND x.${t.date} < '${d1}'\nGROUP BY 1 ORDER BY 2 DESC;` }, result: () => pgError(run, { code: "42883", message: `operator does not exist: ${j.keyType} = text`, line: l2.slice(0, 90), caret: l2.indexOf("= x."), hint: "No operator matches the given name and argument types. You might need to add explicit type casts." }) });
  const rows2 = stable(run, "hint2", (rr) => {
    const w = j.labels.slice(0, 4).map(() => rr.float(0.5, 3, 3));
    const ws = w.reduce((a, b) => a + b, 0);
    const N = rows.reduce((a, x) => a + x[1], 0), S = rows.reduce((a, x) => a + x[2], 0);
    const out = j.labels.slice(0, 4).map((lab, i) => [lab, Math.max(1, Math.round((N * w[i]) / ws)), t.scale === 1 ? Math.round((S * w[i]) / ws / 100) * 100 : Number(((S * w[i]) / ws).toFixed(2))]);
    return out.sort((a, b) => b[1] - a[1]);
  });
  stepC(run, T(ctx, { p: `Type mismatch on the join key; casting ${j.fk} to ${j.keyType}.`, v: `${j.fk} is text in ${t.name} but ${j.keyType} in ${j.table}. Casting as the hint suggests.` }), tools.pg(run, kit, `SELECT g.${j.label}, count(*) AS n, ${sumExpr(t, "x.")} AS total\nFROM ${t.name} x JOIN ${j.table} g ON g.${j.key} = x.${j.fk}::${j.keyType}\nWHERE x.${t.filter} = '${fv}' AND x.${t.date} >= '${d0}' AND x.${t.date} < '${d1}'\nGROUP BY 1 ORDER BY 2 DESC;`, [j.label, "n", "total"], rows2));
  const amt = (v) => (t.scale === 1 ? fmtNum(v) : money(v));
  run.say(finalText(run, kit, ctx, `${fv}, ${d0}: ${rows.map((x) => `${x[0]} ${fmtNum(x[1])} (${amt(x[2])} ${kit.unit})`).join("; ")}. By ${j.label}: ${rows2.map((x) => `${x[0]} ${amt(x[2])}`).join("; ")}.`));
  return { loop_from: null, note: `two SQL errors with hints, each fixed as hinted on the next call; both fixed queries return data` };
}

// ======================================================================================= K10 overlay click spin (loop, own)
function portalYaml(kit, p, { modal, refBase, exportState }) {
  const R = (n) => `e${refBase + n}`;
  const lines = [
    `- banner [ref=${R(1)}]:`,
    `  - link "${p.brand}" [ref=${R(2)}]`,
    `  - navigation [ref=${R(3)}]:`,
    ...p.nav.map((n, i) => `    - link "${n}" [ref=${R(4 + i)}]`),
    `- main [ref=${R(10)}]:`,
    `  - heading "${p.heading}" [level=1] [ref=${R(11)}]`,
    `  - combobox "${p.dateLabel}" [ref=${R(12)}]: ${p.dateValue}`,
    `  - button "${p.exportLabel}" [ref=${R(13)}]${exportState === "busy" ? " [disabled]" : ""}`,
    `  - table [ref=${R(14)}]:`,
    `    - rowgroup [ref=${R(15)}]:`,
    `      - row "${p.cols.join(" ")}" [ref=${R(16)}]`,
    ...p.rows.map((row, i) => `      - row "${row}" [ref=${R(17 + i)}]`),
  ];
  if (exportState === "ready") lines.push(`  - status [ref=${R(30)}]: ${p.readyText}`, `  - link "${p.fileName}" [ref=${R(31)}]`);
  if (exportState === "busy") lines.push(`  - status [ref=${R(30)}]: ${p.busyText}`);
  if (modal) lines.push(`- dialog "${p.modalTitle}" [ref=${R(40)}]:`, `  - paragraph [ref=${R(41)}]: ${p.modalText}`, `  - button "${p.dismissLabel}" [ref=${R(42)}]`, `  - button "${p.otherLabel}" [ref=${R(43)}]`);
  return lines.join("\n");
}
export function overlaySpin(run, kit, ctx) {
  const { r } = ctx;
  const p = kit.portal;
  ask(run, kit, "export", p.heading);
  preamble(run, kit, ctx, ctx.pre, { only: ["entity", "pg"] });
  const url = `https://${p.host}${p.path}`;
  let ref = r.int(2, 9) * 10;
  stepC(run, T(ctx, { p: `Opening the portal.`, v: `Opening ${url}; the export button should be on the report page.` }), { tool: "browser__navigate", args: { url }, result: () => browserPage(run, { url, title: p.title, code: `await page.goto('${url}');`, yaml: portalYaml(kit, p, { modal: true, refBase: ref }) }) });
  let lf = null;
  let clicks = 0;
  for (let k = 0; k < ctx.m + 2; k++) {
    const exRef = `e${ref + 13}`;
    const s = stepC(run, T(ctx, { p: clicks === 0 ? `Clicking "${p.exportLabel}".` : [`Clicking "${p.exportLabel}" again.`, `Retrying the export click.`, `Trying the export button once more.`], v: clicks === 0 ? null : `The click timed out, probably because the page was still settling. The button is there in the snapshot (${exRef}), so I'll click it again.` }), {
      tool: "browser__click", args: { element: `${p.exportLabel} button`, ref: exRef },
      result: () => mcp(run, `### Result\nError: locator.click: Timeout 5000ms exceeded.\nCall log:\n  - waiting for locator('aria-ref=${exRef}')\n    - locator resolved to <button type="button" class="btn btn-primary">${p.exportLabel}</button>\n  - attempting click action\n    2 × waiting for element to be visible, enabled and stable\n      - element is visible, enabled and stable\n      - scrolling into view if needed\n      - done scrolling\n      - <div class="modal-backdrop fade show"></div> intercepts pointer events\n    - retrying click action\n      - waiting ${r.pick([20, 100, 100, 500])}ms\n`, undefined, true),
    });
    if (clicks === 1) lf = s.a;
    clicks++;
    if (k === ctx.m + 1) break;
    ref += r.int(1, 4) * 10;
    const look = k % 3 === 2 ? { tool: "browser__wait_for", args: { time: 3 }, result: () => browserPage(run, { url, title: p.title, code: `await new Promise(f => setTimeout(f, 3 * 1000));`, yaml: portalYaml(kit, p, { modal: true, refBase: ref }) }) } : { tool: "browser__snapshot", args: {}, result: () => browserPage(run, { url, title: p.title, yaml: portalYaml(kit, p, { modal: true, refBase: ref }) }) };
    stepC(run, T(ctx, look.tool === "browser__wait_for" ? { p: [`Waiting a moment for the page to settle.`, `Giving the page three seconds.`], v: `Maybe the page is still animating; waiting three seconds before trying again.` } : { p: [`Taking a fresh snapshot.`, `Snapshot to get current refs.`], v: `Taking a fresh snapshot so the ref is current.` }), look);
  }
  return { loop_from: lf, note: `a "${p.modalTitle}" dialog covers the page in every snapshot; the agent re-snapshots and clicks the export button ${clicks} times, each click intercepted by the modal backdrop; refs renumber each snapshot; second click starts the loop` };
}

// ======================================================================================= T10 overlay dismissed (legit)
export function overlayDismissed(run, kit, ctx) {
  const { r } = ctx;
  const p = kit.portal;
  ask(run, kit, "export", p.heading);
  preamble(run, kit, ctx, ctx.pre, { only: ["entity", "pg"] });
  const url = `https://${p.host}${p.path}`;
  let ref = r.int(2, 9) * 10;
  stepC(run, T(ctx, { p: `Opening the portal.` }), { tool: "browser__navigate", args: { url }, result: () => browserPage(run, { url, title: p.title, code: `await page.goto('${url}');`, yaml: portalYaml(kit, p, { modal: true, refBase: ref }) }) });
  const firstClickFails = ctx.v % 2 === 0;
  if (firstClickFails) {
    stepC(run, T(ctx, { p: `Clicking "${p.exportLabel}".` }), { tool: "browser__click", args: { element: `${p.exportLabel} button`, ref: `e${ref + 13}` }, result: () => mcp(run, `### Result\nError: locator.click: Timeout 5000ms exceeded.\nCall log:\n  - waiting for locator('aria-ref=e${ref + 13}')\n  - attempting click action\n      - <div class="modal-backdrop fade show"></div> intercepts pointer events\n`, undefined, true) });
  }
  stepC(run, T(ctx, { p: `A "${p.modalTitle}" dialog is in the way; clicking "${p.dismissLabel}".`, v: `The "${p.modalTitle}" dialog covers the page. Dismissing it with "${p.dismissLabel}".` }), { tool: "browser__click", args: { element: `${p.dismissLabel} button in dialog`, ref: `e${ref + 42}` }, result: () => browserPage(run, { url, title: p.title, code: `await page.getByRole('button', { name: '${p.dismissLabel}' }).click();`, yaml: portalYaml(kit, p, { modal: false, refBase: ref }) }) });
  stepC(run, T(ctx, { p: `Selecting the date.` }), { tool: "browser__select_option", args: { element: p.dateLabel, ref: `e${ref + 12}`, values: [p.dateValue] }, result: () => browserPage(run, { url: url + `?d=${p.dateValue}`, title: p.title, code: `await page.getByRole('combobox', { name: '${p.dateLabel}' }).selectOption(['${p.dateValue}']);`, yaml: portalYaml(kit, p, { modal: false, refBase: ref }) }) });
  stepC(run, T(ctx, { p: `Now the export.` }), { tool: "browser__click", args: { element: `${p.exportLabel} button`, ref: `e${ref + 13}` }, result: () => browserPage(run, { url: url + `?d=${p.dateValue}`, title: p.title, code: `await page.getByRole('button', { name: '${p.exportLabel}' }).click();`, yaml: portalYaml(kit, p, { modal: false, refBase: ref, exportState: "busy" }) }) });
  stepC(run, T(ctx, { p: `Waiting for the export to be ready.` }), { tool: "browser__wait_for", args: { text: p.readyText }, waitMs: r.int(4000, 20000), result: () => browserPage(run, { url: url + `?d=${p.dateValue}`, title: p.title, code: `await page.getByText('${p.readyText}').first().waitFor({ state: 'visible' });`, yaml: portalYaml(kit, p, { modal: false, refBase: ref, exportState: "ready" }) }) });
  const dl = `/tmp/playwright-mcp-output/${isoS(run.now).replace(/[:]/g, "-")}/${p.fileName}`;
  stepC(run, T(ctx, { p: `Downloading the file.` }), { tool: "browser__click", args: { element: `${p.fileName} link`, ref: `e${ref + 31}` }, result: () => mcp(run, `### Ran Playwright code\n\`\`\`js\nawait page.getByRole('link', { name: '${p.fileName}' }).click();\n\`\`\`\n\n### Downloads\n- Downloaded file ${p.fileName} to ${dl}`) });
  stepC(run, T(ctx, { p: `Checking the file's first lines.` }), { tool: "filesystem__read_text_file", args: { path: dl, head: 6 }, result: () => mcp(run, p.csv.join("\n")) });
  run.say(finalText(run, kit, ctx, `Export downloaded: ${dl} (${p.csv.length - 1}+ rows; header ${p.csv[0]}). A "${p.modalTitle}" dialog was blocking the page; I dismissed it with "${p.dismissLabel}".`));
  return { loop_from: null, note: `${firstClickFails ? "first export click intercepted by the dialog; " : ""}dismisses the dialog, then date, export, wait, download, file check: every snapshot differs` };
}

// ======================================================================================= K11 auth refresh churn (loop, own)
function token(r, scopes, ttl = 3600) {
  return { access_token: `eyJhbGciOiJSUzI1NiIsImtpZCI6Ii${r.b62(10)}.${r.b62(40)}.${r.b62(24)}`, token_type: "Bearer", expires_in: ttl, scope: scopes.join(" "), issued_at: null };
}
export function authChurn(run, kit, ctx) {
  const { r } = ctx;
  const S = kit.secured;
  const args = S.args(r, 0);
  ask(run, kit, "apply", S.what(args));
  preamble(run, kit, ctx, ctx.pre);
  const aud = `https://${kit.dom}.${kit.apiHost}`;
  const call = () => ({ tool: S.tool, args, result: () => domError(run, { status: 403, code: "insufficient_scope", message: `token lacks required scope '${S.scope}'`, extra: { required_scope: S.scope, token_scopes: S.granted } }) });
  stepC(run, T(ctx, { p: `Calling ${S.tool}.`, v: null }), { tool: S.tool, args, result: () => domError(run, { status: 401, code: "invalid_token", message: "access token expired", extra: { www_authenticate: `Bearer error="invalid_token", error_description="The access token expired"` } }) });
  stepC(run, T(ctx, { p: `Token expired; refreshing.` }), { tool: "auth__refresh_token", args: { audience: aud }, result: () => mcp(run, JSON.stringify({ ...token(r, S.granted), issued_at: isoS(run.now) })) });
  stepC(run, T(ctx, { p: `Retrying with the new token.` }), call());
  let lf = null;
  for (let k = 0; k < ctx.m; k++) {
    const withScope = k % 3 === 2;
    const s = stepC(run, T(ctx, {
      p: withScope ? `Requesting the token with the scope explicitly.` : [`Maybe the new token hasn't propagated; refreshing again.`, `Refreshing the token once more.`, `Getting a fresh token.`],
      v: withScope ? `I'll ask the auth server for ${S.scope} explicitly; perhaps the default refresh only carries the old scopes.` : `A 403 right after a refresh can mean the gateway still validated against the cached token. Refreshing again and retrying immediately.`,
    }), { tool: "auth__refresh_token", args: withScope ? { audience: aud, scope: `${S.granted.join(" ")} ${S.scope}` } : { audience: aud }, result: () => mcp(run, JSON.stringify({ ...token(r, S.granted), issued_at: isoS(run.now), ...(withScope ? { scope_note: `requested scope '${S.scope}' not granted to client ${kit.dom}-mcp` } : {}) })) });
    if (k === 0) lf = s.a;
    stepC(run, T(ctx, { p: [`Retrying ${S.tool}.`, `Trying the call again.`] }), call());
  }
  return { loop_from: lf, note: `401 expired → refresh (fair) → 403 insufficient_scope naming '${S.scope}'; the agent keeps refreshing (same scopes; once asking for the scope and being told it is not granted) and retrying; loop from the second refresh` };
}

// ======================================================================================= T11 refresh once (legit)
export function refreshOnce(run, kit, ctx) {
  const { r } = ctx;
  const S = kit.secured;
  const n = ctx.m;
  const all = Array.from({ length: n }, (_, i) => S.args(r, i));
  ask(run, kit, "apply", S.what(all[0], n));
  preamble(run, kit, ctx, ctx.pre);
  const aud = `https://${kit.dom}.${kit.apiHost}`;
  stepC(run, T(ctx, { p: `Calling ${S.tool} for the first one.` }), { tool: S.tool, args: all[0], result: () => domError(run, { status: 401, code: "invalid_token", message: "access token expired" }) });
  stepC(run, T(ctx, { p: `Token expired; refreshing once.` }), { tool: "auth__refresh_token", args: { audience: aud }, result: () => mcp(run, JSON.stringify({ ...token(r, [...S.granted, S.scope]), issued_at: isoS(run.now) })) });
  const refs = [];
  for (let i = 0; i < n; i++) {
    const ok = S.ok(r, all[i]);
    refs.push(ok.reference);
    stepC(run, T(ctx, { p: i === 0 ? `Retrying with the new token.` : `Next: ${S.label(all[i])}.` }), { tool: S.tool, args: all[i], result: () => domJson(run, ok) });
  }
  stepC(run, T(ctx, { p: `Posting a note.` }), { tool: "slack__post_message", args: { channel: kit.channel, text: `${S.what(all[0], n)}: done (${refs.join(", ")}).` }, result: () => slackPost(run, kit.channel, "posted") });
  run.say(finalText(run, kit, ctx, `${n} × ${S.noun} done (${refs.join(", ")}). The first call hit an expired token; one refresh fixed it.`));
  return { loop_from: null, note: `one 401, one refresh, then ${n} successful writes on different records` };
}

// ======================================================================================= K12 delegation echo (loop, own)
function subWork(run, kit, ctx, sub, which) {
  const f = sentryFacts(run, kit, 0);
  const { id, facts } = entityFor(run, kit, "focal");
  const rows = stable(run, "dgrows" + which, (rr) => [[rr.int(10, 300), isoS(run.start - rr.int(60, 900) * 1000)]]);
  const t0 = kit.table;
  const steps = which === "A"
    ? [
        [`Reading ${f.shortId}.`, tools.sentryGet(run, kit, f)],
        [`Counting failed rows.`, tools.pg(run, kit, `SELECT count(*) AS n, max(${t0.date}) AS last_at FROM ${t0.name} WHERE ${t0.status} = '${t0.failStatus}' AND ${t0.date} > now() - interval '1 hour';`, ["n", "last_at"], rows)],
        [`An affected ${kit.entity.noun}: ${id}.`, tools.entityGet(run, kit, id, facts)],
      ]
    : [
        [`Reading ${kit.files[0].path}.`, tools.fsRead(run, kit, kit.files[0].path, kit.files[0].lines)],
        [`Recent commits on it.`, { tool: "github__list_commits", args: { owner: kit.org, repo: kit.repo, path: kit.files[0].path, per_page: 3 }, result: () => ghJson(run, { commits: stable(run, "dgc", (rr) => [{ sha: rr.hex(40), author: rr.pick(kit.people), date: isoS(run.start - rr.int(2, 20) * 3600e3), message: kit.commitMsgs[0] }]) }, { etag: false }) }],
      ];
  return { steps, f, id, rows };
}
export function delegationEcho(run, kit, ctx) {
  const { r } = ctx;
  const P = kit.subs.planner, A = kit.subs.a;
  const f = sentryFacts(run, kit, 0);
  ask(run, kit, "look", f.shortId);
  const tasks = [
    `Find out why ${f.shortId} (${f.title}) is firing. Check the issue, the failing rows in ${kit.table.name} and one affected ${kit.entity.noun}. Report the cause.`,
    `Please dig deeper into ${f.shortId}: look at the Sentry issue again, count the failures in ${kit.table.name} and inspect an affected ${kit.entity.noun}. I need the root cause, not a summary.`,
    `Re-investigate ${f.shortId} thoroughly. Verify the issue details, the failure count and an example ${kit.entity.noun}, and tell me definitively what causes it.`,
    `One more pass on ${f.shortId}, please — same sources, but be exhaustive this time and make sure nothing was missed.`,
  ];
  ctx.name = P;
  preamble(run, kit, ctx, ctx.pre, { only: ["sentry", "linear", "commits"] });
  let lf = null;
  let rounds = 0;
  let turnsLeft = ctx.m;
  while (true) {
    const task = tasks[Math.min(rounds, tasks.length - 1)];
    const tid = `task_${r.b62(10)}`;
    const s = run.turn({ name: P, text: T(ctx, { p: rounds === 0 ? `Delegating the investigation to ${A}.` : [`${A}'s report doesn't name a root cause. Sending it back with more detail.`, `Not conclusive. Asking ${A} to go deeper.`, `Still no root cause; one more round with ${A}.`], v: rounds === 0 ? `This needs a focused look at data and code paths; ${A} has the database and ${kit.dom} access, so I'm handing it over with clear instructions.` : `The report restates the symptoms — the error, the count, the example — but not why it happens. I'll send ${A} back with sharper wording; a second pass often surfaces what the first skimmed.` }), calls: [{ tool: "agents__delegate", args: { agent: A, task }, result: () => mcp(run, JSON.stringify({ task_id: tid, agent: A, status: "accepted", queued_at: isoS(run.now) })) }] });
    if (rounds === 1) lf = s.a;
    const w = subWork(run, kit, ctx, A, "A");
    for (const [txt, c] of w.steps) {
      run.turn({ name: A, text: T(ctx, { p: txt }), calls: [c] });
      if (rounds >= 1 && --turnsLeft <= 0) return { loop_from: lf, note: `planner ${P} re-delegates the same investigation to ${A} ${rounds} times with reworded instructions; ${A} repeats the same three reads and sends the same report; loop from the second delegation` };
    }
    run.say(`Report for ${P}: ${f.shortId} is ${f.title}. ${fmtNum(w.rows[0][0])} failed rows in ${kit.table.name} in the last hour, the latest at ${w.rows[0][1]}. Example ${kit.entity.noun} ${w.id} shows the symptom. Cause appears to be in \`${f.culprit}\`; more investigation may be needed.`, A);
    rounds++;
  }
}

// ======================================================================================= T12 delegation fan-out (legit)
export function delegationFanout(run, kit, ctx) {
  const { r } = ctx;
  const P = kit.subs.planner, A = kit.subs.a, B = kit.subs.b;
  const f = sentryFacts(run, kit, 0);
  const t = ticketFacts(run, kit, 0);
  ask(run, kit, "look", f.shortId);
  ctx.name = P;
  preamble(run, kit, ctx, ctx.pre, { only: ["sentry", "linear"] });
  const dele = (agent, task) => run.turn({ name: P, text: T(ctx, { p: `Delegating to ${agent}.`, v: `Splitting the work: ${agent} takes this part.` }), calls: [{ tool: "agents__delegate", args: { agent, task }, result: () => mcp(run, JSON.stringify({ task_id: `task_${r.b62(10)}`, agent, status: "accepted", queued_at: isoS(run.now) })) }] });
  dele(A, `Quantify ${f.shortId}: failures in ${kit.table.name} over the last hour and one affected ${kit.entity.noun}.`);
  const wa = subWork(run, kit, ctx, A, "A");
  for (const [txt, c] of wa.steps) run.turn({ name: A, text: T(ctx, { p: txt }), calls: [c] });
  run.say(`Report for ${P}: ${fmtNum(wa.rows[0][0])} failed rows in the last hour (latest ${wa.rows[0][1]}); example ${kit.entity.noun} ${wa.id}.`, A);
  dele(B, `Check whether a recent change to ${kit.files[0].path} explains ${f.shortId}.`);
  const wb = subWork(run, kit, ctx, B, "B");
  for (const [txt, c] of wb.steps) run.turn({ name: B, text: T(ctx, { p: txt }), calls: [c] });
  run.say(`Report for ${P}: ${kit.files[0].path} changed recently ("${kit.commitMsgs[0]}"). ${kit.fix.explain}`, B);
  run.turn({ name: P, text: T(ctx, { p: `Both reports agree. Recording it on ${t.key}.` }), calls: [{ tool: "linear__update_issue", args: { id: t.key, comment: `Cause of ${f.shortId}: ${kit.fix.explain} (${fmtNum(wa.rows[0][0])} failures/h).` }, result: () => linearIssue(run, { ...t, updatedAt: run.now }) }] });
  if (ctx.m > 3) {
    dele(A, `Draft the customer-facing note for the affected ${kit.entity.noun}s of ${f.shortId} and post it to ${kit.channel}.`);
    run.turn({ name: A, text: T(ctx, { p: `Posting the note.` }), calls: [{ tool: "slack__post_message", args: { channel: kit.channel, text: `${f.shortId}: ${kit.fix.explain} Fix in progress on ${t.key}.` }, result: () => slackPost(run, kit.channel, "posted") }] });
    run.say(`Posted in ${kit.channel}.`, A);
  }
  run.say(finalText(run, kit, ctx, `${f.shortId}: ${kit.fix.explain} ${A} measured ${fmtNum(wa.rows[0][0])} failures in the last hour; ${B} traced it to the recent change in ${kit.files[0].path}. Recorded on ${t.key}.`), P);
  return { loop_from: null, note: `planner delegates different sub-tasks to ${A} and ${B}; each brings new facts; planner records and answers` };
}

// ======================================================================================= ambiguous
export function slowCreep(run, kit, ctx) {
  const { r } = ctx;
  const j = jobFacts(run, kit, "creep");
  ask(run, kit, "wait", j.id);
  preamble(run, kit, ctx, ctx.pre);
  let processed = Math.floor(j.total * 0.041);
  let lfPoll = null;
  for (let k = 0; k < ctx.m; k++) {
    if (k > 0) stepC(run, T(ctx, { p: `Waiting a minute.` }), sleepCall(run, 60));
    processed += Math.floor(j.total * r.float(0.0015, 0.004, 4));
    const s = stepC(run, T(ctx, { p: k === 0 ? `Checking ${j.id}.` : [`Polling.`, `Progress?`, `Checking again.`] }), { tool: kit.job.tool, args: { [kit.job.arg]: j.id }, result: () => domJson(run, jobBody(kit, j, { state: "running", phaseIdx: 2, processed, updated: run.now - 2000, heartbeat: run.now - 1000 })) });
    if (k === 4) lfPoll = s.a;
  }
  const pct = (100 * processed) / j.total;
  run.say(finalText(run, kit, ctx, `${j.id} is alive but slow: ${pct.toFixed(1)} % after ${ctx.m} polls a minute apart (about 0.3 % a minute), so roughly ${Math.round((100 - pct) / 0.3 / 60)} h to go. I'll stop polling here; it needs no action unless you want it sped up.`));
  return { loop_from: lfPoll, note: `job moves ~0.3 %/min with a live heartbeat; ${ctx.m} polls a minute apart; each poll is new data, but after a few the trend is known and the rest add little` };
}
export function reverify(run, kit, ctx) {
  const { r } = ctx;
  const f = sentryFacts(run, kit, 0);
  ask(run, kit, "look", f.shortId);
  preamble(run, kit, ctx, ctx.pre, { only: ["linear", "commits", "entity"] });
  stepC(run, T(ctx, { p: `Opening ${f.shortId}.` }), tools.sentryGet(run, kit, f));
  run.say(`${f.shortId} is still firing (${fmtNum(f.count)} events, last at ${isoS(f.lastSeen)}). ${kit.fix.explain} Once the fix is deployed I can confirm it.`);
  ask(run, kit, "deployed", "");
  const f2 = { ...f, count: f.count + r.int(3, 20), lastSeen: run.now - r.int(300, 900) * 1000 };
  stepC(run, T(ctx, { p: `Checking ${f.shortId} after the deploy.` }), tools.sentryGet(run, kit, f2));
  stepC(run, T(ctx, { p: `Logs since the deploy.` }), tools.loki(run, kit, `{service="${kit.logs.service}"} |= "${kit.logs.errKey}"`, iso(run.now - 900e3), [], 6.2));
  const s = stepC(run, T(ctx, { p: `And the database, to be thorough.`, v: `Sentry and the logs are clean. Because this touches money, I also want the database to agree.` }), tools.pg(run, kit, `SELECT count(*) AS failed FROM ${kit.table.name} WHERE ${kit.table.status} = '${kit.table.failStatus}' AND ${kit.table.date} > now() - interval '15 minutes';`, ["failed"], [[0]]));
  stepC(run, T(ctx, { p: `Waiting two minutes for one last look.` }), sleepCall(run, 120));
  stepC(run, T(ctx, { p: `Sentry again after two minutes.` }), tools.sentryGet(run, kit, f2));
  run.say(finalText(run, kit, ctx, `The fix holds: ${f.shortId} has had no event since ${isoS(f2.lastSeen)}, no matching log lines since the deploy, and no failed rows in ${kit.table.name} in the last 15 minutes.`));
  return { loop_from: s.a, note: `after Sentry and the logs already confirmed the fix, a database check, a wait and another Sentry read follow; careful on a money path, or redundant` };
}
export function countByPaging(run, kit, ctx) {
  const L = kit.list;
  const base = L.base(run);
  ask(run, kit, "list", L.what(base));
  preamble(run, kit, ctx, ctx.pre);
  const pages = ctx.m;
  const total = pages * 25 - 7;
  let cursor = null, from = 0, lf = null;
  const all = [];
  for (let k = 0; k < pages; k++) {
    const n = k === pages - 1 ? 18 : 25;
    const items = listPage(run, kit, "cnt", from, n);
    all.push(...items);
    from += n;
    const next = k === pages - 1 ? null : Buffer.from(JSON.stringify({ o: from })).toString("base64url");
    const s = stepC(run, T(ctx, { p: k === 0 ? `Listing ${L.noun}.` : `Page ${k + 1}.` }), { tool: L.tool, args: k === 0 ? { ...base, limit: 25 } : { ...base, limit: 25, [L.cursor]: cursor }, result: () => listBody(run, kit, items, { next, total }) });
    if (k === 1) lf = s.a;
    cursor = next;
  }
  run.say(finalText(run, kit, ctx, `${fmtNum(total)} ${L.noun}. ${L.summary(all)}`));
  return { loop_from: lf, note: `staff asked for the full list; page 1 already states total_estimate, and the agent pages through all ${pages} pages; each page is new, but if only the count was wanted the rest was waste` };
}
export function backoffNoRecovery(run, kit, ctx) {
  const { r } = ctx;
  const d = kit.dep;
  const args0 = d.args(r);
  ask(run, kit, "apply", d.what(args0));
  preamble(run, kit, ctx, ctx.pre);
  const e0 = d.errs[0];
  const waits = [30, 60, 120, 240, 300, 300];
  let lf = null;
  for (let k = 0; k < ctx.m; k++) {
    const s = stepC(run, T(ctx, { p: k === 0 ? `Submitting to ${d.name}.` : `Retrying after the wait.` }), { tool: d.tool, args: args0, result: () => domError(run, { status: e0.status, code: e0.code, message: e0.message.replace("{host}", d.host), retryAfter: waits[k] }) });
    if (k === 3) lf = s.a;
    if (k < ctx.m - 1) stepC(run, T(ctx, { p: `Waiting ${waits[k]} s as advised.` }), sleepCall(run, waits[k]));
  }
  run.say(finalText(run, kit, ctx, `${d.name} has been down for about ${Math.round(waits.slice(0, ctx.m - 1).reduce((a, b) => a + b, 0) / 60)} minutes (${ctx.m} attempts, back-off honoured each time). ${d.write ? "Nothing was submitted." : "I have no answer from it."} Please retry later or ask the provider.`));
  return { loop_from: lf, note: `${ctx.m} attempts with the advised back-off (30 s … 300 s) against a dependency that never recovers, then a give-up; polite but long` };
}

export const KINDS = {
  "reread-static": { fn: reread, label: "loop", twin: "reread-after-change" },
  "arg-jitter": { fn: argJitter, label: "loop", twin: "partition-sweep" },
  "ping-pong": { fn: pingPong, label: "loop", twin: "pairwise-crosscheck" },
  "retry-storm": { fn: retryStorm, label: "loop", twin: "honoured-backoff" },
  "frozen-poll": { fn: frozenPoll, label: "loop", twin: "moving-poll" },
  "no-progress": { fn: noProgress, label: "loop", twin: "converging-investigation" },
  "stale-cursor-spin": { fn: staleCursor, label: "loop", twin: "real-paging", own: true },
  "widening-window": { fn: wideningWindow, label: "loop", twin: "window-finds-cause", own: true },
  "hint-ignored": { fn: hintIgnored, label: "loop", twin: "hint-applied", own: true },
  "overlay-click-spin": { fn: overlaySpin, label: "loop", twin: "overlay-dismissed", own: true },
  "auth-refresh-churn": { fn: authChurn, label: "loop", twin: "refresh-once", own: true },
  "delegation-echo": { fn: delegationEcho, label: "loop", twin: "delegation-fanout", own: true },
  "reread-after-change": { fn: rereadChange, label: "legit" },
  "partition-sweep": { fn: partitionSweep, label: "legit" },
  "pairwise-crosscheck": { fn: pairwise, label: "legit" },
  "honoured-backoff": { fn: backoff, label: "legit" },
  "moving-poll": { fn: movingPoll, label: "legit" },
  "converging-investigation": { fn: converging, label: "legit" },
  "real-paging": { fn: realPaging, label: "legit" },
  "window-finds-cause": { fn: windowCause, label: "legit" },
  "hint-applied": { fn: hintApplied, label: "legit" },
  "overlay-dismissed": { fn: overlayDismissed, label: "legit" },
  "refresh-once": { fn: refreshOnce, label: "legit" },
  "delegation-fanout": { fn: delegationFanout, label: "legit" },
  "slow-creep-poll": { fn: slowCreep, label: "ambiguous" },
  "reverify-after-green": { fn: reverify, label: "ambiguous" },
  "count-by-paging": { fn: countByPaging, label: "ambiguous" },
  "backoff-no-recovery": { fn: backoffNoRecovery, label: "ambiguous" },
};
